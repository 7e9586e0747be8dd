// The HTTP round trip alone, for the API-overhead ratio (docs/operations.md §"The bench";
// docs/decisions/0049-bench-method.md). A bare `node:http` server in a process of its own, as the API runs, answers
// each path with the very response the API gave for it — status, headers and body, byte for byte — and does
// nothing else: no routing, no hooks, no SQL. Timed by the same client as the API, it is what one request costs on
// this machine before the API does any work: the client's request, two loopback writes, the wake-ups of two
// processes and the parsing of the same bytes.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { type Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Resposta {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body, base64. */
  body: string;
}

/** Headers node:http writes itself on each answer (or that describe the connection, not the answer). */
const DO_SERVIDOR = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One GET through `agent`, kept whole: what the echo server will answer for the same path. */
export function gravarResposta(agent: Agent, url: string, token: string): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (b: Buffer) => partes.push(b));
      res.on('end', () => {
        if (!res.statusCode || res.statusCode >= 300) {
          reject(new Error(`GET ${url}: ${res.statusCode}`));
          return;
        }
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (v !== undefined && !DO_SERVIDOR.has(k)) headers[k] = v;
        }
        resolve({ status: res.statusCode, headers, body: Buffer.concat(partes).toString('base64') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface Eco {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the echo server in a process of its own, answering `respostas` (by path, with the query). */
export async function startEco(respostas: Record<string, Resposta>, dir: string): Promise<Eco> {
  const file = join(dir, 'respostas.json');
  writeFileSync(file, JSON.stringify(respostas));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /porta (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`o servidor de eco terminou (${code}) ao iniciar`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Run as a script: `node scripts/bench/eco.mts respostas.json` listens on a free port and prints it.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const respostas = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, Resposta>;
  const prontas = new Map(
    Object.entries(respostas).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]),
  );
  const server = createServer((req, res) => {
    req.resume();
    const r = prontas.get(req.url ?? '');
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(r.status, r.headers);
    res.end(r.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const a = server.address();
    process.stdout.write(`eco na porta ${typeof a === 'object' && a ? a.port : 0}\n`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
