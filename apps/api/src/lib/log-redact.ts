/*
 * Logs never hold secrets or personal data (docs/security.md). Two layers:
 * - LOG_REDACT: pino paths replaced by "[oculto]" wherever they appear in a logged object (headers, bodies, rows);
 * - serializeError: a database error's message carries the query's parameter values (a new user's argon2 hash,
 *   names, CPFs…): it is logged with the SQL text and the database's error code only.
 */
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
  'params',
];

export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-admin-token"]',
    'res.headers["set-cookie"]',
    ...CAMPOS_PESSOAIS.map((campo) => `*.${campo}`),
    ...CAMPOS_PESSOAIS.map((campo) => `*.*.${campo}`),
  ],
  censor: '[oculto]',
};

type ErroComCausa = Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown };

/** Failed query: <sql>\nparams: <values> → only the SQL. */
const semParametros = (mensagem: string) => mensagem.replace(/\nparams:[\s\S]*$/, '');

/** pino's error serializer, minus every query parameter along the cause chain. */
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
  for (const [chave, valor] of Object.entries(e)) if (typeof valor !== 'object') out[chave] = valor;
  out.message = semParametros(e.message);
  out.stack = semParametros(e.stack ?? '');
  delete out.params;
  // pg/PGlite errors repeat the offending value in `detail` ("Key (email)=(ana@…) already exists").
  delete out.detail;
  delete out.where;
  if (e.cause !== undefined) out.cause = serializeError(e.cause);
  return out;
}
