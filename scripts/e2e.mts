// `npm run test:e2e` (after the build): runs each browser journey file (e2e/specs/*.spec.ts) with node:test.
// A file that fails is run once more — browser timing on a loaded 2-core CI machine — and the retry is printed;
// a file that fails twice fails the run. Screenshots land in e2e/artifacts/.
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

const retried: string[] = [];
const failed: string[] = [];
for (const file of specs.filter((f) => only.length === 0 || only.some((o) => f.includes(o)))) {
  if (run(file)) continue;
  process.stdout.write(`\n${file} falhou; executando mais uma vez\n`);
  retried.push(file);
  if (!run(file)) failed.push(file);
}
if (retried.length > 0) process.stdout.write(`\nrepetidos: ${retried.join(', ')}\n`);
if (failed.length > 0) {
  process.stdout.write(`falharam duas vezes: ${failed.join(', ')}\n`);
  process.exit(1);
}
