// `npm run test:e2e` (after the build): runs each browser journey file (e2e/specs/*.spec.ts) with node:test.
// No retry: a journey that fails fails the run, so a flaky step is seen and fixed rather than hidden.
// Screenshots land in e2e/artifacts/.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const specs = readdirSync(join(root, 'e2e/specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const only = process.argv.slice(2);
const run = (file: string) =>
  spawnSync(process.execPath, ['--test', `e2e/specs/${file}`], { cwd: root, stdio: 'inherit' }).status === 0;

const failed: string[] = [];
for (const file of specs.filter((f) => only.length === 0 || only.some((o) => f.includes(o)))) {
  if (!run(file)) failed.push(file);
}
if (failed.length > 0) {
  process.stdout.write(`\nfalharam: ${failed.join(', ')}\n`);
  process.exit(1);
}
