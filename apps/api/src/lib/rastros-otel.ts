import {
  type Attributes,
  type Context,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, TracerProvider } from '@opentelemetry/sdk-trace';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { Log } from './log.ts';
import { METODOS, type ResultadoDoJob } from './metricas.ts';

/*
 * The OpenTelemetry side of the traces (docs/operations.md "Traces", docs/decisions/0093-traces.md), loaded by
 * lib/rastros.ts only when an OTLP endpoint is configured. Spans are made by hand at the app's own seams — a
 * request (plugins/rastros.ts), a database statement (db/rastreio.ts), a job run (lib/scheduler.ts) — and carry
 * only values from closed sets or the code itself: a declaration's name, a route template, a method, a status, a
 * statement's operation, table and text with its literals blanked, a job's name and outcome. Never a URL, a query
 * string, an id, a parameter, a header or an error's message. Nothing is registered globally (no global tracer
 * provider nor context manager): no library's own instrumentation can add spans, and tests may build many apps in
 * one process.
 */

/** `db.system.name`: PostgreSQL, or PGlite (PostgreSQL in the process, the embedded mode). */
export type SistemaDeBanco = 'postgresql' | 'pglite';

/** What a job's span says of its run: the outcome (as in the metrics), the rows it touched, the error's type. */
export interface ResumoDoJob {
  resultado: ResultadoDoJob;
  linhas?: number;
  erro?: unknown;
}

/** How long the last batch may take when the app closes: well inside main.ts's 10 s to stop. */
const FLUSH_MS = 3000;

/** Attribute values longer than this are cut (a statement's text). */
const MAX_VALOR = 2048;

export interface Rastreador {
  /** Starts a request's span and runs `seguir` (the rest of Fastify's hooks) inside it. */
  entrar(chave: object, nome: string, metodo: string, seguir: () => void): void;
  /** Runs `seguir` inside the request's span again (after the body was read, in other callbacks' context). */
  voltar(chave: object, seguir: () => void): void;
  /** Ends the request's span with its final name, route template and status (none: the client went away). */
  terminar(chave: object, nome: string, rota: string | undefined, status: number | undefined): void;
  /** A statement, as a child of the request's or job's span; statements outside both are not traced. */
  consulta<T>(sistema: SistemaDeBanco, texto: string, fazer: () => Promise<T>): Promise<T>;
  job<T>(nome: string, fazer: () => Promise<T>, resumo: (r: T) => ResumoDoJob): Promise<T>;
  /**
   * Sends what is queued now (an app closing), giving up after `FLUSH_MS`; never rejects: a collector that does
   * not answer was already told in the log and must not fail the server's stop.
   */
  descarregar(): Promise<void>;
  /** Where a failing export is told (once, until an export succeeds again). */
  usarLog(log: Log): void;
}

const METODOS_CONHECIDOS = new Set<string>(METODOS);

/** `http.request.method`: a known method, else `_OTHER` (the semantic conventions' value). */
const metodoDoSpan = (metodo: string) => (METODOS_CONHECIDOS.has(metodo) ? metodo : '_OTHER');

/** A quoted literal in a statement (none in drizzle's, which sends values as parameters): blanked to `'?'`. */
const LITERAL = /'(?:[^']|'')*'/g;
const OPERACAO = /^\s*([a-z]+)/i;
const TABELA = /\b(?:from|into|update|join)\s+"?([a-z_]\w*)"?/i;

/** A statement's operation (`SELECT`…), main table when it is plain to see, and text without literals. */
export function resumirSql(texto: string): { operacao?: string; tabela?: string; texto: string } {
  const operacao = OPERACAO.exec(texto)?.[1]?.toUpperCase();
  const tabela =
    operacao === 'SELECT' || operacao === 'INSERT' || operacao === 'UPDATE' || operacao === 'DELETE'
      ? TABELA.exec(texto)?.[1]
      : undefined;
  return { operacao, tabela, texto: texto.replace(LITERAL, "'?'") };
}

/** What a failed statement or job tells a span: the SQLSTATE or the error's class, never its message. */
function tipoDoErro(erro: unknown): string {
  if (erro && typeof erro === 'object') {
    const codigo = (erro as { code?: unknown }).code;
    if (typeof codigo === 'string' && /^[0-9A-Z]{5}$/.test(codigo)) return codigo;
    const nome = (erro as { name?: unknown }).name;
    if (typeof nome === 'string' && /^\w{1,64}$/.test(nome)) return nome;
  }
  return 'Error';
}

