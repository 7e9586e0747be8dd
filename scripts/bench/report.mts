// The bench's report (docs/operations.md §"The bench"): every figure carries its budget and one of three verdicts.
//   ok       measured, within budget, and nothing went wrong while measuring it
//   FAIL     measured but over budget, or any request of it failed (non-2xx, error)
//   missing  could not be measured (a crash, no LCP seen…): printed as "missing", never as 0, and it fails too
export interface Budget {
  /** The figure must be ≤ max (latencies, sizes, ratios)… */
  max?: number;
  /** …or ≥ min (sustained rates). */
  min?: number;
}

export interface Figure {
  figure: string;
  /** null: not measured. */
  value: number | null;
  unit: string;
  budget: Budget;
  /** Set when the measurement itself went wrong (non-2xx answers, errors, no sample): the figure fails. */
  failure?: string;
  /** Context printed with the figure (e.g. the two means behind a ratio). */
  note?: string;
}

export type Verdict = 'ok' | 'FAIL' | 'missing';

export function verdict(f: Figure): Verdict {
  if (f.value === null || !Number.isFinite(f.value)) return 'missing';
  if (f.failure) return 'FAIL';
  if (f.budget.max !== undefined && f.value > f.budget.max) return 'FAIL';
  if (f.budget.min !== undefined && f.value < f.budget.min) return 'FAIL';
  return 'ok';
}

export const budgetText = (f: Figure) =>
  [
    f.budget.min !== undefined ? `≥ ${f.budget.min} ${f.unit}` : '',
    f.budget.max !== undefined ? `≤ ${f.budget.max} ${f.unit}` : '',
  ]
    .filter(Boolean)
    .join(', ');

const round = (v: number) => Math.round(v * 100) / 100;
const valueText = (f: Figure) =>
  f.value === null || !Number.isFinite(f.value) ? 'missing' : `${round(f.value)} ${f.unit}`;

/** Collects figures; `write` receives one JSON line per figure as it is measured. */
export class Report {
  readonly figures: Figure[] = [];
  private readonly write: (line: string) => void;
  constructor(write: (line: string) => void) {
    this.write = write;
  }

  add(f: Figure): void {
    if (f.budget.max === undefined && f.budget.min === undefined) {
      throw new Error(`${f.figure}: todo número do bench tem orçamento`);
    }
    this.figures.push(f);
    const value = f.value === null || !Number.isFinite(f.value) ? null : round(f.value);
    this.write(JSON.stringify({ ...f, value, verdict: verdict(f) }));
  }

  /** Reports every figure of `names` not reported yet as missing (a section that crashed). */
  missing(figs: Omit<Figure, 'value'>[], why: string): void {
    for (const f of figs) {
      if (!this.figures.some((x) => x.figure === f.figure)) this.add({ ...f, value: null, note: why });
    }
  }

  /** The table: figure, value, budget, verdict, note. */
  table(): string {
    const rows = [
      ['figure', 'value', 'budget', 'verdict', 'note'],
      ...this.figures.map((f) => [
        f.figure,
        valueText(f),
        budgetText(f),
        verdict(f),
        f.failure ?? f.note ?? '',
      ]),
    ];
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
    return rows.map((r) => r.map((c, i) => (i < 4 ? c.padEnd(widths[i]) : c)).join('  ')).join('\n');
  }

  /** 0 when every figure is ok; 1 when any is FAIL or missing (or there is no figure at all). */
  exitCode(): number {
    return this.figures.length > 0 && this.figures.every((f) => verdict(f) === 'ok') ? 0 : 1;
  }
}
