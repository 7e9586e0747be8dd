// Traces on demand (docs/operations.md "Traces", docs/decisions/0093-traces.md): a real server process started with
// OTEL_EXPORTER_OTLP_ENDPOINT sends its spans over OTLP/HTTP (JSON) to a receiver this test runs — a request's span
// named by its declaration with its statements as children, a job's run — with no personal data in them; a server
// started without the variable, as `npm start` starts it, loads no OpenTelemetry package of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacientePayload } from './modules/pacientes/testing.ts';
import { type BancoProprio, criarBancoProprio } from './test/banco-proprio.ts';
import { cadastroPayload } from './test/factories.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const MAIN = join(ROOT, 'apps/api/src/main.ts');
const PRELOAD = join(import.meta.dirname, 'test/modulos-carregados.ts');
const DATABASE_URL = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(DATABASE_URL);
const ADMIN_TOKEN = randomBytes(32).toString('hex');

interface Servidor {
  url: string;
  child: ChildProcess;
  saida: string[];
  dataDir: string;
  /** Where the preload writes the modules the process resolved (test/modulos-carregados.ts). */
  modulos: string;
}

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error())));
    });
  });
}

/** `node apps/api/src/main.ts` as `npm start` runs it (the scheduler on), with the preload that lists modules. */
async function iniciar(env: Record<string, string>): Promise<Servidor> {
  const port = await portaLivre();
  const dataDir = mkdtempSync(join(tmpdir(), 'consultorio-rastros-'));
  const modulos = join(dataDir, 'modulos.json');
  const child = spawn(process.execPath, ['--import', PRELOAD, MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'sem-web'),
      LOG_LEVEL: 'warn',
      MODULOS_CARREGADOS: modulos,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const saida: string[] = [];
  child.stdout?.on('data', (d: Buffer) => saida.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => saida.push(d.toString()));
  const servidor = { url: `http://127.0.0.1:${port}`, child, saida, dataDir, modulos };
  const ate = Date.now() + 60_000;
  while (Date.now() < ate) {
    if (child.exitCode !== null)
      throw new Error(`o servidor terminou (${child.exitCode}):\n${saida.join('')}`);
    const res = await fetch(`${servidor.url}/api/ready`).catch(() => null);
    if (res?.status === 200) return servidor;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não ficou pronto em 60 s:\n${saida.join('')}`);
}

/** SIGTERM, as an orchestrator stops it; the exit code and the modules it had resolved. */
async function parar(
  s: Servidor,
): Promise<{ codigo: number | null; modulos: { url: string; de?: string }[] }> {
  const saiu = new Promise<number | null>((resolve) => s.child.once('exit', (code) => resolve(code)));
  s.child.kill('SIGTERM');
  const codigo = await saiu;
  const modulos = existsSync(s.modulos) ? JSON.parse(readFileSync(s.modulos, 'utf8')) : [];
  rmSync(s.dataDir, { recursive: true, force: true });
  return { codigo, modulos };
}

async function pedir(
  s: Servidor,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string } = {},
) {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** A POST whose body arrives in two packets 100 ms apart: read by the server in the socket's callbacks. */
function postarAosPoucos(s: Servidor, path: string, body: unknown, token: string) {
  const corpo = Buffer.from(JSON.stringify(body));
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const req = request(`${s.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': corpo.length,
        authorization: `Bearer ${token}`,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(partes).toString()) }),
      );
    });
    req.flushHeaders();
    req.write(corpo.subarray(0, 10));
    setTimeout(() => req.end(corpo.subarray(10)), 100);
  });
}

/** A span as OTLP/JSON carries it, with its resource's attributes. */
interface SpanOtlp {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
  recurso: Record<string, unknown>;
}

const valores = (lista: SpanOtlp['attributes'] = []): Record<string, unknown> =>
  Object.fromEntries(
    lista.map(({ key, value }) => {
      const v = Object.values(value)[0];
      return [key, 'intValue' in value ? Number(v) : v];
    }),
  );
const atributos = (span: SpanOtlp | undefined) => valores(span?.attributes);

/** The OTLP/HTTP receiver: POST /v1/traces in JSON (gzip or not), every span kept. */
const recebidos: SpanOtlp[] = [];
const tiposRecebidos = new Set<string>();
let receptor: Server;
let endereco = '';

