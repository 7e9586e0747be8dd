/*
 * Logs never hold secrets or personal data (docs/security.md). Three layers:
 * - ocultarCampos (pino's `formatters.log`): every field named below, at any depth of a logged plain object or
 *   array, is written as "[oculto]" (headers, bodies, rows);
 * - serializeError: a database error's message carries the query's parameter values (a new user's argon2 hash,
 *   names, CPFs…): it is logged with the SQL text and the database's error code only;
 * - serializeReq: a request is logged by its route ("/api/lembretes/:token"), never by its URL, whose path or
 *   query may hold a secret or a name (a reminder's token, a patient search).
 *
 * Why not pino's `redact`: its wildcard paths ("*.email") clone and walk every logged object and cost ~45 µs per
 * request, a tenth of a small API answer's work; this walk costs ~1 µs (docs/decisions/0018-logging-and-redaction.md).
 */
import type { FastifyRequest } from 'fastify';

const CAMPOS_PESSOAIS = [
  'senha',
  'senha_atual',
  'senha_confirmacao',
  'senha_hash',
  'hash',
  'token',
  'codigo',
  'secret',
  'cpf',
  'email',
  'telefone',
  'nome',
  'nome_social',
  'endereco',
  'observacoes',
  'conteudo',
  'queixa_principal',
  'respostas',
  // A written document's texts (docs/product.md §14).
  'finalidade',
  'solicitante',
  'secoes',
  'params',
];
/** Names of the fields written as "[oculto]": the personal ones and the credentials of headers. */
const OCULTOS = new Set([...CAMPOS_PESSOAIS, 'authorization', 'cookie', 'x-admin-token', 'set-cookie']);
const OCULTO = '[oculto]';
/** Deeper than any object the app logs; keeps a cycle from walking forever. */
const PROFUNDIDADE_MAXIMA = 8;

const simples = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The value with every field named in OCULTOS replaced by "[oculto]", in plain objects and arrays at any depth. What
 * holds nothing to hide is returned as it is (no copy); other objects (an Error, a request) are left to their
 * serializers.
 */
function ocultar(valor: unknown, profundidade: number): unknown {
  if (profundidade > PROFUNDIDADE_MAXIMA) return valor;
  if (Array.isArray(valor)) {
    let copia: unknown[] | undefined;
    for (let i = 0; i < valor.length; i++) {
      const novo = ocultar(valor[i], profundidade + 1);
      if (novo !== valor[i]) {
        copia ??= valor.slice();
        copia[i] = novo;
      }
    }
    return copia ?? valor;
  }
  if (!simples(valor)) return valor;
  let copia: Record<string, unknown> | undefined;
  for (const chave in valor) {
    const atual = valor[chave];
    const novo = OCULTOS.has(chave.toLowerCase())
      ? atual === undefined
        ? atual
        : OCULTO
      : ocultar(atual, profundidade + 1);
    if (novo !== atual) {
      copia ??= { ...valor };
      copia[chave] = novo;
    }
  }
  return copia ?? valor;
}

/** pino's `formatters.log`: the logged object, with every personal field hidden. */
export const ocultarCampos = (objeto: Record<string, unknown>): Record<string, unknown> =>
  ocultar(objeto, 0) as Record<string, unknown>;

/**
 * A request in the logs: its method and route, never its URL. Where no route matched (the web app's pages, whose
 * paths may hold a reminder's token — /confirmar/…, an unknown path) the route is null.
 */
export function serializeReq(req: FastifyRequest): {
  method: string;
  rota: string | null;
  remoteAddress: string;
} {
  return { method: req.method, rota: req.routeOptions?.url ?? null, remoteAddress: req.ip };
}

type ErroComCausa = Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown };

/** Failed query: <sql>\nparams: <values> → only the SQL. */
const semParametros = (mensagem: string) => mensagem.replace(/\nparams:[\s\S]*$/, '');

/** pino's error serializer, minus every query parameter along the cause chain and every personal field. */
export function serializeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [k: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErroComCausa;
  const out: { type: string; message: string; stack: string; [k: string]: unknown } = {
    type: e.constructor?.name ?? 'Error',
    message: '',
    stack: '',
  };
  for (const [chave, valor] of Object.entries(e))
    if (typeof valor !== 'object') out[chave] = OCULTOS.has(chave.toLowerCase()) ? OCULTO : valor;
  out.message = semParametros(e.message);
  out.stack = semParametros(e.stack ?? '');
  delete out.params;
  // pg/PGlite errors repeat the offending value in `detail` ("Key (email)=(ana@…) already exists").
  delete out.detail;
  delete out.where;
  if (e.cause !== undefined) out.cause = serializeError(e.cause);
  return out;
}
