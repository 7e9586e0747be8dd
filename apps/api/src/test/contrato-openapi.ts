import { api } from '@consultorio/contracts/api/index';
import adicionarFormatos from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend } from 'openapi-backend';

/*
 * Every answer the API tests receive through `app.inject` is checked against the OpenAPI document the app serves
 * (/api/docs/json), by a third-party validator (openapi-backend): the status must be one the operation declares, and a
 * JSON body must match that status's schema. A violation fails the test that made the request. Requests that match
 * no declared operation (unknown paths, /api/docs, a test's own routes) are not checked.
 */

type Resposta = LightMyRequestResponse;

const OPERACOES_DECLARADAS = new Set<string>(Object.values(api).map((e) => e.operationId));

/*
 * One validator per test process, from the first app's document: the declared operations (the only ones checked)
 * are the same in every app a test builds; only the server and a test's own routes differ.
 */
let validador: Promise<OpenAPIBackend> | undefined;

function validadorDo(app: FastifyInstance): Promise<OpenAPIBackend> {
  validador ??= (async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    const backend = new OpenAPIBackend({
      definition: doc,
      validate: true,
      // The standard formats (uuid, date, email…) are checked, the only ones the document holds (openapi.ts).
      // ajv-formats is CommonJS: its default import is the plugin function itself.
      customizeAjv: (ajv) => (adicionarFormatos as unknown as (a: typeof ajv) => typeof ajv)(ajv),
    });
    await backend.init();
    return backend;
  })();
  return validador;
}

/** The status keys of an operation's responses that cover `status` ('404', '4XX', 'default'). */
const declara = (respostas: Record<string, unknown>, status: number) =>
  String(status) in respostas || `${String(status)[0]}XX` in respostas || 'default' in respostas;

/** Throws when the answer to `pedido` breaks the document. */
export async function conferirResposta(
  app: FastifyInstance,
  pedido: InjectOptions,
  res: Resposta,
): Promise<void> {
  const url = new URL(String(pedido.url ?? pedido.path ?? '/'), 'http://x');
  const caminho = url.pathname.replace(/^\/public\/api\//, '/api/');
  if (!caminho.startsWith('/api/') || caminho.startsWith('/api/docs')) return;
  const backend = await validadorDo(app);
  const metodo = String(pedido.method ?? 'GET').toLowerCase();
  if (metodo === 'head' || metodo === 'options') return;
  const operacao = backend.matchOperation({
    method: metodo,
    path: caminho,
    headers: {},
    query: url.search.slice(1),
  });
  // Only the declared endpoints: a test may add routes of its own (the plan gate's tests do).
  if (!operacao?.operationId || !OPERACOES_DECLARADAS.has(operacao.operationId)) return;
  // A 5xx is a fault, never a contract (the tests that inject one expect it); no client input may cause one
  // (fuzz.test.ts).
  if (res.statusCode >= 500) return;
  const onde = `${metodo.toUpperCase()} ${caminho} → ${res.statusCode}`;
  const respostas = (operacao.responses ?? {}) as Record<string, unknown>;
  if (!declara(respostas, res.statusCode)) {
    throw new Error(
      `OpenAPI: ${onde} não está entre as respostas declaradas (${Object.keys(respostas).join(', ')})`,
    );
  }
  const tipo = String(res.headers['content-type'] ?? '');
  if (!tipo.startsWith('application/json') || res.statusCode === 204) return;
  const resultado = backend.validateResponse(res.json(), operacao, res.statusCode);
  if (resultado.errors?.length) {
    throw new Error(
      `OpenAPI: ${onde} não segue o documento: ${JSON.stringify(resultado.errors).slice(0, 600)}`,
    );
  }
}

/** Makes `app.inject({...})` check each answer against the document (the chained form is left as it is). */
export function conferirTrafego(app: FastifyInstance): void {
  const original = app.inject.bind(app) as (opts: InjectOptions) => Promise<Resposta>;
  const inject = async (opts: InjectOptions | string) => {
    const pedido = typeof opts === 'string' ? { url: opts } : opts;
    const res = await original(pedido);
    await conferirResposta(app, pedido, res);
    return res;
  };
  Object.assign(app, {
    inject: (opts?: InjectOptions | string) =>
      opts === undefined ? original(undefined as never) : inject(opts),
  });
}
