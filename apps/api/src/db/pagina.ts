import { sql } from 'drizzle-orm';

/*
 * A page of a list and its total in one statement: each row of the page carries `count(*) over ()`, the number of
 * rows the WHERE matched before LIMIT/OFFSET. One round trip and one pooled connection instead of a COUNT beside
 * the page (docs/performance.md, "What was cut").
 */

/** The column to select beside the page's own: `{ ...colunas, total: totalDaConsulta() }`. */
export const totalDaConsulta = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with `totalDaConsulta`. A page with rows carries it; an empty first page means none; an
 * empty page past the last carries nothing, so only then is `contar` asked.
 */
export async function totalDaPagina(
  linhas: readonly { total: number | string }[],
  page: number,
  contar: () => Promise<number>,
): Promise<number> {
  // A count pg hands over as text (bigint) when the statement did not map it.
  if (linhas.length > 0) return Number(linhas[0].total);
  return page === 1 ? 0 : contar();
}
