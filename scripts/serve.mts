// `npm start` (after the check in start.ts): builds the web app when its build is missing or older than its
// sources, then serves everything (API + SPA) on http://localhost:$PORT with the embedded defaults (PGlite in
// DATA_DIR). The server runs in this very process, so a signal to it stops everything; the only child, the
// web build, is stopped with us.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = [
    join(web, 'src'),
    join(web, 'index.html'),
    join(web, 'public'),
    join(root, 'packages/contracts/src'),
  ];
  const sourceTime = Math.max(
    ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return statSync(builtIndex).mtimeMs < sourceTime;
}

/** Runs the web build; Ctrl-C or SIGTERM during it stops the build too, then us. */
async function buildWeb(): Promise<void> {
  console.info('Gerando a interface web (vite build)…');
  const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: web,
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => {
    child.kill(signal);
    process.exitCode = 1;
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  if (code !== 0) process.exit(code ?? 1);
}

/**
 * `npm start` is this process's parent. Should npm die without passing its signal on (kill -9, a closed terminal),
 * the server stops too instead of living on as an orphan that holds the port and the data folder.
 */
function stopWhenNpmIsGone(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 1000).unref();
}

// A stale build (a fresh clone, new sources) is also when the embedded database's template may be missing: it is
// made meanwhile, in this process, so the server's own start does not pay for it
// (docs/decisions/0004-embedded-database-template.md).
if (webBuildIsStale()) {
  const { ensurePgliteTemplate } = await import('../apps/api/src/db/client.ts');
  await Promise.all([buildWeb(), ensurePgliteTemplate().catch(() => false)]);
}
stopWhenNpmIsGone();
await import('../apps/api/src/main.ts');