function marcarFalha(span: Span, erro: unknown): void {
  span.setAttribute(ATTR_ERROR_TYPE, tipoDoErro(erro));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The OTLP/HTTP (JSON) exporter; a failure is told in the log once, not on every batch while a collector is down. */
function exportadorQueAvisa(url: string, log: () => Log | undefined): SpanExporter {
  const otlp = new OTLPTraceExporter({ url });
  let falhando = false;
  return {
    export(spans, pronto) {
      otlp.export(spans, (resultado) => {
        const falhou = resultado.code !== ExportResultCode.SUCCESS;
        if (falhou && !falhando) {
          // The exporter's error is about the connection (refused, timed out, an HTTP status), never a span's data.
          log()?.warn({ err: resultado.error }, `Não foi possível enviar os rastros ao coletor (${url}).`);
        }
        falhando = falhou;
        pronto(resultado);
      });
    },
    shutdown: () => otlp.shutdown(),
    forceFlush: () => otlp.forceFlush(),
  };
}

/** The process's tracer, exporting to `url` in batches. */
export function criarRastreador(url: string): Rastreador {
  const gerenciador = new AsyncLocalStorageContextManager().enable();
  let log: Log | undefined;
  const exportador = exportadorQueAvisa(url, () => log);
  const provedor = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'consultorio-api' }),
    spanProcessors: [new BatchSpanProcessor({ exporter: exportador })],
    spanLimits: { attributeValueLengthLimit: MAX_VALOR },
  });
  const tracer = provedor.getTracer('consultorio-api');
  const abertas = new WeakMap<object, { span: Span; ctx: Context }>();

  function comFilho<T>(
    nome: string,
    kind: SpanKind,
    atributos: Attributes,
    pai: Context,
    fazer: () => Promise<T>,
  ) {
    const span = tracer.startSpan(nome, { kind, attributes: atributos }, pai);
    let promessa: Promise<T>;
    try {
      promessa = gerenciador.with(trace.setSpan(pai, span), fazer);
    } catch (erro) {
      promessa = Promise.reject(erro);
    }
    return { span, promessa };
  }

  return {
    entrar(chave, nome, metodo, seguir) {
      const span = tracer.startSpan(
        nome,
        { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: metodoDoSpan(metodo) } },
        ROOT_CONTEXT,
      );
      const ctx = trace.setSpan(ROOT_CONTEXT, span);
      abertas.set(chave, { span, ctx });
      gerenciador.with(ctx, seguir);
    },
    voltar(chave, seguir) {
      const aberta = abertas.get(chave);
      if (aberta) gerenciador.with(aberta.ctx, seguir);
      else seguir();
    },
    terminar(chave, nome, rota, status) {
      const aberta = abertas.get(chave);
      if (!aberta) return;
      abertas.delete(chave);
      const { span } = aberta;
      span.updateName(nome);
      if (rota) span.setAttribute(ATTR_HTTP_ROUTE, rota);
      if (status !== undefined) {
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
        if (status >= 500) {
          span.setAttribute(ATTR_ERROR_TYPE, String(status));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
      }
      span.end();
    },
    consulta(sistema, texto, fazer) {
      const pai = gerenciador.active();
      if (!trace.getSpan(pai)) return fazer();
      const sql = resumirSql(texto);
      const atributos: Attributes = { [ATTR_DB_SYSTEM_NAME]: sistema, [ATTR_DB_QUERY_TEXT]: sql.texto };
      if (sql.operacao) atributos[ATTR_DB_OPERATION_NAME] = sql.operacao;
      if (sql.tabela) atributos[ATTR_DB_COLLECTION_NAME] = sql.tabela;
      const nome = [sql.operacao, sql.tabela].filter(Boolean).join(' ') || 'db.query';
      const { span, promessa } = comFilho(nome, SpanKind.CLIENT, atributos, pai, fazer);
      return promessa.then(
        (r) => {
          span.end();
          return r;
        },
        (erro: unknown) => {
          marcarFalha(span, erro);
          const codigo = tipoDoErro(erro);
          if (/^[0-9A-Z]{5}$/.test(codigo)) span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, codigo);
          span.end();
          throw erro;
        },
      );
    },
    job(nome, fazer, resumo) {
      const { span, promessa } = comFilho(
        nome,
        SpanKind.INTERNAL,
        { 'job.name': nome },
        gerenciador.active(),
        fazer,
      );
      return promessa.then(
        (r) => {
          const { resultado, linhas, erro } = resumo(r);
          span.setAttribute('job.result', resultado);
          if (typeof linhas === 'number') span.setAttribute('job.rows', linhas);
          if (resultado === 'falha') marcarFalha(span, erro);
          span.end();
          return r;
        },
        (erro: unknown) => {
          span.setAttribute('job.result', 'falha');
          marcarFalha(span, erro);
          span.end();
          throw erro;
        },
      );
    },
    descarregar: () => provedor.forceFlush({ timeoutMillis: FLUSH_MS }).catch(() => undefined),
    usarLog(l) {
      log = l;
    },
  };
}
