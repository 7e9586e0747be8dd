import type { Endpoint } from '@consultorio/contracts/api/endpoint';
import { api } from '@consultorio/contracts/api/index';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdf } from './modules/anexos/testing.ts';
import { cadastrarPaciente, createVitalicioUser } from './modules/pacientes/testing.ts';
import { chaveDoEndpoint } from './openapi.ts';
import { buildTestApp, type TestUser } from './test/app.ts';

/*
 * Property-style check of hostile input (docs/security.md): every documented route gets random strings, numbers and
 * shapes — NUL, bidi marks, huge and unsafe numbers, deep arrays, wrong types — in its path, query and body, with a
 * valid token. No answer may be a 500. A fixed seed makes a failure reproducible; the run takes a few seconds.
 */
const SEED = 20261123;
const ROUNDS = 4;
/** Routes that would end the test's own session or account: every later request would only be a 401. */
const SKIP = new Set([
  'POST /api/logout',
  'POST /api/token/refresh',
  'DELETE /api/user',
  'DELETE /api/user/sessoes',
]);

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];

const STRINGS = [
  '',
  ' ',
  'a',
  'Ana\u0000Maria',
  '\u0000',
  'x\u202Efdp.exe',
  '\u0007\u001b[31m',
  "'; drop table usuarios; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '1e21',
  'NaN',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'f47ac10b-58cc-4372-a567-0e02b2c3d479',
  'á'.repeat(300),
  'x'.repeat(20_000),
  '😀👩‍⚕️',
  'true',
  'null',
];
const NUMBERS = [
  0,
  -1,
  1,
  0.001,
  1.5,
  1e21,
  -1e21,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  99999999999,
  2 ** 31,
];

function randomValue(depth = 0): unknown {
  const kind = pick(['string', 'string', 'number', 'number', 'bool', 'null', 'array', 'object', 'deep']);
  if (depth > 2 && (kind === 'array' || kind === 'object' || kind === 'deep')) return pick(STRINGS);
  switch (kind) {
    case 'string':
      return pick(STRINGS);
    case 'number':
      return pick(NUMBERS);
    case 'bool':
      return random() < 0.5;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.floor(random() * 3) }, () => randomValue(depth + 1));
    case 'object':
      return { [pick(['a', 'toString', '__proto__', 'constructor', 'nome'])]: randomValue(depth + 1) };
    default: {
      let deep: unknown = pick(STRINGS);
      for (let i = 0; i < 200; i++) deep = [deep];
      return deep;
    }
  }
}

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The operations of the served OpenAPI document, but the ones that would end the test's session. */
async function operacoes(): Promise<Array<{ key: string; method: string; path: string; op: Operation }>> {
  await app.ready();
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op }))
      .filter((o) => !SKIP.has(o.key) && !path.startsWith('/api/docs')),
  );
}

