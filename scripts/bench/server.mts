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
  readyMs: number;
  stop(): Promise<void>;
}

/** Starts the built server and measures the time from spawn to the first 200 on /api/ready. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('o servidor terminou ao iniciar');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (performance.now() - started > 60_000) throw new Error('servidor não ficou pronto');
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
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
