import { dayjs } from '../../lib/format';

/**
 * How the finance screens write months (the full amount is `formatMoney` in lib/format; the charts' compact amounts
 * and short months are in components/financeiro/Charts).
 */

/** "2026-03" → "março de 2026". */
export const mesLongo = (mes: string): string => dayjs(`${mes}-01`).format('MMMM [de] YYYY');
