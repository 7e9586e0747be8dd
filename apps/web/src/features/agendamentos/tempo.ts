import { FUSO_PADRAO } from '@consultorio/contracts/agendamentos';

/*
 * The agenda shows the practice's time zone (the profile's fuso_horario), whatever the browser's zone is: a
 * psychologist travelling still sees "14:00" for the 14:00 session. Everything here is plain Intl, so the same
 * rules drive FullCalendar (through a named-time-zone implementation) and the forms.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(fuso: string): Intl.DateTimeFormat {
  let f = formatters.get(fuso);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(fuso, f);
  }
  return f;
}

/** The zone if the browser knows it, else the practice default. */
export function fusoValido(fuso: string | null | undefined): string {
  if (!fuso) return FUSO_PADRAO;
  try {
    formatter(fuso);
    return fuso;
  } catch {
    return FUSO_PADRAO;
  }
}

/** An instant (ms) → [year, month (0-11), day, hour, minute, second, ms] of the wall clock in `fuso`. */
export function paraArray(ms: number, fuso: string): number[] {
  const parts: Record<string, number> = {};
  for (const p of formatter(fuso).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const millis = ((ms % 1000) + 1000) % 1000;
  return [parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second, millis];
}

const utcDeArray = (a: number[]) =>
  Date.UTC(a[0], a[1] ?? 0, a[2] ?? 1, a[3] ?? 0, a[4] ?? 0, a[5] ?? 0, a[6] ?? 0);

/** Offset (minutes east of UTC) of `fuso` at an instant. */
const offsetEm = (ms: number, fuso: string) => (utcDeArray(paraArray(ms, fuso)) - ms) / 60_000;

/** Offset (minutes) in effect for a wall-clock time given as an array (see paraArray). */
export function offsetDeArray(a: number[], fuso: string): number {
  const wall = utcDeArray(a);
  const primeiro = offsetEm(wall, fuso);
  return offsetEm(wall - primeiro * 60_000, fuso);
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');
const offsetTexto = (min: number) =>
  `${min < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(min) / 60))}:${pad(Math.abs(min) % 60)}`;

/** A local day and time in `fuso` → ISO instant with that offset, e.g. 2026-03-10T14:00:00-03:00. */
export function instanteLocal(dia: string, hora: string, fuso: string): string {
  const [y, m, d] = dia.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  const offset = offsetDeArray([y, m - 1, d, h, min, 0, 0], fuso);
  return `${dia}T${pad(h)}:${pad(min)}:00${offsetTexto(offset)}`;
}

/** An instant → ISO with the offset of `fuso`. */
export function isoNoFuso(instante: Date | string | number, fuso: string): string {
  const ms = new Date(instante).getTime();
  const [y, mo, d, h, mi, s] = paraArray(ms, fuso);
  return `${y}-${pad(mo + 1)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${offsetTexto(offsetEm(ms, fuso))}`;
}

/** An instant → its local day (YYYY-MM-DD) and time (HH:MM) in `fuso`. */
export function partesLocais(instante: Date | string | number, fuso: string): { dia: string; hora: string } {
  const [y, mo, d, h, mi] = paraArray(new Date(instante).getTime(), fuso);
  return { dia: `${y}-${pad(mo + 1)}-${pad(d)}`, hora: `${pad(h)}:${pad(mi)}` };
}

/** "ter., 10/03/2026 · 14:00–14:50" style texts, always in the practice's zone. */
export function formatarData(
  instante: string | Date,
  fuso: string,
  opts: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, ...opts }).format(new Date(instante));
}

export const dataHora = (instante: string | Date, fuso: string) =>
  formatarData(instante, fuso, { day: '2-digit', month: '2-digit', year: 'numeric' }) +
  ' às ' +
  formatarData(instante, fuso, { hour: '2-digit', minute: '2-digit' });

export const hora = (instante: string | Date, fuso: string) =>
  formatarData(instante, fuso, { hour: '2-digit', minute: '2-digit' });

/** Today (YYYY-MM-DD) in `fuso`. */
export const hojeNoFuso = (fuso: string, agora = Date.now()) => partesLocais(agora, fuso).dia;

/** "segunda-feira, 30 de novembro" → "Segunda-feira, 30 de novembro" (pt-BR keeps the rest in lower case). */
export const capitalizar = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);
