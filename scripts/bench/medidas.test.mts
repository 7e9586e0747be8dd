import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import {
  cpuDe,
  cpuDoStat,
  cpuGasto,
  lerProm,
  mediana,
  pararPares,
  renovarHashes,
  sondas,
} from './medidas.mts';

test("a process's CPU from /proc/<pid>/stat, whatever its name holds", () => {
  const linha = (nome: string) =>
    `4242 (${nome}) S 1 4242 4242 0 -1 4194560 500 0 0 0 250 50 0 0 20 0 1 0 100 1000 10 18446744073709551615`;
  assert.equal(cpuDoStat(linha('postgres'), 100), 3000);
  assert.equal(cpuDoStat(linha('a (b) c'), 100), 3000);
  // This very process has spent some CPU, and a spin spends more.
  const antes = cpuDe([process.pid]);
  const fim = performance.now() + 60;
  while (performance.now() < fim) Math.sqrt(Math.random());
  const gasto = cpuGasto(antes, cpuDe([process.pid, 999_999_999]));
  assert.ok(gasto >= 20 && gasto < 1000, `${gasto} ms`);
});

test('CPU over a run: a backend that started during it counts whole, one that ended is left out', () => {
  const antes = new Map([
    [1, 100],
    [2, 50],
  ]);
  const depois = new Map([
    [1, 160],
    [3, 30],
  ]);
  assert.equal(cpuGasto(antes, depois), 90);
});

const raspa = (lag: number, gcN: number, gcS: number, esperando: number) =>
  lerProm(`# HELP nodejs_eventloop_lag_p99_seconds The 99th percentile
# TYPE nodejs_eventloop_lag_p99_seconds gauge
nodejs_eventloop_lag_p99_seconds ${lag}
nodejs_eventloop_lag_max_seconds ${lag * 2}
nodejs_gc_duration_seconds_sum{kind="minor"} ${gcS}
nodejs_gc_duration_seconds_count{kind="minor"} ${gcN}
nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} ${gcN}
db_pool_esperando ${esperando}
db_pool_conexoes_em_uso 3
http_requests_total{rota="dashboard.get",metodo="GET",status="200"} 12
`);

test('the probes over a run: the worst interval of the event loop, the GC of the run only, the most waiting', () => {
  const r = raspa(0.5, 100, 1, 0);
  assert.equal(r.get('http_requests_total{rota="dashboard.get",metodo="GET",status="200"}'), 12);
  const s = sondas([raspa(0.5, 100, 1, 0), raspa(0.012, 150, 1.2, 2), raspa(0.02, 180, 1.25, 0)]);
  // The first scrape's event-loop figures are from before the run: left out.
  assert.equal(s.loopP99, 20);
  assert.equal(s.loopMax, 40);
  assert.deepEqual(s.gc, { minor: { n: 80, ms: 250 } });
  assert.equal(s.poolEsperandoMax, 2);
  assert.equal(s.poolEmUsoMax, 3);
  assert.equal(s.amostras, 3);
});

test('paired ratios stop at three on one side of the budget, else go on to seven', () => {
  assert.equal(pararPares([1.01, 1.02], 1.05), false);
  assert.equal(pararPares([1.01, 1.02, 0.99], 1.05), true);
  assert.equal(pararPares([1.2, 1.1, 1.07], 1.05), true);
  assert.equal(pararPares([1.01, 1.2, 0.99], 1.05), false);
  assert.equal(pararPares([1.01, 1.2, 0.99, 1.3, 1, 1.1], 1.05), false);
  assert.equal(pararPares([1.01, 1.2, 0.99, 1.3, 1, 1.1, 1.04], 1.05), true);
  assert.equal(mediana([1.01, 1.2, 0.99, 1.3, 1, 1.1, 1.04]), 1.04);
  assert.equal(mediana([3, 1, 2, 4]), 2.5);
});

test('a replay writes fresh token hashes and keeps every other parameter as the API sent it', () => {
  const hash = createHash('sha256').update('x').digest('hex');
  let n = 0;
  const novo = () => createHash('sha256').update(String(n++)).digest('hex');
  const uuid = '6f1c2a9e-3b7d-4e2a-9c1f-0a1b2c3d4e5f';
  const a = renovarHashes([hash, uuid, '42', null, 'abc'], novo);
  const b = renovarHashes([hash, uuid, '42', null, 'abc'], novo);
  assert.notEqual(a[0], hash);
  assert.notEqual(a[0], b[0]);
  assert.match(String(a[0]), /^[0-9a-f]{64}$/);
  assert.deepEqual(a.slice(1), [uuid, '42', null, 'abc']);
});
