import { dayjs } from '../../lib/format';

/** How the finance screens write amounts and months (the full amount is `formatMoney` in lib/format). */

/** R$ 1,2 mil — for chart axes, where the full amount does not fit. */
const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const formatMoneyCompact = (value: number): string => compact.format(value);

/** "2026-03" → "mar/26" (chart axis) or "março de 2026". */
export const mesCurto = (mes: string): string => dayjs(`${mes}-01`).format('MMM/YY').replace('.', '');
export const mesLongo = (mes: string): string => dayjs(`${mes}-01`).format('MMMM [de] YYYY');
