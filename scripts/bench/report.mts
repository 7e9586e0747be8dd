export interface Figure {
  figure: string;
  value: number;
  unit: string;
  budget?: number;
}

const figures: Figure[] = [];
/** The bench is a command-line report: it writes to stdout. */
const out = (line: string) => process.stdout.write(`${line}\n`);

/** One JSON line per figure as it is measured; `printTable` closes with a summary. */
export function report(f: Figure): void {
  figures.push(f);
  out(JSON.stringify({ ...f, value: Math.round(f.value * 100) / 100, within_budget: ok(f) }));
}

const ok = (f: Figure) => (f.budget === undefined ? null : f.value <= f.budget);

export function printTable(): void {
  const rows = figures.map((f) => [
    f.figure,
    `${Math.round(f.value * 100) / 100} ${f.unit}`,
    f.budget === undefined ? '—' : `≤ ${f.budget} ${f.unit}`,
    f.budget === undefined ? '' : ok(f) ? 'ok' : 'OVER',
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  out('');
  for (const r of rows) out(r.map((c, i) => c.padEnd(widths[i])).join('  '));
}