/** An answer a client can read: a 4xx (never a 5xx) in the API's error shape. */
function falha(key: string, res: { statusCode: number; body: string; json: () => unknown }): string | null {
  if (res.statusCode >= 500) return `${key} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  const corpo = res.json() as { message?: unknown };
  return typeof corpo?.message === 'string' && corpo.message !== ''
    ? null
    : `${key} → ${res.statusCode} sem {message}: ${res.body.slice(0, 200)}`;
}

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

describe('fuzz: no route answers 500 to hostile input', () => {
  it('throws random strings, numbers and shapes at every route', async () => {
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let requests = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (SKIP.has(key) || path.startsWith('/api/docs')) continue;
        const props = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        for (let round = 0; round < ROUNDS; round++) {
          const url = path.replace(/\{(\w+)\}/g, () =>
            encodeURIComponent(String(pick(STRINGS)).slice(0, 200)),
          );
          const query = new URLSearchParams();
          for (const name of queryNames)
            if (random() < 0.7) query.set(name, String(pick(STRINGS)).slice(0, 500));
          let payload: unknown;
          if (round === 0 && props.length === 0) payload = randomValue();
          else {
            const body: Record<string, unknown> = {};
            for (const name of props) if (random() < 0.8) body[name] = randomValue();
            payload = round === ROUNDS - 1 ? randomValue() : body;
          }
          const hasBody = !['get', 'head'].includes(method);
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url: `${url}${queryNames.length ? `?${query}` : ''}`,
            headers: { ...user.auth, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: JSON.stringify(payload) } : {}),
          });
          requests++;
          if (res.statusCode >= 500) failures.push(`${key} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        // Query strings reach the database unvalidated more often (searches): every hostile string in each one.
        if (method !== 'get' || path.includes('{')) continue;
        for (const name of queryNames) {
          for (const value of STRINGS) {
            const res = await app.inject({
              method: 'GET',
              url: `${path}?${new URLSearchParams({ [name]: value.slice(0, 500) })}`,
              headers: user.auth,
            });
            requests++;
            if (res.statusCode >= 500)
              failures.push(`${key}?${name} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('fuzz: long path parameters and broken multipart bodies', () => {
  it('a 5,000-character path parameter on every route that has one: a 4xx with {message}', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { key, method, path } of await operacoes()) {
      if (!path.includes('{')) continue;
      const res = await app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{(\w+)\}/g, () => 'a'.repeat(5000)),
        headers: user.auth,
      });
      requests++;
      const problema = falha(key, res);
      if (problema) failures.push(problema);
    }
    expect(requests).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 60_000);

  it('truncated and garbled multipart bodies on the multipart routes and on every other POST/PUT: a 4xx with {message}', async () => {
    const pacienteId = (await cadastrarPaciente(app, user)).id;
    const inteiro = multipart([
      { name: 'descricao', value: 'Laudo' },
      { name: 'arquivo', file: { filename: 'laudo.pdf', data: pdf(30_000) } },
    ]);
    const corpo = inteiro.payload;
    const boundary = inteiro.headers['content-type'].split('boundary=')[1];
    const corpos: Array<[string, Record<string, string>, Buffer]> = [
      ['vazio', inteiro.headers, Buffer.alloc(0)],
      ['só o boundary', inteiro.headers, Buffer.from(`--${boundary}`)],
      ['sem o fechamento', inteiro.headers, corpo.subarray(0, corpo.lastIndexOf(Buffer.from('\r\n--')))],
      ...Array.from({ length: 6 }, (): [string, Record<string, string>, Buffer] => {
        const corte = Math.floor(random() * corpo.length);
        return [`cortado em ${corte}`, inteiro.headers, corpo.subarray(0, corte)];
      }),
      [
        'cabeçalho de parte quebrado',
        inteiro.headers,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="arq\r\n\r\nx\r\n--${boundary}--\r\n`,
        ),
      ],
      [
        'bytes ao acaso',
        inteiro.headers,
        Buffer.from(Array.from({ length: 4000 }, () => Math.floor(random() * 256))),
      ],
      ['sem boundary', { 'content-type': 'multipart/form-data' }, corpo],
      ['outro boundary', { 'content-type': 'multipart/form-data; boundary=outro' }, corpo],
      [
        'boundary longo demais',
        { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
        corpo,
      ],
    ];
    // The routes that read multipart bodies: the declarations marked `multipart`.
    const multipartas = new Set(
      Object.values(api)
        .filter((e: Endpoint) => e.multipart)
        .map(chaveDoEndpoint),
    );
    const rotas = (await operacoes()).filter((o) => o.method === 'post' || o.method === 'put');
    expect(rotas.filter((o) => multipartas.has(o.key))).toHaveLength(multipartas.size);
    const failures: string[] = [];
    for (const { key, method, path } of rotas) {
      const ehMultipart = multipartas.has(key);
      const url = path.replace(/\{(\w+)\}/g, () => pacienteId);
      // Every variant on the upload routes; on the others (no multipart parser: 415) two are enough.
      for (const [nome, headers, payload] of ehMultipart ? corpos : corpos.slice(2, 4)) {
        const res = await app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { ...user.auth, ...headers },
          payload,
        });
        const problema = falha(`${key} (${nome})`, res);
        if (problema) failures.push(problema);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
