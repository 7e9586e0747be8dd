import { somaDias } from '@consultorio/contracts/tempo';
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

/** Weeks a visitor may browse: the longest window a page may have (180 days). */
export const MAX_SEMANAS = 26;

/** Today in the visitor's browser, YYYY-MM-DD (the API starts no earlier than today in the psychologist's zone). */
export const hojeLocal = (agora: number = Date.now()): string => dayjs(agora).format('YYYY-MM-DD');

/** The week `n` (0 = the one starting today). */
export function semana(n: number, hoje: string): Semana {
  const de = somaDias(hoje, 7 * n);
  return {
    de,
    ate: somaDias(de, 6),
    dias: Array.from({ length: 7 }, (_, i) => somaDias(de, i)),
    temAnterior: n > 0,
    temProxima: n + 1 < MAX_SEMANAS,
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

/**
 * "UTC−03:00" when the times (written with the psychologist's offset) are not the visitor's clock, else null: the
 * page then says whose clock the times are.
 */
export function fusoDiferente(inicio: string | undefined, agora: number = Date.now()): string | null {
  if (!inicio) return null;
  const offset = inicio.slice(19);
  const local = dayjs(agora).format('Z');
  return offset === local || (offset === 'Z' && local === '+00:00') ? null : `UTC${offset.replace('-', '−')}`;
}
