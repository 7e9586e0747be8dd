import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
/** How `npm start` loads the server: through its resolve hook (scripts/fast-resolve.ts; a start ~2 s faster). */
const node = (script: string, ...args: string[]) => [
  '--require',
  './scripts/fast-resolve.ts',
  script,
  ...args,
];

export interface TestServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** The operator command, as support staff would run it: `npm run admin -- plano <email> <slug>`. */
  admin(...args: string[]): Promise<string>;
  /**
   * The last 6-digit code e-mailed to `email` (embedded mode writes e-mails to DATA_DIR/outbox). The e-mail is written
   * after the answer that asked for it, so this waits (up to 15 s) for an e-mail with a code to arrive.
   */
  lastCodeSentTo(email: string): Promise<string>;
  /** With `{ demo: true }`: the login of the demo psychologist `npm run seed:demo` created before the start. */
  demo?: { email: string; senha: string };
  /** The end of what the server printed (LOG_LEVEL=warn: its warnings and errors), for a failed journey's report. */
  output(): string;
}

/**
 * The .eml files of DATA_DIR/outbox addressed to `email`, oldest first. The files are named by time and message id
 * (never by address, docs/security.md): a message is picked by its `To:` header.
 */
export function outboxFor(dataDir: string, email: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const alvo = email.toLowerCase();
  const para = (eml: string) =>
    /^to:(.*)$/im.exec(eml.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(join(outbox, f), 'utf8'))
    .filter((eml) =>
      para(eml)
        .split(',')
        .some((p) => (/<([^>]*)>/.exec(p)?.[1] ?? p).trim().toLowerCase() === alvo),
    );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/**
 * Starts the real server (built SPA + API) on a free port with a fresh DATA_DIR, as `npm start` would. `demo`
 * runs `npm run seed:demo` into that DATA_DIR first (the embedded database takes one process at a time).
 */
export async function startServer({ demo = false } = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'consultorio-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  delete env.DATABASE_URL;
  let demoLogin: TestServer['demo'];
  if (demo) {
    const seed = spawnSync(process.execPath, node('apps/api/src/db/seed-demo.ts'), {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    const email = /e-mail:\s+(\S+)/.exec(seed.stdout)?.[1];
    const senha = /senha:\s+(\S+)/.exec(seed.stdout)?.[1];
    if (seed.status !== 0 || !email || !senha)
      throw new Error(`seed:demo falhou:\n${seed.stdout}${seed.stderr}`);
    demoLogin = { email, senha };
  }
  const child: ChildProcess = spawn(process.execPath, node('apps/api/src/main.ts'), {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // Generous: the journeys run side by side on a 2-core machine. A server that never gets ready is killed, so the
  // spec fails instead of waiting for it forever.
  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${output}`);
    try {
      if ((await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não ficou pronto em 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    demo: demoLogin,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
    admin(...args: string[]) {
      return new Promise((resolve, reject) => {
        const cli = spawn(process.execPath, node('apps/api/src/admin-cli.ts', ...args), {
          cwd: root,
          env,
          stdio: 'pipe',
        });
        let out = '';
        cli.stdout.on('data', (d) => (out += d));
        cli.stderr.on('data', (d) => (out += d));
        cli.on('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`admin ${args.join(' ')}: ${out}`)),
        );
      });
    },
    output() {
      return output.slice(-4000);
    },
    async lastCodeSentTo(email: string) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const text = outboxFor(dataDir, email).at(-1);
        const match = text === undefined ? null : /\b(\d{6})\b/.exec(text);
        if (match) return match[1];
        if (Date.now() > deadline) {
          throw new Error(
            text === undefined ? `nenhum e-mail para ${email}` : 'código não encontrado no e-mail',
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
