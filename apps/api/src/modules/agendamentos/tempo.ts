import { FUSO_PADRAO } from '@consultorio/contracts/agendamentos';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Time in the practice's time zone. Instants are stored as timestamptz; months, days and "14:00" belong to the
 * psychologist's fuso_horario. Wall-clock arithmetic (a series, a shift of "this and the later ones") is done on
 * the local date and time, so a daylight-saving change never moves a 14:00 session to 13:00.
 */

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The zone if the runtime knows it, else the practice default. */
export function fusoValido(fuso: string | null | undefined): string {
  if (!fuso) return FUSO_PADRAO;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: fuso });
    return fuso;
  } catch {
    return FUSO_PADRAO;
  }
}

/** A local wall-clock time (as a naive UTC dayjs) → the instant in `fuso`. */
const fromWall = (wall: Dayjs, fuso: string): Date => dayjs.tz(wall.format(WALL), fuso).toDate();
/** An instant → its wall-clock time in `fuso`, as a naive UTC dayjs (safe for add/diff). */
const toWall = (instant: Date, fuso: string): Dayjs => dayjs.utc(dayjs(instant).tz(fuso).format(WALL));

/** Instant → ISO 8601 with the practice's offset, e.g. 2026-03-10T14:00:00-03:00. */
export const isoLocal = (instant: Date, fuso: string): string => dayjs(instant).tz(fuso).format();

/** dd/mm/aaaa and HH:mm of an instant in the practice's time zone (for messages). */
export const dataLocal = (instant: Date, fuso: string): string =>
  dayjs(instant).tz(fuso).format('DD/MM/YYYY');
export const horaLocal = (instant: Date, fuso: string): string => dayjs(instant).tz(fuso).format('HH:mm');
/** YYYY-MM-DD of an instant in the practice's time zone. */
export const diaLocal = (instant: Date, fuso: string): string => dayjs(instant).tz(fuso).format('YYYY-MM-DD');

/** Start of a day (YYYY-MM-DD) in the practice's time zone. */
export const inicioDoDia = (dia: string, fuso: string): Date => dayjs.tz(`${dia}T00:00:00`, fuso).toDate();

/** [start, end) of a month (or of a whole year when mes is undefined) in the practice's time zone. */
export function periodoDoMes(ano: number, mes: number | undefined, fuso: string): { de: Date; ate: Date } {
  const first = dayjs.utc(`${ano}-${String(mes ?? 1).padStart(2, '0')}-01T00:00:00`);
  const next = first.add(1, mes === undefined ? 'year' : 'month');
  return { de: fromWall(first, fuso), ate: fromWall(next, fuso) };
}

/** A filter bound: a day (whole day in the zone; `fim` is inclusive) or an instant. */
export function limiteDoPeriodo(valor: string, fuso: string, lado: 'inicio' | 'fim'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) {
    const dia = dayjs.utc(`${valor}T00:00:00`);
    return fromWall(lado === 'inicio' ? dia : dia.add(1, 'day'), fuso);
  }
  return new Date(valor);
}

export const somarMinutos = (instant: Date, minutos: number): Date =>
  new Date(instant.getTime() + minutos * 60_000);

/** The wall-clock shift between two instants in the zone, in milliseconds of local time. */
export const deslocamentoLocal = (de: Date, para: Date, fuso: string): number =>
  toWall(para, fuso).diff(toWall(de, fuso));

/** Moves an instant by a wall-clock shift (see deslocamentoLocal). */
export const deslocar = (instant: Date, deslocamento: number, fuso: string): Date =>
  fromWall(toWall(instant, fuso).add(deslocamento, 'millisecond'), fuso);

/** Adds whole days or months in local time (a month keeps the day, clamped to the month's last day). */
export function somarLocal(instant: Date, n: number, unidade: 'day' | 'month', fuso: string): Date {
  return fromWall(toWall(instant, fuso).add(n, unidade), fuso);
}

/** True when the instant falls on a day after `dia` (YYYY-MM-DD) in the zone. */
export const depoisDoDia = (instant: Date, dia: string, fuso: string): boolean =>
  diaLocal(instant, fuso) > dia;
