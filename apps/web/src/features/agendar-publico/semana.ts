import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

/*
 * The booking page's week (docs/product.md §16): seven days of the psychologist's zone from today, then the next
 * ones while the window lasts; the free times grouped by their day. Times are shown by the psychologist's clock,
 * read straight from the ISO text the API writes with her offset.
 */

export interface Semana {
  de: string;
  ate: string;
  /** The seven days, YYYY-MM-DD. */
  dias: string[];
  temAnterior: boolean;
  temProxima: boolean;
}

/** The week `n` (0 = this one) of a page whose window is `janelaDias` days from today in `fuso`. */
export function semana(n: number, fuso: string, janelaDias: number, agora: number = Date.now()): Semana {
  const hoje = hojeEm(fuso, agora);
  const de = somaDias(hoje, 7 * n);
  const ate = somaDias(de, 6);
  return {
    de,
    ate,
    dias: Array.from({ length: 7 }, (_, i) => somaDias(de, i)),
    temAnterior: n > 0,
    temProxima: somaDias(ate, 1) <= somaDias(hoje, janelaDias),
  };
}

/** Free starts by day ("2026-12-01" → ["2026-12-01T09:00:00-03:00", …]), in order. */
export function porDia(horarios: { inicio: string }[]): Map<string, string[]> {
  const mapa = new Map<string, string[]>();
  for (const { inicio } of horarios) {
    const dia = inicio.slice(0, 10);
    mapa.set(dia, [...(mapa.get(dia) ?? []), inicio]);
  }
  return mapa;
}

/** "14:00" of an instant written with the psychologist's offset. */
export const horaDe = (inicio: string): string => inicio.slice(11, 16);

/** "ter., 01/12" */
export const diaCurto = (dia: string): string =>
  dayjs(`${dia}T12:00:00`).locale('pt-br').format('ddd, DD/MM');

/** "terça-feira, 1 de dezembro" */
export const diaLongo = (dia: string): string =>
  dayjs(`${dia}T12:00:00`).locale('pt-br').format('dddd, D [de] MMMM');

/** True when the visitor's browser is in another zone than the page's (the times are the psychologist's). */
export function outroFuso(fuso: string): boolean {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone !== fuso;
  } catch {
    return false;
  }
}
