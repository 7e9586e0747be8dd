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
const fusosConhecidos = new Map<string, boolean>();
export function fusoValido(fuso: string | null | undefined): string {
  if (!fuso) return FUSO_PADRAO;
  let ok = fusosConhecidos.get(fuso);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: fuso });
      ok = true;
    } catch {
      ok = false;
    }
    fusosConhecidos.set(fuso, ok);
  }
  return ok ? fuso : FUSO_PADRAO;
}

/*
 * dayjs' timezone plugin formats through Intl on every call, which dominated the agenda's CPU time. A zone's UTC
 * offset only changes at a transition, and transitions fall on 15-minute UTC boundaries, so the offset is looked up
 * once per zone and 15-minute slot and the rest is arithmetic.
 */
const SLOT_MS = 15 * 60_000;
const offsets = new Map<string, number>();
function offsetMinutos(instant: Date, fuso: string): number {
  const key = `${fuso}|${Math.floor(instant.getTime() / SLOT_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = dayjs(instant).tz(fuso).utcOffset();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}
/** The wall-clock time of an instant in `fuso` as "YYYY-MM-DDTHH:mm:ss", plus the offset in minutes. */
function relogio(instant: Date, fuso: string): { local: string; offset: number } {
  const offset = offsetMinutos(instant, fuso);
  return { local: new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19), offset };
}
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A local wall-clock time (as a naive UTC dayjs) → the instant in `fuso`. */
const fromWall = (wall: Dayjs, fuso: string): Date => dayjs.tz(wall.format(WALL), fuso).toDate();
/** An instant → its wall-clock time in `fuso`, as a naive UTC dayjs (safe for add/diff). */
const toWall = (instant: Date, fuso: string): Dayjs => dayjs.utc(relogio(instant, fuso).local);

/** Instant → ISO 8601 with the practice's offset, e.g. 2026-03-10T14:00:00-03:00. */
export function isoLocal(instant: Date, fuso: string): string {
  const { local, offset } = relogio(instant, fuso);
  const abs = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** dd/mm/aaaa and HH:mm of an instant in the practice's time zone (for messages). */
export const dataLocal = (instant: Date, fuso: string): string =>
  relogio(instant, fuso).local.slice(0, 10).split('-').reverse().join('/');
export const horaLocal = (instant: Date, fuso: string): string => relogio(instant, fuso).local.slice(11, 16);
/** YYYY-MM-DD of an instant in the practice's time zone. */
export const diaLocal = (instant: Date, fuso: string): string => relogio(instant, fuso).local.slice(0, 10);

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
