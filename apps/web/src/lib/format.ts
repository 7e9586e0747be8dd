import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

/** The one money formatter: R$ 1.234,56. */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatMoney = (value: number | null | undefined): string =>
  value == null ? '—' : brl.format(value);

/** dd/mm/aaaa from YYYY-MM-DD or an ISO instant. */
export const formatDate = (value: string | null | undefined): string =>
  value ? dayjs(value).format('DD/MM/YYYY') : '—';
export const formatDateTime = (value: string | null | undefined): string =>
  value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '—';

export { dayjs };
