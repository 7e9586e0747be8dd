// `npm run dev`: API on :3000 (restarts on change) and Vite on :5173 with hot reload, proxied to the API.
// Both children run on this very Node (the project's pinned one) and stop with us: Ctrl-C, SIGTERM or SIGHUP.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];
const stop = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
// One child ending (a crash, a port in use) ends the other: no half-running dev server is left behind.
for (const child of children) child.once('exit', () => stop('SIGTERM'));
