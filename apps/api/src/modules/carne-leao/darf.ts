import dayjs from 'dayjs';
import { pacote } from '../../lib/primeiro-uso.ts';

/*
 * DARF due date of the Carnê-Leão: the last business day of the month after the one of the income
 * (docs/carne-leao.md). National holidays come from `date-holidays` (BR, no state): its public and bank holidays
 * (Carnival Monday and Tuesday are bank holidays). 31 December has no bank business in Brazil either, which the
 * library lists only as "optional"; it is taken as a non-business day.
 */

const feriadosBr = pacote(async () => {
  const { default: Holidays } = await import('date-holidays');
  return new Holidays('BR');
});
const porAno = new Map<number, Set<string>>();

async function diasSemExpediente(ano: number): Promise<Set<string>> {
  let dias = porAno.get(ano);
  if (!dias) {
    const feriados = await feriadosBr();
    dias = new Set(
      feriados
        .getHolidays(ano)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    );
    dias.add(`${ano}-12-31`);
    porAno.set(ano, dias);
  }
  return dias;
}

/** A weekday that is not a national or bank holiday (YYYY-MM-DD). */
export async function ehDiaUtil(dia: string): Promise<boolean> {
  const d = dayjs(dia);
  const semana = d.day();
  return semana !== 0 && semana !== 6 && !(await diasSemExpediente(d.year())).has(dia);
}

/** Due date (YYYY-MM-DD) of the DARF for the income of (mes, ano). */
export async function vencimentoDarf(mes: number, ano: number): Promise<string> {
  let dia = dayjs(`${ano}-${String(mes).padStart(2, '0')}-01`)
    .add(1, 'month')
    .endOf('month');
  while (!(await ehDiaUtil(dia.format('YYYY-MM-DD')))) dia = dia.subtract(1, 'day');
  return dia.format('YYYY-MM-DD');
}
