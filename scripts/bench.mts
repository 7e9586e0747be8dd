// `npm run bench`: the figures of docs/product.md §10, printed as JSON lines and a table. Never asserted in tests.
//   BENCH_SCALE=0.1 npm run bench   quick run on a tenth of the data set
//   BENCH_PG=0                      skip PostgreSQL (otherwise postgres://postgres@127.0.0.1:5432, db consultorio_bench)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedReferenceData } from '../apps/api/src/db/seed.ts';
import { BENCH_USER, seedBench } from '../apps/api/src/db/seed-bench.ts';
import { FieldCipher } from '../apps/api/src/lib/crypto.ts';
import { loadOrCreateSecrets } from '../apps/api/src/lib/secrets.ts';
import { load } from './bench/load.mts';
import { printTable, report } from './bench/report.mts';
import { login, root, startServer } from './bench/server.mts';
import { measureWeb } from './bench/web.mts';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgBenchUrl = pgAdminUrl.replace(/\/[^/]*$/, '/consultorio_bench');
const tmp = (p: string) => mkdtempSync(join(tmpdir(), p));
const SEARCHES = ['joao', 'conceicao silva', 'MARIA', 'magalhaes 12', 'paciente42@exemplo'];
const searchPaths = SEARCHES.map((q) => `/api/pacientes?busca=${encodeURIComponent(q)}&page=1&per_page=10`);

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

// 1. Start-up: built tree → first 200 on /ready (fresh data dir: creates the DB and migrates; then a restart).
{
  const dir = tmp('bench-start-');
  const first = await startServer({ DATA_DIR: dir });
  await first.stop();
  const second = await startServer({ DATA_DIR: dir });
  await second.stop();
  report({ figure: 'startup_to_ready_fresh_ms', value: first.readyMs, unit: 'ms', budget: 3000 });
  report({ figure: 'startup_to_ready_existing_ms', value: second.readyMs, unit: 'ms', budget: 3000 });
}

/** Seeds the data set; the server later started on the same DATA_DIR reads the same secrets (encryption key). */
async function seed(databaseUrl: string | undefined, dataDir: string) {
  const cipher = new FieldCipher(loadOrCreateSecrets(dataDir).encryptionKey);
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  await seedReferenceData(database.db);
  const t = performance.now();
  await seedBench(database.db, cipher, scale);
  console.error(`  dados de carga gerados em ${Math.round(performance.now() - t)} ms`);
  await database.close();
}

async function apiFigures(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const server = await startServer(env);
  try {
    const token = await login(server.url, BENCH_USER.email, BENCH_USER.senha);
    const r = await load({ url: server.url, token, paths: searchPaths, rate: 200, seconds });
    report({
      figure: `${kind}_pacientes_busca_p99_at_200rps_ms`,
      value: r.p99,
      unit: 'ms',
      budget: kind === 'postgres' ? 25 : 60,
    });
    if (r.non2xx + r.errors > 0) console.error(`  ${kind}: ${r.non2xx} respostas não-2xx, ${r.errors} erros`);
    const hoje = new Date();
    const [mes, ano] = [hoje.getMonth() + 1, hoje.getFullYear()];
    for (const [name, path] of [
      ['agendamentos_mes', `/api/agendamentos?mes=${mes}&ano=${ano}&per_page=100`],
      ['financeiros_dashboard', `/api/financeiros/dashboard?mes=${mes}&ano=${ano}`],
      ['dashboard', '/api/dashboard'],
    ] as const) {
      const x = await load({ url: server.url, token, paths: [path], rate: 100, seconds });
      if (x.non2xx + x.errors > 0) console.error(`  ${kind} ${name}: ${x.non2xx} não-2xx, ${x.errors} erros`);
      report({
        figure: `${kind}_${name}_p99_at_100rps_ms`,
        value: x.p99,
        unit: 'ms',
        budget: kind === 'postgres' ? 40 : undefined,
      });
    }
    return { server, token };
  } catch (e) {
    await server.stop();
    throw e;
  }
}

// 2. PGlite: the embedded default.
{
  const dir = tmp('bench-pglite-');
  await seed(undefined, dir);
  const { server, token } = await apiFigures('pglite', { DATA_DIR: dir });
  const me = (await (
    await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    usuario: unknown;
  };
  const web = await measureWeb(server.url, token, me.usuario);
  report({ figure: 'login_initial_js_gzip_kb', value: web.loginKb, unit: 'KB', budget: 200 });
  report({ figure: 'app_shell_js_gzip_kb', value: web.shellKb, unit: 'KB', budget: 350 });
  report({ figure: 'lcp_login_ms', value: web.lcpLogin, unit: 'ms', budget: 1000 });
  report({ figure: 'lcp_pacientes_ms', value: web.lcpPacientes, unit: 'ms', budget: 1000 });
  await server.stop();
}

// 3. PostgreSQL, and the API's overhead over the same query run raw with pg.
if (process.env.BENCH_PG !== '0') {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS consultorio_bench');
  await admin.query('CREATE DATABASE consultorio_bench');
  await admin.end();
  await seed(pgBenchUrl, tmp('bench-pg-'));
  const { server, token } = await apiFigures('postgres', {
    DATABASE_URL: pgBenchUrl,
    DATA_DIR: tmp('bench-pgd-'),
  });

  // Overhead: one client, sequential requests, same search, API vs raw SQL of the same page + count.
  const client = new pg.Client({ connectionString: pgBenchUrl });
  await client.connect();
  const { rows } = await client.query('SELECT id FROM usuarios WHERE email = $1', [BENCH_USER.email]);
  const uid = rows[0].id as string;
  const raw = async (q: string) => {
    const like = `%${q}%`;
    await client.query(
      `SELECT id, nome, nome_social, telefone, email, status_tratamento, data_nascimento, ultima_sessao
         FROM pacientes WHERE usuario_id = $1 AND arquivado_em IS NULL AND busca LIKE $2
         ORDER BY nome_ordem, id LIMIT 10`,
      [uid, like],
    );
    await client.query(
      'SELECT count(*) FROM pacientes WHERE usuario_id = $1 AND arquivado_em IS NULL AND busca LIKE $2',
      [uid, like],
    );
  };
  const api = async (path: string) => {
    const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
  };
  const timeIt = async (fn: (i: number) => Promise<void>, n: number) => {
    for (let i = 0; i < 20; i++) await fn(i);
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn(i);
    return (performance.now() - t) / n;
  };
  const rawMs = await timeIt((i) => raw(SEARCHES[i % SEARCHES.length].toLowerCase()), 300);
  const apiMs = await timeIt((i) => api(searchPaths[i % searchPaths.length]), 300);
  await client.end();
  report({ figure: 'postgres_pacientes_busca_raw_mean_ms', value: rawMs, unit: 'ms' });
  report({ figure: 'postgres_pacientes_busca_api_mean_ms', value: apiMs, unit: 'ms' });
  report({ figure: 'api_overhead_ratio', value: apiMs / rawMs, unit: 'x', budget: 1.5 });
  await server.stop();
}

printTable();
