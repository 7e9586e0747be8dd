import { hojeEm } from '@consultorio/contracts/pacientes';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { usuarios } from '../../db/schema.ts';

/** Calendar months and days as plain YYYY-MM-DD strings (no time zone arithmetic after "today" is known). */

export interface Mes {
  ano: number;
  mes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The user's practice time zone (profile fuso_horario, default America/Sao_Paulo). */
export async function fusoDoUsuario(db: Db | Tx, usuarioId: string): Promise<string> {
  const [row] = await db
    .select({ fuso: usuarios.fuso_horario })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId))
    .limit(1);
  return row?.fuso ?? 'America/Sao_Paulo';
}

export function hojeNoFuso(fuso: string): string {
  try {
    return hojeEm(fuso);
  } catch {
    return hojeEm();
  }
}

export const mesDe = (dia: string): Mes => ({ ano: Number(dia.slice(0, 4)), mes: Number(dia.slice(5, 7)) });
export const chaveMes = ({ ano, mes }: Mes): string => `${ano}-${pad(mes)}`;
export const primeiroDia = ({ ano, mes }: Mes): string => `${ano}-${pad(mes)}-01`;

export function somaMeses({ ano, mes }: Mes, n: number): Mes {
  const idx = ano * 12 + (mes - 1) + n;
  return { ano: Math.floor(idx / 12), mes: (idx % 12) + 1 };
}

/** [first day, first day of the next month) of a month. */
export const intervaloMes = (m: Mes): { inicio: string; fim: string } => ({
  inicio: primeiroDia(m),
  fim: primeiroDia(somaMeses(m, 1)),
});

/** The `n` months ending at `ate`, oldest first. */
export const mesesAte = (ate: Mes, n: number): Mes[] =>
  Array.from({ length: n }, (_, i) => somaMeses(ate, i - (n - 1)));

/** A calendar day plus `n` days (YYYY-MM-DD). */
export function somaDias(dia: string, n: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding `dia`. */
export function segundaDaSemana(dia: string): string {
  const dow = new Date(`${dia}T00:00:00Z`).getUTCDay();
  return somaDias(dia, -((dow + 6) % 7));
}

/** "2026-01-10" → "10/01/2026". */
export const dataBr = (dia: string): string => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
