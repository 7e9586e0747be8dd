import { type Endpoint, respondeArquivo, statusDeSucesso } from '@consultorio/contracts/api/endpoint';
import { MSG } from '@consultorio/contracts/messages';
import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { atorDoSistema, type Pedido } from '../lib/ator.ts';
import { contentDisposition } from '../lib/content-disposition.ts';
import { notFound } from '../lib/errors.ts';
import { PDF_MIME } from '../lib/pdf.ts';
import { type EntradaAuditoria, registrarAuditoria } from '../modules/auditoria/service.ts';
import { isAdminToken } from './admin-token.ts';
import { bearerToken, currentUser } from './auth.ts';
import { portaoDaSecretaria } from './equipe-gate.ts';
import { autenticarMetricas } from './metricas.ts';
import { requirePlan } from './plan-gate.ts';
import { autenticarPortal } from './portal-auth.ts';

/*
 * The API's routes, registered from the endpoint declarations of packages/contracts/src/api (docs/architecture.md
 * §3, docs/decisions/0001-one-declaration-per-endpoint.md). A declaration says what the endpoint takes and answers,
 * who may call it and what plan it needs; an area's handlers.ts says only what it does: its handler (which calls
 * the area's service), the audit lines it writes, and what no declaration can say (a rate limit's key, a hook).
 *
 *   export const pacientesHandlers = implementar(pacientesApi, {
 *     'pacientes.get': {
 *       handler: async (req, ctx) => ({ paciente: await obterPaciente(ctx, usuario(req), req.params.id) }),
 *       auditoria: (req, r) => ({ acao: 'visualizar', entidade: 'paciente', entidadeId: r.paciente.id }),
 *     },
 *   });
 *
 * The registrar adds the session check (`sessao`), the patient's portal session check (`portal`,
 * plugins/portal-auth.ts), the operator's token (`operador`), the metrics scrape's token (`metricas`,
 * plugins/metricas.ts), the secretária's gate
 * (`secretaria`, plugins/equipe-gate.ts), the plan gate (`plano`), the
 * success status, the audit lines (after the handler succeeds, before the answer leaves) and the file answers.
 */

type Entrada<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The typed request of an endpoint: params, query and body as its schemas output them. */
export type Requisicao<E extends Endpoint> = FastifyRequest<{
  Params: Entrada<E['params']>;
  Querystring: Entrada<E['query']>;
  Body: Entrada<E['body']>;
}>;

/** A file answer: the body (buffer, text or stream) and its headers (type, disposition, cache). */
export class RespostaArquivo {
  readonly corpo: Buffer | string | NodeJS.ReadableStream;
  readonly headers: Record<string, string | number>;
  constructor(corpo: Buffer | string | NodeJS.ReadableStream, headers: Record<string, string | number>) {
    this.corpo = corpo;
    this.headers = headers;
  }
}

/** A generated PDF to download, never cached (it holds the user's data). */
export const pdfParaBaixar = (pdf: Buffer, fileName: string): RespostaArquivo =>
  new RespostaArquivo(pdf, {
    'content-type': PDF_MIME,
    'content-disposition': contentDisposition(fileName),
    'cache-control': 'no-store',
  });

/** What a handler returns: the input of its success schema, or a file. */
export type Resultado<E extends Endpoint> = E['responses'] extends { 200: infer S extends z.ZodType }
  ? z.input<S>
  : E['responses'] extends { 201: infer S extends z.ZodType }
    ? z.input<S>
    : E['responses'] extends { 204: z.ZodNull }
      ? null
      : RespostaArquivo;

/**
 * An answer with facts for its audit line that the answer itself does not carry (the patient of a deleted session,
 * the number of entries exported): `return comDetalhes(null, { paciente_id })`.
 */
export class ComDetalhes<T> {
  readonly resposta: T;
  readonly detalhes: Record<string, unknown>;
  constructor(resposta: T, detalhes: Record<string, unknown>) {
    this.resposta = resposta;
    this.detalhes = detalhes;
  }
}

export const comDetalhes = <T>(resposta: T, detalhes: Record<string, unknown>) =>
  new ComDetalhes(resposta, detalhes);

export type Handler<E extends Endpoint> = (
  req: Requisicao<E>,
  ctx: AppContext,
  reply: FastifyReply,
) => Promise<Resultado<E> | ComDetalhes<Resultado<E>>>;

/** Route options no declaration holds: a rate limit with its key, an extra hook. Built once, with the app. */
type OpcoesDaRota = Pick<RouteShorthandOptions, 'config'> & {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
};

export interface Implementacao<E extends Endpoint> {
  handler: Handler<E>;
  /** The audit lines of a successful request (docs/security.md): written with the request's actor. */
  auditoria?: (
    req: Requisicao<E>,
    resultado: Resultado<E>,
    detalhes: Record<string, unknown>,
  ) => EntradaAuditoria | EntradaAuditoria[] | null;
  opcoes?: (app: FastifyInstance) => OpcoesDaRota;
  /** A HEAD would run (and audit) the handler without sending the file. */
  semHead?: true;
  /** The route exists only when this holds (the PIX simulator outside production). */
  existeSe?: (ctx: AppContext) => boolean;
}

export type Implementacoes<A extends Record<string, Endpoint>> = {
  [N in keyof A]?: Implementacao<A[N]> | Handler<A[N]>;
};

/**
 * An area's handlers, typed by the declarations they implement. Every declaration has exactly one handler across
 * the areas: `registrarEndpoints` refuses to start otherwise.
 */
export const implementar = <A extends Record<string, Endpoint>>(_api: A, impl: Implementacoes<A>) => impl;

/**
 * The account of a request that passed the session check: the titular's id, also when a secretária of hers acts
 * (docs/product.md §15). Every query on the practice's data scopes by it.
 */
