import { type Mes, somaMeses } from '@consultorio/contracts/tempo';

/** Finance months as plain YYYY-MM-DD ranges; the calendar math itself is contracts' tempo.ts. */

export type { Mes };

const pad = (n: number) => String(n).padStart(2, '0');

export const mesDe = (dia: string): Mes => ({ ano: Number(dia.slice(0, 4)), mes: Number(dia.slice(5, 7)) });
export const chaveMes = ({ ano, mes }: Mes): string => `${ano}-${pad(mes)}`;
export const primeiroDia = ({ ano, mes }: Mes): string => `${ano}-${pad(mes)}-01`;

/** [first day, first day of the next month) of a month. */
export const intervaloMes = (m: Mes): { inicio: string; fim: string } => ({
  inicio: primeiroDia(m),
  fim: primeiroDia(somaMeses(m, 1)),
});

/** The `n` months ending at `ate`, oldest first. */
export const mesesAte = (ate: Mes, n: number): Mes[] =>
  Array.from({ length: n }, (_, i) => somaMeses(ate, i - (n - 1)));
