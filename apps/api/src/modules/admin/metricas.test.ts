import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { api } from '@consultorio/contracts/api/index';
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../jobs/index.ts';
import { LIMITES_PROPRIOS, METODOS, ROTAS_SEM_DECLARACAO, tipoDoPdf } from '../../lib/metricas.ts';
import { buildTestApp, createUser, testConfig } from '../../test/app.ts';
import { cadastrarPaciente, createSessao } from '../pacientes/testing.ts';
import { createEssencialUser, criarProntuario } from '../prontuarios/testing.ts';

/*
 * GET /api/metrics (docs/decisions/0084-metrics.md): only with METRICS_TOKEN, otherwise the answer of an unknown
 * route; after a realistic day of requests every label value is a declaration's name or from a fixed vocabulary —
 * never an id, a name, an e-mail, a CPF or a URL.
 */

const TOKEN = randomBytes(32).toString('base64url');
const LIMITE_LEADS = { max: 1, timeWindow: 60_000 };
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    metricsToken: TOKEN,
    rateLimits: { ...testConfig().rateLimits, leads: LIMITE_LEADS },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const raspar = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

interface Amostra {
  nome: string;
  rotulos: Record<string, string>;
  valor: number;
}

/** The samples of the Prometheus text format (comments left out). */
function amostras(texto: string): Amostra[] {
  return texto
    .split('\n')
    .filter((linha) => linha && !linha.startsWith('#'))
    .map((linha) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(linha);
      if (!m) throw new Error(`linha fora do formato: ${linha}`);
      const rotulos = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
      );
      return { nome: m[1], rotulos, valor: Number(m[3]) };
    });
}

describe('GET /api/metrics: who may read it', () => {
  it('answers 404, as an unknown route, without the token or with a wrong one', async () => {
    const desconhecida = await app.inject({ method: 'GET', url: '/api/nada-aqui' });
    for (const authorization of [undefined, 'Bearer errado', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await raspar(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.routeNotFound });
      expect(res.json()).toEqual(desconhecida.json());
    }
  });

  it('answers 404 even with a bearer token when none is configured (no METRICS_TOKEN)', async () => {
    const sem = await buildTestApp();
    try {
      const res = await sem.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.routeNotFound });
    } finally {
      await sem.close();
    }
  });

  it('answers the Prometheus text format with the token, not cached, with the process metrics', async () => {
    const res = await raspar(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    for (const nome of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_p99_seconds',
      'db_pool_esperando',
      'job_periodo_segundos',
    ]) {
      expect(res.body).toContain(`\n${nome}`);
    }
  });
});

