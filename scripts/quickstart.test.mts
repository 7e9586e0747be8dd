// The README's quick start, proved on a fresh clone (docs/operations.md): with the machine's own `node` first on
// PATH (whatever its version), `npm ci` then `npm start` serves the product; SIGTERM to `npm start` leaves no
// process of its tree behind, even when nobody reads the server's stdout. Run by `.ci/run` as
// `npm run test:quickstart`; it clones the committed HEAD, so commit first when trying it locally.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, before, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'consultorio-quickstart-'));
const clone = join(work, 'consultorio');
const SHUTDOWN_DEADLINE_MS = 15_000;

/** The PATH a newcomer has: npm's additions (node_modules/.bin) and our CI's private Node removed. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules') && !dir.startsWith(join(homedir(), '.node24')))
  .join(delimiter);
const env: NodeJS.ProcessEnv = { ...process.env, PATH: machinePath, CI: 'true' };
for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
delete env.NODE;
delete env.DATABASE_URL;

const sh = (cmd: string, args: string[], cwd = clone) =>
  execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Every live descendant of `pid`, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function startServer(port: number, dataDir: string, readOutput: boolean) {
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (readOutput) child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (true) {
    assert.equal(child.exitCode, null, `npm start terminou ao iniciar:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    assert.ok(Date.now() < deadline, `npm start não respondeu em /api/health:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child, url, output: () => output };
}

/** SIGTERM to `npm start`, then every process of its tree must be gone within the deadline. */
async function stopAndCheckTree(child: ChildProcess): Promise<void> {
  const tree = [child.pid as number, ...descendants(child.pid as number)];
  assert.ok(tree.length >= 2, 'npm start deveria ter iniciado o servidor como processo filho');
  child.kill('SIGTERM');
  const deadline = Date.now() + SHUTDOWN_DEADLINE_MS;
  while (tree.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const left = tree.filter(alive);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  assert.deepEqual(left, [], `processos que sobraram após SIGTERM: ${left.join(', ')}`);
}

before(() => {
  sh('git', ['clone', '--quiet', '--no-hardlinks', root, clone], work);
});
after(() => rmSync(work, { recursive: true, force: true }));

test('npm ci then npm start on the machine’s own node serve the product; SIGTERM leaves nothing behind', async () => {
  const machineNode = sh('node', ['-v']).trim();
  console.info(`node da máquina: ${machineNode}`);
  const install = sh('npm', ['ci', '--no-audit', '--no-fund']);
  assert.doesNotMatch(install, /install scripts not yet covered/);
  const dataDir = join(work, 'data');
  const { child, url, output } = await startServer(await freePort(), dataDir, true);
  const page = await fetch(`${url}/login`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<div id="root">/);
  assert.match(output(), /Consultório pronto: abra http:\/\/localhost:\d+/);
  assert.match(output(), /npm run seed:demo/);
  await stopAndCheckTree(child);
});

test('a server whose stdout nobody reads still stops on SIGTERM, within the deadline', async () => {
  const { child, url } = await startServer(await freePort(), join(work, 'data-pipe'), false);
  // Each request logs two lines: far more than a pipe holds (64 KiB), and nobody reads it.
  for (let i = 0; i < 60; i++) {
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/api/health`).then((r) => r.text())));
  }
  await stopAndCheckTree(child);
});
