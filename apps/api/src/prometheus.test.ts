import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app.ts';

/*
 * The metrics against Debian's real Prometheus (docs/operations.md "Metrics and alerts", decisions/0084): the scrape
 * config and the alert rules of docs/operations.md, as written there, checked by promtool and loaded by a
 * Prometheus that scrapes a running server with METRICS_TOKEN; the counters and a histogram quantile are read back
 * through its HTTP API. `.ci/run` installs the package; without it the test is skipped outside CI.
 */

const temPrometheus = ['prometheus', 'promtool'].every(
  (b) => spawnSync(b, ['--version'], { stdio: 'ignore' }).status === 0,
);
const inCi = Boolean(process.env.CI);

/** The fenced YAML block after `<!-- prometheus: NAME -->` in docs/operations.md. */
function blocoDaDocumentacao(nome: string): string {
  const doc = readFileSync(join(import.meta.dirname, '../../../docs/operations.md'), 'utf8');
  const m = new RegExp(`<!-- prometheus: ${nome} -->\\n\`\`\`yaml\\n([\\s\\S]*?)\\n\`\`\``).exec(doc);
  if (!m) throw new Error(`docs/operations.md sem o bloco "prometheus: ${nome}"`);
  return m[1];
}

/** `texto` with `de` replaced by `para`, failing when `de` is not there (the documentation changed). */
function trocar(texto: string, de: string, para: string): string {
  if (!texto.includes(de)) throw new Error(`o bloco da documentação não tem mais "${de}"`);
  return texto.replaceAll(de, para);
}

const portaLivre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      s.close(() => (typeof endereco === 'object' && endereco ? resolve(endereco.port) : reject()));
    });
  });