/** What a day of use sends: sign-up, login, patients, sessions, a record and its PDF, errors, a job, an e-mail. */
async function umDia(): Promise<{ nomes: string[] }> {
  const nomes = ['Ana Beatriz Souza', 'Mariana Costa Lima'];
  const psi = await createEssencialUser(app);
  const outra = await createUser(app);
  const paciente = await cadastrarPaciente(app, psi, { nome: 'Mariana Costa Lima' });
  await createSessao(app, psi, paciente.id);
  const entrada = await criarProntuario(app, psi, paciente.id);
  const pedir = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers = psi.auth,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const esperados: [Promise<{ statusCode: number }>, number][] = [
    [pedir('GET', `/api/paciente/${paciente.id}`), 200],
    [pedir('GET', '/api/pacientes?busca=Mariana'), 200],
    [pedir('GET', `/api/prontuario/${entrada.id}/exportar`), 200],
    // Another psychologist's patient, an unknown id, a bad body: 404, 404, 422.
    [pedir('GET', `/api/paciente/${paciente.id}`, undefined, outra.auth), 404],
    [pedir('GET', `/api/paciente/${randomUUID()}`), 404],
    [pedir('POST', '/api/paciente', { nome: '', cpf: '123' }), 422],
    [pedir('GET', `/api/nada/${paciente.id}?email=${encodeURIComponent(psi.email)}`), 404],
    [app.inject({ method: 'GET', url: '/api/user' }), 401],
    [app.inject({ method: 'GET', url: '/api/docs/json' }), 200],
    [app.inject({ method: 'POST', url: '/api/user/send-reset-code', payload: { email: psi.email } }), 200],
  ];
  for (const [res, status] of esperados) expect((await res).statusCode).toBe(status);
  // The leads limit (1 a minute here) refuses the second contact.
  const lead = { nome: 'Carla Mendes', email: 'carla@example.com', consentimento: true };
  expect((await app.inject({ method: 'POST', url: '/api/leads', payload: lead })).statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/leads', payload: lead })).statusCode).toBe(429);
  expect((await app.scheduler.runNow('expirar-planos')).status).toBe('done');
  return { nomes: [...nomes, 'Carla Mendes'] };
}

/** The `tipo` of every PDF module of the API (the files that declare one with `modeloPdf`). */
function tiposDePdf(): Set<string> {
  const modulos = join(import.meta.dirname, '..');
  const arquivos = readdirSync(modulos, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /(^|[/-])pdf\.ts$/.test(f),
  );
  return new Set(arquivos.map((f) => tipoDoPdf(pathToFileURL(join(modulos, f)).href)));
}

describe('GET /api/metrics after a day of requests', () => {
  it('carries only declared names and fixed vocabularies in its labels', async () => {
    const { nomes } = await umDia();
    const res = await raspar(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    const todas = amostras(res.body);

    const vocabulario: Record<string, Set<string>> = {
      rota: new Set([...Object.keys(api), ...ROTAS_SEM_DECLARACAO]),
      metodo: new Set([...METODOS, 'OUTRO']),
      job: new Set(JOBS.map((j) => j.name)),
      limite: new Set([...Object.keys(app.ctx.config.rateLimits), ...Object.values(LIMITES_PROPRIOS)]),
      tipo: tiposDePdf(),
    };
    const resultados: Record<string, Set<string>> = {
      jobs_execucoes_total: new Set(['sucesso', 'falha', 'pulado']),
      emails_enviados_total: new Set(['enviado', 'falha']),
    };
    const nossas = /^(http_|jobs?_|limites_|emails_|pdf_|db_pool_)/;
    const proibidos = [
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
      /@/,
      /\d{11}/,
      /\/api\//,
      ...nomes.map((n) => new RegExp(n, 'i')),
    ];
    for (const { nome, rotulos } of todas) {
      for (const [rotulo, valor] of Object.entries(rotulos)) {
        for (const p of proibidos) expect(valor, `${nome}{${rotulo}="${valor}"}`).not.toMatch(p);
        if (!nossas.test(nome) || rotulo === 'le') continue;
        const conhecidos =
          rotulo === 'resultado' ? resultados[nome.replace(/_(bucket|sum|count)$/, '')] : vocabulario[rotulo];
        if (rotulo === 'status') expect(valor).toMatch(/^[1-5]\d\d$/);
        else expect(conhecidos, `rótulo ${rotulo} de ${nome}`).toBeDefined();
        if (conhecidos) expect([...conhecidos], `${nome}{${rotulo}}`).toContain(valor);
      }
    }

    const conta = (nome: string, rotulos: Record<string, string>) =>
      todas
        .filter((a) => a.nome === nome && Object.entries(rotulos).every(([k, v]) => a.rotulos[k] === v))
        .reduce((s, a) => s + a.valor, 0);
    // The requests above, under their declarations' names (an id in the URL never makes a label of its own).
    expect(
      conta('http_requests_total', { rota: 'pacientes.get', metodo: 'GET', status: '200' }),
    ).toBeGreaterThan(0);
    expect(conta('http_requests_total', { rota: 'pacientes.get', status: '404' })).toBe(2);
    expect(conta('http_requests_total', { rota: 'pacientes.create', status: '422' })).toBe(1);
    expect(conta('http_requests_total', { rota: 'nao_encontrada', status: '404' })).toBeGreaterThan(0);
    expect(conta('http_requests_total', { rota: 'openapi' })).toBeGreaterThan(0);
    expect(conta('http_request_duration_seconds_count', { rota: 'prontuarios.exportar' })).toBe(1);
    expect(conta('limites_recusados_total', { limite: 'leads' })).toBe(1);
    expect(conta('jobs_execucoes_total', { job: 'expirar-planos', resultado: 'sucesso' })).toBe(1);
    expect(conta('job_duracao_segundos_count', { job: 'expirar-planos' })).toBe(1);
    expect(conta('job_ultimo_sucesso_timestamp_segundos', { job: 'expirar-planos' })).toBeGreaterThan(0);
    expect(conta('emails_enviados_total', { resultado: 'enviado' })).toBeGreaterThan(0);
    expect(conta('pdf_duracao_segundos_count', { tipo: 'prontuarios' })).toBe(1);
    expect(conta('job_periodo_segundos', { job: 'expirar-planos' })).toBe(
      (JOBS.find((j) => j.name === 'expirar-planos')?.everyMs ?? 0) / 1000,
    );
  }, 60_000);

  it('names the PDF modules by their path under modules/', () => {
    const url = (f: string) => pathToFileURL(join(import.meta.dirname, '..', f)).href;
    expect(tipoDoPdf(url('prontuarios/pdf.ts'))).toBe('prontuarios');
    expect(tipoDoPdf(url('financeiro/recibo-pdf.ts'))).toBe('financeiro/recibo');
    expect(tipoDoPdf(url('carne-leao/anual-pdf.ts'))).toBe('carne-leao/anual');
    expect(tiposDePdf()).toContain('documentos/protocolo');
  });
});
