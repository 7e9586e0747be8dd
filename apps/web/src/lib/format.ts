import { SINAL_NEGATIVO } from '@consultorio/contracts/br';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

/** The one money formatter: R$ 1.234,56; a negative amount with the one minus sign, −R$ 80,00 (as in print). */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatMoney = (value: number | null | undefined): string =>
  value == null ? '—' : value < 0 ? `${SINAL_NEGATIVO}${brl.format(-value)}` : brl.format(value);

/** dd/mm/aaaa from YYYY-MM-DD or an ISO instant. */
export const formatDate = (value: string | null | undefined): string =>
  value ? dayjs(value).format('DD/MM/YYYY') : '—';
export const formatDateTime = (value: string | null | undefined): string =>
  value ? dayjs(value).format('DD/MM/YYYY HH:mm') : '—';

export { dayjs };

const tamanhoDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const TAMANHO_UNIDADES = ['KB', 'MB', 'GB'];

/** File sizes the Brazilian way: "820 bytes", "12,5 KB", "1,2 MB" (1 KB = 1024 bytes). */
export function formatTamanho(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < TAMANHO_UNIDADES.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${tamanhoDecimal.format(value)} ${TAMANHO_UNIDADES[unit]}`;
}

const diaSemanaCurto = (fuso?: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, weekday: 'short', day: '2-digit', month: '2-digit' });
const horaMinuto = (fuso?: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * "ter., 01/12 às 10:00": a day of the near future with its weekday, as toasts name it. `fuso` is the practice's
 * time zone (the browser's when omitted).
 */
export const formatDiaHora = (instante: string | Date, fuso?: string): string => {
  const d = new Date(instante);
  return `${diaSemanaCurto(fuso).format(d)} às ${horaMinuto(fuso).format(d)}`;
};

/**
 * "Terça-feira, 24/11/2026" and "14:00" of an instant written with the practice's offset
 * (`2026-11-24T14:00:00-03:00`): its wall clock as written, whatever the browser's zone. The reminder's page and
 * the patient's page name a session this way.
 */
export function diaEHoraNoRelogio(inicio: string): { data: string; hora: string } {
  const dia = inicio.slice(0, 10);
  const nome = dayjs(`${dia}T12:00:00`).locale('pt-br').format('dddd');
  const semana = nome.charAt(0).toUpperCase() + nome.slice(1);
  return {
    data: `${semana}, ${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`,
    hora: inicio.slice(11, 16),
  };
}