/** Polls `fn` every 250 ms until it answers something other than undefined, for at most `ms`. */
async function ate<T>(descricao: string, fn: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = await fn().catch(() => undefined);
    if (valor !== undefined) return valor;
    if (Date.now() > limite) throw new Error(`o Prometheus não chegou a: ${descricao}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!temPrometheus && !inCi)('a real Prometheus scrapes GET /api/metrics', () => {
  const TOKEN = randomBytes(32).toString('base64url');
  const pasta = mkdtempSync(join(tmpdir(), 'prometheus-'));
  let app: FastifyInstance;
  let prometheus: ChildProcess | undefined;
  let saida = '';
  let urlProm = '';
  const arquivoDeRegras = join(pasta, 'consultorio-alertas.yml');

  beforeAll(async () => {
    if (!temPrometheus) throw new Error('no CI este teste exige o pacote prometheus (.ci/run o instala).');
    app = await buildTestApp({ metricsToken: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const endereco = app.server.address();
    if (!endereco || typeof endereco === 'string') throw new Error('sem endereço');

    writeFileSync(arquivoDeRegras, blocoDaDocumentacao('alertas'));
    writeFileSync(join(pasta, 'token'), TOKEN, { mode: 0o600 });
    let config = blocoDaDocumentacao('scrape');
    config = trocar(config, '/etc/prometheus/consultorio-metrics-token', join(pasta, 'token'));
    config = trocar(config, '/etc/prometheus/consultorio-alertas.yml', arquivoDeRegras);
    config = trocar(
      config,
      "['consultorio-1.interno:3000', 'consultorio-2.interno:3000']",
      `['127.0.0.1:${endereco.port}']`,
    );
    config = trocar(config, 'scrape_interval: 15s', 'scrape_interval: 1s');
    writeFileSync(join(pasta, 'prometheus.yml'), `global:\n  evaluation_interval: 1s\n${config}\n`);

    const porta = await portaLivre();
    urlProm = `http://127.0.0.1:${porta}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(pasta, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(pasta, 'dados')}`,
        `--web.listen-address=127.0.0.1:${porta}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (d) => (saida += d));
    prometheus.stderr?.on('data', (d) => (saida += d));
    // While Prometheus starts: the app's first answer (the tests' OpenAPI check of every answer builds its document).
    await app.inject({ method: 'GET', url: '/api/health' });
  }, 60_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const fim = new Promise((r) => prometheus?.once('exit', r));
      prometheus.kill('SIGTERM');
      await fim;
    }
    await app?.close();
    rmSync(pasta, { recursive: true, force: true });
  });

  /** One instant query through Prometheus' HTTP API: the result vector. */
  async function consultar(
    expr: string,
  ): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
    const res = await fetch(`${urlProm}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const corpo = (await res.json()) as { status: string; error?: string; data: { result: never[] } };
    if (corpo.status !== 'success') throw new Error(`consulta ${expr}: ${corpo.error}`);
    return corpo.data.result;
  }

  it('promtool accepts the documented rules and the config built from the documented scrape', () => {
    const regras = spawnSync('promtool', ['check', 'rules', arquivoDeRegras], { encoding: 'utf8' });
    expect(regras.status, regras.stdout + regras.stderr).toBe(0);
    expect(regras.stdout).toMatch(/SUCCESS: 7 rules found/);
    const config = spawnSync('promtool', ['check', 'config', join(pasta, 'prometheus.yml')], {
      encoding: 'utf8',
    });
    expect(config.status, config.stdout + config.stderr).toBe(0);
  });

  it('scrapes with the token, and answers the counters and a p99 back through /api/v1/query', async () => {
    // Requests between the scrapes, so that the rates have something to measure.
    const pedir = async () => {
      for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/health' });
      await app.inject({ method: 'GET', url: '/api/ready' });
    };
    await pedir();
    await ate(
      'o alvo no ar (up == 1)',
      async () => {
        const [alvo] = await consultar('up{job="consultorio"}');
        return alvo?.value[1] === '1' ? true : undefined;
      },
      40_000,
    ).catch((err) => {
      throw new Error(`${(err as Error).message}\nsaída do prometheus:\n${saida}`);
    });
    const saude = await ate('http_requests_total da rota sistema.health', async () => {
      await pedir();
      const [serie] = await consultar('http_requests_total{job="consultorio", rota="sistema.health"}');
      return serie && Number(serie.value[1]) >= 10 ? serie : undefined;
    });
    expect(saude.metric).toMatchObject({ rota: 'sistema.health', metodo: 'GET', status: '200' });
    const p99 = await ate('um p99 de sistema.health', async () => {
      await pedir();
      const [q] = await consultar(
        'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="consultorio", rota="sistema.health"}[10s])))',
      );
      const valor = q ? Number(q.value[1]) : Number.NaN;
      return Number.isFinite(valor) ? valor : undefined;
    });
    expect(p99).toBeGreaterThan(0);
    expect(p99).toBeLessThanOrEqual(0.25);
    // The metrics' own `job` label arrives as exported_job (the rules use it so).
    const periodos = await consultar('job_periodo_segundos{job="consultorio"}');
    expect(periodos.map((s) => s.metric.exported_job)).toContain('expirar-planos');
  }, 60_000);

  it('loads the documented alert rules and evaluates each without error, none firing', async () => {
    const grupos = await ate('as regras avaliadas', async () => {
      const res = await fetch(`${urlProm}/api/v1/rules`);
      const corpo = (await res.json()) as {
        data: { groups: { rules: { name: string; health: string; lastError?: string; state: string }[] }[] };
      };
      const regras = corpo.data.groups.flatMap((g) => g.rules);
      return regras.length > 0 && regras.every((r) => r.health !== 'unknown') ? regras : undefined;
    });
    expect(grupos.map((r) => r.name).sort()).toEqual([
      'ConsultorioEmailsFalhando',
      'ConsultorioErros5xx',
      'ConsultorioFora',
      'ConsultorioNaoPronto',
      'ConsultorioPoolEsperando',
      'ConsultorioRotaLenta',
      'ConsultorioTarefaSemSucesso',
    ]);
    for (const r of grupos) expect(r, `${r.name}: ${r.lastError ?? ''}`).toMatchObject({ health: 'ok' });
    // None fires (a slow scrape on a busy machine may leave one pending, never firing within the test).
    for (const r of grupos) expect(r.state, r.name).not.toBe('firing');
  }, 60_000);
});