let banco: BancoProprio | undefined;
let dbUrl = '';

beforeAll(async () => {
  receptor = createHttpServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      tiposRecebidos.add(String(req.headers['content-type']));
      const corpo = Buffer.concat(partes);
      const texto = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(corpo) : corpo).toString('utf8');
      const lote = JSON.parse(texto) as {
        resourceSpans: {
          resource?: { attributes?: SpanOtlp['attributes'] };
          scopeSpans: { spans: SpanOtlp[] }[];
        }[];
      };
      for (const rs of lote.resourceSpans) {
        for (const ss of rs.scopeSpans) {
          for (const span of ss.spans) recebidos.push({ ...span, recurso: valores(rs.resource?.attributes) });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receptor.listen(0, '127.0.0.1', resolve));
  const address = receptor.address();
  endereco = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  if (onPostgres) {
    // A database of its own: the jobs the server runs touch every row of their tables.
    banco = await criarBancoProprio(DATABASE_URL, 'rastros');
    dbUrl = banco.url;
  }
});

afterAll(async () => {
  await new Promise((resolve) => receptor?.close(resolve));
  await banco?.apagar();
});

const doBanco = (): Record<string, string> => (dbUrl ? { DATABASE_URL: dbUrl } : {});
const OTEL = '/node_modules/@opentelemetry/';

