// Operator command (docs/architecture.md §3): `npm run admin -- plano <email> <slug>` and `npm run admin -- pausar <email>`.
// It never opens the database (PGlite allows one process only): it calls the running server's admin routes with
// ADMIN_TOKEN, taken from the environment or, in the embedded mode, from DATA_DIR/secrets.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MSG } from '@consultorio/contracts/messages';
import { PLAN_SLUGS } from '@consultorio/contracts/planos';

const SLUGS: readonly string[] = PLAN_SLUGS;

const USAGE = `Uso:
  npm run admin -- plano <email> <${SLUGS.join('|')}>   define o plano do usuário
  npm run admin -- pausar <email>                        pausa o plano atual do usuário

Variáveis: ADMIN_URL (padrão http://127.0.0.1:$PORT, PORT padrão 3000), ADMIN_TOKEN (padrão: lido de
DATA_DIR/secrets.json, DATA_DIR padrão ./data).`;

class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

function adminToken(env: NodeJS.ProcessEnv): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const file = join(env.DATA_DIR || './data', 'secrets.json');
  if (!existsSync(file)) {
    throw new CliError(
      `ADMIN_TOKEN não definido e ${file} não existe. Defina ADMIN_TOKEN ou DATA_DIR (a pasta de dados do servidor).`,
    );
  }
  try {
    const token = (JSON.parse(readFileSync(file, 'utf8')) as { adminToken?: unknown }).adminToken;
    if (typeof token === 'string' && token) return token;
  } catch {
    // fall through
  }
  throw new CliError(`Não foi possível ler adminToken de ${file}.`);
}

function baseUrl(env: NodeJS.ProcessEnv): string {
  return (env.ADMIN_URL || `http://127.0.0.1:${env.PORT || '3000'}`).replace(/\/+$/, '');
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

async function callAdmin(env: NodeJS.ProcessEnv, body: Record<string, string>): Promise<string> {
  const url = `${baseUrl(env)}/api/admin/usuarios/plano`;
  const token = adminToken(env);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CliError(
      `Não foi possível falar com o servidor em ${baseUrl(env)}. Ele está em execução? ` +
        '(inicie com `npm start`, ou indique o endereço em ADMIN_URL)',
    );
  }
  const data = (await res.json().catch(() => ({}))) as ErrorBody;
  if (res.ok) return data.message ?? 'Plano alterado.';
  // A wrong token gets the very answer of an unknown route.
  if (res.status === 404 && data.message === MSG.routeNotFound) {
    throw new CliError(
      `O servidor em ${baseUrl(env)} recusou o acesso de administração: confira ADMIN_TOKEN ` +
        '(ou DATA_DIR/secrets.json do servidor) e ADMIN_URL.',
    );
  }
  if (res.status === 404) throw new CliError(`${data.message ?? 'Usuário não encontrado.'} (${body.email})`);
  const details = Object.values(data.errors ?? {}).flat();
  const text = details.length > 0 ? details.join(' ') : (data.message ?? `erro HTTP ${res.status}`);
  throw new CliError(`Não foi possível alterar o plano: ${text}`);
}

async function runAdmin(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, email, slug, ...rest] = argv;
  if (command === 'plano' && email && slug && rest.length === 0) {
    if (!SLUGS.includes(slug)) {
      throw new CliError(`Plano desconhecido: "${slug}". Use um destes: ${SLUGS.join(', ')}.`, 2);
    }
    return callAdmin(env, { email, plano: slug });
  }
  if (command === 'pausar' && email && slug === undefined) {
    return callAdmin(env, { email, status: 'INACTIVE' });
  }
  if (command === undefined || command === 'ajuda' || command === '--help' || command === '-h') {
    throw new CliError(USAGE, command === undefined ? 2 : 0);
  }
  throw new CliError(`Comando inválido.\n${USAGE}`, 2);
}

try {
  console.info(await runAdmin(process.argv.slice(2), process.env));
} catch (err) {
  if (err instanceof CliError) {
    if (err.exitCode === 0) console.info(err.message);
    else console.error(err.message);
    process.exitCode = err.exitCode;
  } else {
    console.error(`Erro inesperado: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  }
}
