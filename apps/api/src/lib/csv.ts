import { stringify } from 'csv-stringify/sync';

/*
 * CSV for Brazilian Excel (docs/product.md §12): `;` between cells, CRLF line ends, UTF-8 with a BOM (so accents open
 * right), and no cell that a spreadsheet would run as a formula.
 */

/** A spreadsheet runs a cell starting with = + - @ (or a tab/CR) as a formula (CSV injection): it gets a leading '. */
export const celulaSegura = (v: string | null | undefined): string => {
  const s = v ?? '';
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

const OPCOES = { delimiter: ';', record_delimiter: 'windows' } as const;

/** The BOM that makes Excel read the file as UTF-8. */
export const BOM_UTF8 = '\uFEFF';

/** Rows of cells (already text) as CSV lines; the BOM only when `bom` (the first piece of a file). */
export const linhasCsv = (linhas: string[][], bom = false): string => stringify(linhas, { ...OPCOES, bom });

/** Any value as a safe cell: text neutralised, objects as JSON, dates as ISO, null as empty. */
export function celula(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return celulaSegura(JSON.stringify(v));
  return typeof v === 'string' ? celulaSegura(v) : String(v);
}
