import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('port'))));
    });
  });
}

export interface Running {
  url: string;
  child: ChildProcess;
  /** Spawn to the first 200 on /api/ready. */
  readyMs: number;
  /** What the process wrote on stdout until ready (npm start's own messages). */
  stdout: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** `npm`: the user's `npm start` (scripts/start.ts → serve.mts → the API); `node` (default): the API's main.ts. */
  launcher?: 'npm' | 'node';
  /** Modules preloaded with `--import` (node launcher only). */
  imports?: string[];
}

/** Starts the server and measures the time from spawn to the first 200 on /api/ready. */
export async function startServer(env: Record<string, string>, opts: StartOptions = {}): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const fullEnv = { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), ...env };
  const child =
    opts.launcher === 'npm'
      ? spawn('npm', ['start', '--silent'], { cwd: root, env: fullEnv, stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn(
          process.execPath,
          // npm start's resolve hook (scripts/fast-resolve.ts), so the server loads as it does in service.
          [
            '--require',
            './scripts/fast-resolve.ts',
            ...(opts.imports ?? []).flatMap((m) => ['--import', m]),
            'apps/api/src/main.ts',
          ],
          { cwd: root, env: fullEnv, stdio: ['ignore', 'pipe', 'inherit'] },
        );
  let stdout = '';
  child.stdout?.on('data', (b: Buffer) => {
    if (stdout.length < 100_000) stdout += b.toString();
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`o servidor terminou ao iniciar: ${stdout.slice(-500)}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGTERM');
      throw new Error('servidor não ficou pronto em 2 min');
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    stdout,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function login(url: string, email: string, senha: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return ((await res.json()) as { usuario: { token: string } }).usuario.token;
}

/** Drops and creates the database of `url` (the bench's own), connected to the server's `postgres` database. */
export async function recriarBanco(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const db = new URL(url).pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(db)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(db)}`);
  } finally {
    await admin.end();
  }
}

/**
 * Waits until each server has worked off what an overloaded figure left queued (requests the sender gave up on
 * still run): /api/ready queries the database, so it is answered once the queue ahead of it is done.
 */
export async function drain(targets: string[], log: (line: string) => void): Promise<void> {
  for (const url of targets) {
    try {
      await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(120_000) });
    } catch {
      log(`${url} não respondeu /api/ready após a carga`);
    }
  }
}
