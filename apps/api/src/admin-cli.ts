// Operator command (docs/architecture.md §3): `npm run admin -- plano <email> <slug>`, `pausar <email>`,
// `backup <arquivo>`, `restore <arquivo>` and `executar <job>` (docs/operations.md).
// It never opens a live database (PGlite allows one process only): it calls the running server's admin routes with
// ADMIN_TOKEN, taken from the environment or, in the embedded mode, from DATA_DIR/secrets.json. Only `restore`
// writes a database itself, into a new, empty DATA_DIR that no server uses.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MSG } from '@consultorio/contracts/messages';
import { PLAN_SLUGS } from '@consultorio/contracts/planos';

const SLUGS: readonly string[] = PLAN_SLUGS;

const USAGE = `Uso:
  npm run admin -- plano <email> <${SLUGS.join('|')}>   define o plano do usuário
  npm run admin -- pausar <email>                        pausa o plano atual do usuário
  npm run admin -- backup <arquivo>                      grava um backup da instância (banco, arquivos, chaves)
  npm run admin -- restore <arquivo>                     restaura um backup numa DATA_DIR vazia (servidor parado)
  npm run admin -- executar <job>                        executa agora um job agendado (ex.: lembrar-agendamentos)

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

/** `executar <job>`: the running server runs one scheduled job now, under the job's lock (one replica runs it). */
async function executarJob(env: NodeJS.ProcessEnv, job: string): Promise<string> {
  const url = `${baseUrl(env)}/api/admin/jobs/${encodeURIComponent(job)}/executar`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken(env)}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch {
    throw new CliError(`Não foi possível falar com o servidor em ${baseUrl(env)}. Ele está em execução?`);
  }
  const data = (await res.json().catch(() => ({}))) as ErrorBody & { status?: string };
  if (res.status === 404 && data.message === MSG.routeNotFound) {
    throw new CliError(
      `O servidor em ${baseUrl(env)} recusou o acesso de administração: confira ADMIN_TOKEN e ADMIN_URL.`,
    );
  }
  if (!res.ok) throw new CliError(data.message ?? `erro HTTP ${res.status}`);
  if (data.status === 'failed') throw new CliError(data.message ?? `Job ${job} falhou.`);
  return data.message ?? `Job ${job} executado.`;
}

/** `backup <arquivo>`: the running server streams the instance's tar; written aside, then renamed into place. */
async function backupInstancia(env: NodeJS.ProcessEnv, arquivo: string): Promise<string> {
  const url = `${baseUrl(env)}/api/admin/backup`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${adminToken(env)}` } });
  } catch {
    throw new CliError(`Não foi possível falar com o servidor em ${baseUrl(env)}. Ele está em execução?`);
  }
  if (!res.ok || !res.body) {
    const data = (await res.json().catch(() => ({}))) as ErrorBody;
    throw new CliError(`Backup recusado: ${data.message ?? `erro HTTP ${res.status}`}`);
  }
  const parcial = `${arquivo}.parcial`;
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    createWriteStream(parcial, { mode: 0o600 }),
  );
  renameSync(parcial, arquivo);
  return `Backup gravado em ${arquivo} (${statSync(arquivo).size} bytes). Guarde-o em local seguro: ele contém as chaves.`;
}

/**
 * `restore <arquivo>`: rebuilds an embedded DATA_DIR (which must be empty or absent) from a backup — the database
 * folder from its snapshot, the stored files and secrets.json. The server must not be running on that folder.
 */
async function restaurarInstancia(env: NodeJS.ProcessEnv, arquivo: string): Promise<string> {
  const dataDir = env.DATA_DIR || './data';
  if (!existsSync(arquivo)) throw new CliError(`Arquivo não encontrado: ${arquivo}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new CliError(
      `A pasta ${dataDir} não está vazia: a restauração só escreve numa pasta de dados vazia.`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const tar = spawnSync('tar', ['-xf', arquivo, '-C', dataDir], { encoding: 'utf8' });
  if (tar.status !== 0)
    throw new CliError(`Não foi possível ler o backup (tar): ${tar.stderr || tar.error?.message}`);
  const snapshot = join(dataDir, 'db.tar');
  if (!existsSync(snapshot)) throw new CliError('O arquivo não é um backup do Consultório (falta db.tar).');
  const { restorePglite } = await import('./db/client.ts');
  await restorePglite(join(dataDir, 'db'), new Blob([readFileSync(snapshot)]));
  rmSync(snapshot);
  chmodSync(join(dataDir, 'secrets.json'), 0o600);
  return `Dados restaurados em ${dataDir}. Inicie o servidor com DATA_DIR=${dataDir}.`;
}

async function runAdmin(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const [command, email, slug, ...rest] = argv;
  if (command === 'backup' && email && slug === undefined) return backupInstancia(env, email);
  if (command === 'restore' && email && slug === undefined) return restaurarInstancia(env, email);
  if (command === 'executar' && email && slug === undefined) return executarJob(env, email);
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