describe(`traces over OTLP/HTTP (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends a request span with its statements as children and a job span, none with personal data', async () => {
    const s = await iniciar({
      OTEL_EXPORTER_OTLP_ENDPOINT: endereco,
      APP_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
      ADMIN_TOKEN,
      ...doBanco(),
    });
    const psi = cadastroPayload({ nome: 'Teodora Vasconcelos Rastreio' });
    expect((await pedir(s, 'POST', '/api/cadastro', { body: psi })).status).toBe(201);
    const login = await pedir(s, 'POST', '/api/login', { body: { email: psi.email, senha: psi.senha } });
    const { token, id: usuarioId } = login.json.usuario as { token: string; id: string };
    const pac = pacientePayload({ nome: 'Heloísa Quintanilha Rastreada' });
    const criado = await postarAosPoucos(s, '/api/paciente', pac, token);
    expect(criado.status).toBe(201);
    const pacienteId = (criado.json.paciente as { id: string }).id;
    expect((await pedir(s, 'GET', `/api/paciente/${pacienteId}`, { token })).status).toBe(200);
    const busca = `/api/pacientes?busca=${encodeURIComponent(pac.nome)}`;
    expect((await pedir(s, 'GET', busca, { token })).status).toBe(200);
    const job = await pedir(s, 'POST', '/api/admin/jobs/cobrar-vencidas/executar', { token: ADMIN_TOKEN });
    expect(job.status).toBe(200);
    // The spans wait in the batch (5 s); SIGTERM closes the app, which sends them before the process ends.
    const { codigo, modulos } = await parar(s);
    expect(codigo).toBe(0);
    expect(modulos.some((m) => m.url.includes(`${OTEL}sdk-trace/`))).toBe(true);
    expect([...tiposRecebidos]).toEqual(['application/json']);

    const porNome = (nome: string) => recebidos.filter((sp) => sp.name === nome);
    const filhos = (pai: SpanOtlp) =>
      recebidos.filter((sp) => sp.parentSpanId === pai.spanId && sp.traceId === pai.traceId);
    const [obter] = porNome('pacientes.get');
    expect(obter?.kind).toBe(2); // SERVER
    expect(obter?.recurso['service.name']).toBe('consultorio-api');
    expect(atributos(obter)).toEqual({
      'http.request.method': 'GET',
      'http.route': '/api/paciente/:id',
      'http.response.status_code': 200,
    });
    const consulta = filhos(obter as SpanOtlp).find(
      (sp) => atributos(sp)['db.collection.name'] === 'pacientes',
    );
    expect(consulta?.kind).toBe(3); // CLIENT
    expect(consulta?.name).toBe('SELECT pacientes');
    expect(atributos(consulta)).toMatchObject({
      'db.system.name': onPostgres ? 'postgresql' : 'pglite',
      'db.operation.name': 'SELECT',
    });
    expect(String(atributos(consulta)['db.query.text'])).toMatch(/^select .* from "pacientes"/);
    // A body that came in two packets was read outside the request's context: its statements are still children.
    const [criar] = porNome('pacientes.create');
    expect(filhos(criar as SpanOtlp).map((sp) => sp.name)).toContain('INSERT pacientes');
    expect(atributos(porNome('pacientes.list')[0])['http.route']).toBe('/api/pacientes');

    // The job run from the operator's route, under that request's span, with its outcome and its statements.
    const execucao = porNome('admin.executarJob')[0] as SpanOtlp;
    const corrida = filhos(execucao).find((sp) => sp.name === 'cobrar-vencidas');
    expect(atributos(corrida)).toMatchObject({ 'job.name': 'cobrar-vencidas', 'job.result': 'sucesso' });
    expect(filhos(corrida as SpanOtlp).length).toBeGreaterThan(0);
    // …and the ones the scheduler ran on its own at start, as roots.
    expect(recebidos.some((sp) => sp.name === 'expirar-planos' && !sp.parentSpanId)).toBe(true);

    // Nothing personal, secret or identifying in any name or attribute, nor the URL's path or query.
    const tudo = JSON.stringify(recebidos.map((sp) => [sp.name, sp.attributes, sp.recurso]));
    const cpfs = [psi.cpf, pac.cpf].flatMap((c) => [c, c.replace(/\D/g, '')]);
    const proibidos = [
      psi.email,
      psi.nome,
      psi.telefone,
      psi.crp,
      pac.email,
      pac.nome,
      pac.telefone,
      ...cpfs,
    ];
    for (const valor of [
      ...proibidos,
      usuarioId,
      pacienteId,
      token,
      ADMIN_TOKEN,
      'busca=',
      `/${pacienteId}`,
    ]) {
      expect(tudo).not.toContain(valor);
    }
  }, 120_000);

  it('a collector that does not answer neither fails nor holds up the stop', async () => {
    const mudo = createHttpServer(() => {});
    await new Promise<void>((resolve) => mudo.listen(0, '127.0.0.1', resolve));
    const address = mudo.address();
    const porta = address && typeof address === 'object' ? address.port : 0;
    try {
      const s = await iniciar({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${porta}`, ...doBanco() });
      expect((await pedir(s, 'GET', '/api/ready')).status).toBe(200);
      const antes = Date.now();
      expect((await parar(s)).codigo).toBe(0);
      // The last batch gets 3 s (lib/rastros-otel.ts), well inside main.ts's 10 s.
      expect(Date.now() - antes).toBeLessThan(8000);
    } finally {
      mudo.closeAllConnections();
      await new Promise((resolve) => mudo.close(resolve));
    }
  }, 120_000);

  it('without the variable, no OpenTelemetry package of its own is loaded', async () => {
    // Secrets generated into DATA_DIR, as a first `npm start`: the metrics are on too.
    const s = await iniciar(doBanco());
    const psi = cadastroPayload();
    expect((await pedir(s, 'POST', '/api/cadastro', { body: psi })).status).toBe(201);
    const login = await pedir(s, 'POST', '/api/login', { body: { email: psi.email, senha: psi.senha } });
    expect(login.status).toBe(200);
    // The packages the server loads in its idle time after listening (lib/primeiro-uso.ts).
    await new Promise((r) => setTimeout(r, 2500));
    const { codigo, modulos } = await parar(s);
    expect(codigo).toBe(0);
    expect(modulos.length).toBeGreaterThan(100);
    expect(modulos.filter((m) => m.url.endsWith('/lib/rastros-otel.ts'))).toEqual([]);
    const otel = modulos.filter((m) => m.url.includes(OTEL));
    // prom-client requires the OpenTelemetry API (for exemplars, which the metrics do not use): its only entry.
    expect(otel.filter((m) => !m.url.includes(`${OTEL}api/`))).toEqual([]);
    const entradas = otel.filter((m) => !m.de?.includes(OTEL));
    expect(entradas.every((m) => m.de?.includes('/node_modules/prom-client/'))).toBe(true);
  }, 120_000);
});
