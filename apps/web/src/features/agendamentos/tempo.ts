import {
  dataLocal,
  diaLocal,
  hojeEm,
  horaLocal,
  instanteDoRelogio,
  isoLocal,
  offsetMinutos,
} from '@consultorio/contracts/tempo';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/*
 * The agenda shows the practice's time zone (the profile's fuso_horario), whatever the browser's zone is: a
 * psychologist travelling still sees "14:00" for the 14:00 session. The rules are the contracts' (`tempo.ts`,
 * dayjs with its timezone plugin, shared with the API); this file adapts them to FullCalendar and the forms.
 */

export { fusoValido, instanteLocal } from '@consultorio/contracts/tempo';

/** An instant (ms) → [year, month (0-11), day, hour, minute, second, ms] of the wall clock in `fuso`. */
export function paraArray(ms: number, fuso: string): number[] {
  const d = dayjs.utc(ms + offsetMinutos(ms, fuso) * 60_000);
  return [d.year(), d.month(), d.date(), d.hour(), d.minute(), d.second(), d.millisecond()];
}

/** Offset (minutes) in effect for a wall-clock time given as an array (see paraArray). */
export function offsetDeArray(a: number[], fuso: string): number {
  const wall = dayjs.utc(Date.UTC(a[0], a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0));
  return offsetMinutos(instanteDoRelogio(wall.format('YYYY-MM-DDTHH:mm:ss.SSS'), fuso), fuso);
}

/** An instant → ISO with the offset of `fuso`. */
export const isoNoFuso = (instante: Date | string | number, fuso: string): string => isoLocal(instante, fuso);

/** An instant → its local day (YYYY-MM-DD) and time (HH:MM) in `fuso`. */
export const partesLocais = (
  instante: Date | string | number,
  fuso: string,
): { dia: string; hora: string } => ({
  dia: diaLocal(instante, fuso),
  hora: horaLocal(instante, fuso),
});

/** "ter., 10/03/2026" style texts (Intl's pt-BR names of days and months), always in the practice's zone. */
export function formatarData(
  instante: string | Date,
  fuso: string,
  opts: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, ...opts }).format(new Date(instante));
}

/** "10/03/2026 às 14:00" in the practice's zone. */
export const dataHora = (instante: string | Date, fuso: string) =>
  `${dataLocal(instante, fuso)} às ${horaLocal(instante, fuso)}`;

/** "14:00" in the practice's zone. */
export const hora = (instante: string | Date, fuso: string) => horaLocal(instante, fuso);

/** Today (YYYY-MM-DD) in `fuso`. */
export const hojeNoFuso = (fuso: string, agora = Date.now()) => hojeEm(fuso, agora);

/**
 * The agenda's grid: one row every 30 minutes; clicks and drops land on a row's start
 * (docs/decisions/0043-agenda-calendar.md).
 */
export const SLOT_MINUTOS = 30;

/**
 * An instant (ms) → the start of the grid row holding it, on the wall clock of `fuso`: 10:10 → 10:00, 15:40 →
 * 15:30. Rows follow local time, so a zone with a :45 offset still gets rows at :00 and :30.
 */
export function inicioDoSlot(ms: number, fuso: string, slotMinutos = SLOT_MINUTOS): number {
  const slot = slotMinutos * 60_000;
  const offset = offsetMinutos(ms, fuso) * 60_000;
  const local = ms + offset;
  return local - (((local % slot) + slot) % slot) - offset;
}

/** "segunda-feira, 30 de novembro" → "Segunda-feira, 30 de novembro" (pt-BR keeps the rest in lower case). */
export const capitalizar = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** The hours the week and day grids show when nothing falls outside them (docs/decisions/0043-agenda-calendar.md). */
const HORARIO_PADRAO = { inicio: 6, fim: 22 } as const;

/**
 * The hours the week and day grids show: 06:00–22:00, widened to whole hours so that every appointment of the
 * period fits (one that ends after midnight takes the grid to 24:00). The grid is as tall as its hours (the page
 * scrolls, no inner scrolling area), so nothing is hidden above or below it.
 */
export function faixaDeHorarios(
  agendamentos: ReadonlyArray<{ inicio: string; fim: string }>,
  fuso: string,
): { slotMinTime: string; slotMaxTime: string } {
  let inicio: number = HORARIO_PADRAO.inicio;
  let fim: number = HORARIO_PADRAO.fim;
  const horas = (hhmm: string) => Number(hhmm.slice(0, 2)) + Number(hhmm.slice(3, 5)) / 60;
  for (const a of agendamentos) {
    const de = partesLocais(a.inicio, fuso);
    const ate = partesLocais(a.fim, fuso);
    inicio = Math.min(inicio, Math.floor(horas(de.hora)));
    fim = Math.max(fim, ate.dia > de.dia ? 24 : Math.ceil(horas(ate.hora)));
  }
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
  return { slotMinTime: hh(inicio), slotMaxTime: hh(fim) };
}
