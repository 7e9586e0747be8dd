// `npm run test:e2e` (after the build): runs each browser journey file (e2e/specs/*.spec.ts) with node:test, two
// at a time by default (E2E_PARALLEL; docs/decisions/0047-browser-journeys.md; each file starts its own server on a
// free port with its own data folder, so they share nothing). The files start longest first, by the durations
// recorded in e2e/duracoes.json (a new file, not yet there, starts first), so no long file is left running alone at
// the end; `E2E_GRAVAR_DURACOES=1` rewrites that file after a full run. A file's output is printed whole when it ends, so logs don't interleave.
// No retry: a journey that fails fails the run, so a flaky step is seen and fixed rather than hidden.
// Screenshots land in e2e/artifacts/.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const only = process.argv.slice(2);
const specs = readdirSync(join(root, 'e2e/specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
// Journeys wait for a condition, never for a length of time (docs/decisions/0066-journeys-wait-for-conditions.md).
const sleeps = ['lib', 'specs'].flatMap((dir) =>
  readdirSync(join(root, 'e2e', dir))
    .filter(
      (f) => f.endsWith('.ts') && readFileSync(join(root, 'e2e', dir, f), 'utf8').includes('waitForTimeout('),
    )
    .map((f) => `e2e/${dir}/${f}`),
);
if (sleeps.length > 0) {
  process.stdout.write(`waitForTimeout em ${sleeps.join(', ')}: espere uma condição (e2e/lib/esperar.ts)\n`);
  process.exit(1);
}
const parallel = Math.max(1, Number(process.env.E2E_PARALLEL ?? Math.min(2, cpus().length)));
const duracoesPath = join(root, 'e2e/duracoes.json');
const recorded: Record<string, number> = JSON.parse(readFileSync(duracoesPath, 'utf8'));
specs.sort((a, b) => (recorded[b] ?? Infinity) - (recorded[a] ?? Infinity) || a.localeCompare(b));

const durations: Array<{ file: string; s: number }> = [];

function run(file: string): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', `e2e/specs/${file}`], { cwd: root, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(0);
      durations.push({ file, s: Number(s) });
      process.stdout.write(`\n=== ${file} (${s} s${code === 0 ? '' : ', FALHOU'})\n${output}`);
      resolve(code === 0);
    });
  });
}

const failed: string[] = [];
const queue = [...specs];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!(await run(file))) failed.push(file);
    }
  }),
);
// Where the time went, slowest first: a file far above the others is one to split (the runner cannot balance it).
process.stdout.write(
  `\ndurações (${parallel} por vez):\n${durations
    .sort((a, b) => b.s - a.s)
    .map((d) => `${String(d.s).padStart(5)} s  ${d.file}`)
    .join('\n')}\n`,
);
if (process.env.E2E_GRAVAR_DURACOES === '1' && only.length === 0) {
  const porArquivo = Object.fromEntries(
    durations.sort((a, b) => a.file.localeCompare(b.file)).map((d) => [d.file, d.s]),
  );
  writeFileSync(duracoesPath, `${JSON.stringify(porArquivo, null, 2)}\n`);
}
if (failed.length > 0) {
  process.stdout.write(`\nfalharam: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(`\n${specs.length} jornadas passaram.\n`);