export const usuario = (req: FastifyRequest): string => currentUser(req).usuarioId;

/** The login that acted: the titular, or her secretária. Routes on one's own login (password, 2FA) use it. */
export const ator = (req: FastifyRequest): string => currentUser(req).atorId;

/** Who asks (the request's actor, plugins/auth.ts) and its log: what a service that logs on the side takes. */
export const pedido = (req: FastifyRequest): Pedido => ({ ator: req.ator, log: req.log });

/** The operator's routes answer a missing or wrong ADMIN_TOKEN exactly as an unknown route. */
const autenticarOperador: onRequestHookHandler = async (req) => {
  if (!isAdminToken(bearerToken(req), req.server.ctx.config.adminToken)) throw notFound(MSG.routeNotFound);
  // The operator's command line acts as the system, on the account each route names (lib/ator.ts).
  req.ator = atorDoSistema(null, 'requisicao', req.ator);
};

function registrarRota(app: FastifyInstance, nome: string, e: Endpoint, impl: Implementacao<Endpoint>): void {
  const opcoes = impl.opcoes?.(app) ?? {};
  // Each kind of access has its one check; `portal` is the patient's session, never a user's (portal-auth.ts).
  const checagens = {
    sessao: [app.authenticate],
    portal: [autenticarPortal],
    operador: [autenticarOperador],
    metricas: [autenticarMetricas],
    publico: [],
  };
  const acesso = checagens[e.acesso];
  const status = statusDeSucesso(e);
  const resposta = (e.responses as Record<number, unknown>)[status];
  // Only the keys that hold something: Fastify warns of a schema key set to undefined.
  const schema = Object.fromEntries(
    Object.entries({
      operationId: e.operationId,
      summary: e.summary,
      description: e.description,
      tags: [e.tag],
      hide: e.oculto,
      security: e.acesso === 'publico' ? [] : [{ bearer: [] }],
      params: e.params,
      querystring: e.query,
      body: e.body,
      consumes: e.multipart ? ['multipart/form-data'] : undefined,
      // A file's answer is not serialized; the document describes it (openapi.ts).
      response: respondeArquivo(e) ? undefined : { [status]: resposta },
    }).filter(([, valor]) => valor !== undefined),
  );
  app.route({
    method: e.method,
    url: `/${e.path}`,
    schema,
    // The secretária's gate right after the session check: before the body is read or validated, a route she
    // may not use answers 403 whatever she sends.
    onRequest: [
      ...acesso,
      ...(e.acesso === 'sessao' && e.secretaria ? [portaoDaSecretaria(e.secretaria)] : []),
      ...(opcoes.onRequest ? [opcoes.onRequest] : []),
    ],
    preHandler: [
      ...(e.plano ? [requirePlan(e.plano)] : []),
      ...(opcoes.preHandler ? [opcoes.preHandler] : []),
    ],
    // The declaration's name: the `rota` label of the HTTP metrics (plugins/metricas.ts).
    config: { ...opcoes.config, rota: nome },
    exposeHeadRoute: impl.semHead ? false : undefined,
    handler: async (req, reply) => {
      const saida = await impl.handler(req as Requisicao<Endpoint>, app.ctx, reply);
      const resultado = saida instanceof ComDetalhes ? saida.resposta : saida;
      const detalhes = saida instanceof ComDetalhes ? saida.detalhes : {};
      const entradas = impl.auditoria?.(req as Requisicao<Endpoint>, resultado, detalhes);
      if (entradas) {
        for (const entrada of [entradas].flat()) await registrarAuditoria(app.ctx.db, req.ator, entrada);
      }
      if (resultado instanceof RespostaArquivo) return reply.headers(resultado.headers).send(resultado.corpo);
      return reply.code(status).send(resultado);
    },
  });
}

/**
 * Registers every declared endpoint with its handler. Refuses to start when a declaration has no handler or a
 * handler no declaration, so the two cannot drift. The multipart endpoints share one scope with the multipart
 * parser: no other route reads multipart bodies.
 */
export async function registrarEndpoints(
  app: FastifyInstance,
  api: Record<string, Endpoint>,
  implementacoes: Record<string, Implementacao<never> | Handler<never>>,
): Promise<void> {
  const semHandler = Object.keys(api).filter((nome) => !(nome in implementacoes));
  const semDeclaracao = Object.keys(implementacoes).filter((nome) => !(nome in api));
  // docs/product.md §15: a route with a session says what a secretária may do there, or the app does not start.
  const semDecisao = Object.entries(api)
    .filter(([, e]) => e.acesso === 'sessao' && !e.secretaria)
    .map(([nome]) => nome);
  if (semDecisao.length)
    throw new Error(`endpoints: sem decisão para a secretária [${semDecisao.join(', ')}]`);
  if (semHandler.length || semDeclaracao.length) {
    throw new Error(
      `endpoints: declarados sem handler [${semHandler.join(', ')}]; handlers sem declaração [${semDeclaracao.join(', ')}]`,
    );
  }
  const rotas = Object.entries(api).flatMap(([nome, e]) => {
    const impl = implementacoes[nome] as Implementacao<Endpoint> | Handler<Endpoint>;
    const def = typeof impl === 'function' ? { handler: impl } : impl;
    return def.existeSe && !def.existeSe(app.ctx) ? [] : [{ nome, e, def }];
  });
  for (const { nome, e, def } of rotas) if (!e.multipart) registrarRota(app, nome, e, def);
  await app.register(async (escopo) => {
    // Limits are set per request (modules/anexos/upload.ts).
    await escopo.register(multipart);
    for (const { nome, e, def } of rotas) if (e.multipart) registrarRota(escopo, nome, e, def);
  });
}
