import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * Time in the practice's time zone, shared by the API and the web app. Instants are stored as timestamptz;
 * months, days and "14:00" belong to the psychologist's fuso_horario
 * (docs/decisions/0026-agenda-series-and-conflicts.md). Wall-clock arithmetic (a series, a shift of "this and the
 * later ones") is done on the local date and time, so a daylight-saving change never moves a 14:00 session to
 * 13:00. Calendar days are plain "YYYY-MM-DD" strings.
 */

/** The practice's time zone when the profile names none (or one the runtime does not know). */
export const FUSO_PADRAO = 'America/Sao_Paulo';

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';
const DIA = /^\d{4}-\d{2}-\d{2}$/;

const fusosConhecidos = new Map<string, boolean>();
/** True when `fuso` is an IANA time zone the runtime knows (e.g. "America/Manaus"). */
export function isFusoValido(fuso: string): boolean {
  let ok = fusosConhecidos.get(fuso);
  if (ok === undefined) {
    try {
      ok = fuso.trim() !== '' && dayjs.utc(0).tz(fuso).isValid();
    } catch {
      ok = false;
    }
    fusosConhecidos.set(fuso, ok);
  }
  return ok;
}

/** The zone if the runtime knows it, else the practice default. */
export const fusoValido = (fuso: string | null | undefined): string =>
  fuso && isFusoValido(fuso) ? fuso : FUSO_PADRAO;

/*
 * dayjs' timezone plugin formats through Intl on every call, which dominated the agenda's CPU time. A zone's UTC
 * offset only changes at a transition, and transitions fall on 15-minute UTC boundaries, so the offset is looked up
 * once per zone and 15-minute slot and the rest is arithmetic (docs/decisions/0036-time-zone-arithmetic.md).
 */
const SLOT_MS = 15 * 60_000;
/** Per zone, the offset of each 15-minute slot looked up so far (numeric keys: the agenda's page asks 200 times). */
const offsets = new Map<string, Map<number, number>>();
/** The UTC offset of `fuso` at an instant, in minutes east of UTC (−180 for São Paulo). */
export function offsetMinutos(instant: Date | number, fuso: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  let doFuso = offsets.get(fuso);
  if (doFuso === undefined) {
    if (offsets.size > 1000) offsets.clear();
    doFuso = new Map();
    offsets.set(fuso, doFuso);
  }
  const slot = Math.floor(ms / SLOT_MS);
  let offset = doFuso.get(slot);
  if (offset === undefined) {
    offset = dayjs(ms).tz(fuso).utcOffset();
    if (doFuso.size > 100_000) doFuso.clear();
    doFuso.set(slot, offset);
  }
  return offset;
}

/*
 * "YYYY-MM-DDTHH:mm:ss.SSS" of a UTC millisecond, as Date.toISOString writes it (years 0–9999), without building a
 * Date: the day's text is kept per day and the time is arithmetic. toISOString costs ~1 µs on the 2-core machine and
 * the agenda's page writes 500 instants (docs/decisions/0036-time-zone-arithmetic.md); tempo.test.ts holds this
 * to toISOString.
 */
const DIA_MS = 86_400_000;
const textoDoDia = new Map<number, string>();
const D2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const D3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
function textoUtc(ms: number): string {
  const dia = Math.floor(ms / DIA_MS);
  let data = textoDoDia.get(dia);
  if (data === undefined) {
    data = new Date(dia * DIA_MS).toISOString().slice(0, 10);
    if (textoDoDia.size > 100_000) textoDoDia.clear();
    textoDoDia.set(dia, data);
  }
  let resto = ms - dia * DIA_MS;
  const h = Math.floor(resto / 3_600_000);
  resto -= h * 3_600_000;
  const m = Math.floor(resto / 60_000);
  resto -= m * 60_000;
  const s = Math.floor(resto / 1000);
  return `${data}T${D2[h]}:${D2[m]}:${D2[s]}.${D3[resto - s * 1000]}`;
}

/** An instant (UTC milliseconds) as Date.toISOString writes it: "2026-03-10T17:00:00.123Z". */
export const isoUtc = (ms: number): string => `${textoUtc(ms)}Z`;

/** The wall-clock time of an instant in `fuso` as "YYYY-MM-DDTHH:mm:ss.SSS", plus the offset in minutes. */
function relogio(instant: Date | number, fuso: string): { local: string; offset: number } {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const offset = offsetMinutos(ms, fuso);
  return { local: textoUtc(ms + offset * 60_000), offset };
}
const pad2 = (n: number) => String(n).padStart(2, '0');
/** An instant as milliseconds; milliseconds (the rows the database writes as JSON) pass through without a Date. */
const msDe = (valor: Date | string | number): number =>
  typeof valor === 'number' ? valor : valor instanceof Date ? valor.getTime() : new Date(valor).getTime();

/** A local wall-clock time (as a naive UTC dayjs) → the instant in `fuso`. */
const fromWall = (wall: Dayjs, fuso: string): Date => dayjs.tz(wall.format(WALL), fuso).toDate();
/** An instant → its wall-clock time in `fuso`, as a naive UTC dayjs (safe for add/diff). */
const toWall = (instant: Date, fuso: string): Dayjs => dayjs.utc(relogio(instant, fuso).local);

/** A wall-clock time in `fuso` ("YYYY-MM-DDTHH:mm[:ss]") → the instant. */
export const instanteDoRelogio = (local: string, fuso: string): Date => dayjs.tz(local, fuso).toDate();

/** A local day and time in `fuso` → ISO 8601 with that offset, e.g. 2026-03-10T14:00:00-03:00. */
export const instanteLocal = (dia: string, hora: string, fuso: string): string =>
  isoLocal(instanteDoRelogio(`${dia}T${hora}`, fuso), fuso);

/** "-03:00" of an offset in minutes; there are a few dozen offsets in use. */
const sufixos = new Map<number, string>();
function sufixo(offset: number): string {
  let s = sufixos.get(offset);
  if (s === undefined) {
    const abs = Math.abs(offset);
    s = `${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
    sufixos.set(offset, s);
  }
  return s;
}

/** Instant → ISO 8601 with the practice's offset, e.g. 2026-03-10T14:00:00-03:00. */
export function isoLocal(valor: Date | string | number, fuso: string): string {
  const { local, offset } = relogio(msDe(valor), fuso);
  return `${local.slice(0, 19)}${sufixo(offset)}`;
}

/** YYYY-MM-DD of an instant in the practice's time zone. */
export const diaLocal = (valor: Date | string | number, fuso: string): string =>
  relogio(msDe(valor), fuso).local.slice(0, 10);
/** HH:mm of an instant in the practice's time zone. */
export const horaLocal = (valor: Date | string | number, fuso: string): string =>
  relogio(msDe(valor), fuso).local.slice(11, 16);
/** dd/mm/aaaa of an instant in the practice's time zone (for messages). */
export const dataLocal = (valor: Date | string | number, fuso: string): string =>
  dataBr(diaLocal(valor, fuso));

/** Today (YYYY-MM-DD) in a time zone; an unknown zone counts as the practice default. */
export const hojeEm = (fuso: string = FUSO_PADRAO, agora: Date | number = Date.now()): string =>
  diaLocal(agora, fusoValido(fuso));

/** Start of a day (YYYY-MM-DD) in the practice's time zone. */
export const inicioDoDia = (dia: string, fuso: string): Date => instanteDoRelogio(`${dia}T00:00:00`, fuso);

/** [start, end) of a month (or of a whole year when mes is undefined) in the practice's time zone. */
export function periodoDoMes(ano: number, mes: number | undefined, fuso: string): { de: Date; ate: Date } {
  // Every agenda request asks for its month: the two instants (≈ 35 µs through the time-zone plugin) are kept.
  const key = `${ano}|${mes}|${fuso}`;
  let periodo = periodos.get(key);
  if (!periodo) {
    const first = dayjs.utc(`${ano}-${pad2(mes ?? 1)}-01T00:00:00`);
    const next = first.add(1, mes === undefined ? 'year' : 'month');
    periodo = { de: fromWall(first, fuso).getTime(), ate: fromWall(next, fuso).getTime() };
    if (periodos.size > 10_000) periodos.clear();
    periodos.set(key, periodo);
  }
  return { de: new Date(periodo.de), ate: new Date(periodo.ate) };
}
const periodos = new Map<string, { de: number; ate: number }>();

/** A filter bound: a day (whole day in the zone; `fim` is inclusive) or an instant. */
export function limiteDoPeriodo(valor: string, fuso: string, lado: 'inicio' | 'fim'): Date {
  if (DIA.test(valor)) {
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

/** The instant on the day `dia` (YYYY-MM-DD) at the same wall-clock time as `instant`, in `fuso`. */
export const mesmaHoraNoDia = (instant: Date, dia: string, fuso: string): Date =>
  instanteDoRelogio(`${dia}T${relogio(instant, fuso).local.slice(11)}`, fuso);

/** Adds whole days or months in local time (a month keeps the day, clamped to the month's last day). */
export const somarLocal = (instant: Date, n: number, unidade: 'day' | 'month', fuso: string): Date =>
  fromWall(toWall(instant, fuso).add(n, unidade), fuso);

/** True when the instant falls on a day after `dia` (YYYY-MM-DD) in the zone. */
export const depoisDoDia = (instant: Date, dia: string, fuso: string): boolean =>
  diaLocal(instant, fuso) > dia;

// ---------------------------------------------------------------------------------------------------------------
// Calendar days and months, no time zone (once "today" is known).

export interface Mes {
  ano: number;
  /** 1–12 */
  mes: number;
}

/** YYYY-MM-DD of years 1000–9999: the days the arithmetic below takes (any other text goes through dayjs). */
const DIA_ISO = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** The UTC midnight (ms) of such a day, or null for any other text. */
function meiaNoiteUtc(dia: string): number | null {
  const t = DIA_ISO.test(dia) ? Date.parse(dia) : Number.NaN;
  return Number.isNaN(t) ? null : t;
}

/**
 * A calendar day plus `n` days (YYYY-MM-DD). Arithmetic on the day's UTC midnight, as `diasEntre` below: the dashboard
 * calls it a dozen times per request, where a dayjs parse and format each costs ~4 µs
 * (docs/decisions/0036-time-zone-arithmetic.md). A text that is not such a day, or a result outside years
 * 1000–9999, keeps dayjs's answer ("Invalid Date" included), never a throw.
 */
export function somaDias(dia: string, n: number): string {
  const t = meiaNoiteUtc(dia);
  const r = t === null ? Number.NaN : t + n * DIA_MS;
  // Beyond ±8.64e15 ms a Date is invalid and toISOString throws.
  const iso = Math.abs(r) <= 8.64e15 ? new Date(r).toISOString().slice(0, 10) : '';
  return DIA_ISO.test(iso) ? iso : dayjs.utc(dia).add(n, 'day').format('YYYY-MM-DD');
}

/** A calendar day plus `n` months; the day is clamped to the month's last day (31/01 + 1 → 28/02). */
export const somaMesesAoDia = (dia: string, n: number): string =>
  dayjs.utc(dia).add(n, 'month').format('YYYY-MM-DD');

/** A month plus `n` months. */
export function somaMeses({ ano, mes }: Mes, n: number): Mes {
  // Months counted from year 0: plain integer arithmetic (the dashboards call this a dozen times per request).
  const i = ano * 12 + (mes - 1) + n;
  return { ano: Math.floor(i / 12), mes: i - Math.floor(i / 12) * 12 + 1 };
}

/** The month of a day (YYYY-MM-DD). */
export const mesDe = (dia: string): Mes => ({ ano: Number(dia.slice(0, 4)), mes: Number(dia.slice(5, 7)) });
/** "2026-03" */
export const chaveMes = ({ ano, mes }: Mes): string => `${ano}-${pad2(mes)}`;
/** "2026-03-01" */
export const primeiroDia = ({ ano, mes }: Mes): string => `${ano}-${pad2(mes)}-01`;
/** [first day, first day of the next month) of a month, as YYYY-MM-DD. */
export const intervaloMes = (m: Mes): { inicio: string; fim: string } => ({
  inicio: primeiroDia(m),
  fim: primeiroDia(somaMeses(m, 1)),
});
/** The `n` months ending at `ate`, oldest first. */
export const mesesAte = (ate: Mes, n: number): Mes[] =>
  Array.from({ length: n }, (_, i) => somaMeses(ate, i - (n - 1)));

/**
 * Whole days from `dia` to `ate` (YYYY-MM-DD; negative when `ate` comes first). Arithmetic on the two UTC midnights
 * (`Date.parse` reads a date-only text as UTC, so no daylight saving): the dashboard places each of a quarter's day
 * rows in its week with it, where a dayjs parse per row cost 0.15 ms of the request
 * (docs/decisions/0036-time-zone-arithmetic.md).
 */
export const diasEntre = (dia: string, ate: string): number =>
  Math.round((Date.parse(ate) - Date.parse(dia)) / DIA_MS);

/** The Monday of the week holding `dia`. */
export function segundaDaSemana(dia: string): string {
  const t = meiaNoiteUtc(dia);
  if (t !== null) return somaDias(dia, -((new Date(t).getUTCDay() + 6) % 7));
  const d = dayjs.utc(dia);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}

/** "2026-03-05" → "5 de março de 2026" (the calendar day itself: no time zone involved). */
export const dataExtenso = (dia: string): string =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${dia.slice(0, 10)}T12:00:00Z`),
  );

/** "2026-01-10" → "10/01/2026". */
export const dataBr = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
