import type { Dashboard } from '@consultorio/contracts/dashboard';
import {
  chaveMes,
  diasEntre,
  hojeEm,
  intervaloMes,
  mesDe,
  segundaDaSemana,
  somaDias,
} from '@consultorio/contracts/tempo';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { preparada } from '../../db/preparadas.ts';
import { agendamentoDoBanco } from '../agendamentos/service.ts';
import { figurasDe, totaisDe } from '../financeiro/dashboard-figures.ts';
import { painel } from './queries.ts';

/*
 * `GET /dashboard`: the practice at a glance. The agenda and finance figures come from those areas' services; the
 * patient and session figures are small read-only aggregates on the patients area's tables (its service has no
 * practice-wide counts), always scoped by the owner and leaving archived patients out. The statement is in
 * ./queries.ts.
 */

const SEMANAS = 12;

export async function dashboard(
  ctx: AppContext,
  usuarioId: string,
  /** The practice's time zone when the caller already has it (the session's: saves a query). */
  fusoConhecido?: string,
): Promise<Dashboard> {
  const fuso = fusoConhecido ?? (await fusoDoUsuario(ctx.db, usuarioId));
  const hoje = hojeEm(fuso);
  const mes = mesDe(hoje);
  const { inicio, fim } = intervaloMes(mes);
  const desde = somaDias(segundaDaSemana(hoje), -7 * (SEMANAS - 1));
  const [linha] = await preparada(ctx.db, 'painel', painel).execute({
    usuario: usuarioId,
    inicio,
    fim,
    fuso,
    ...diasLidos({ inicio, fim }, desde),
    mes: mes.mes,
    de: inicio,
    ate: fim,
  });
  const dias = (linha?.dias ?? []).map(([dia, presenca, n]) => ({ dia, presenca, n }));
  const { doMes, semanas } = contarSessoes(dias, { inicio, fim }, desde);
  const financas = figurasDe(totaisDe(linha?.totais ?? []), mes);
  const base = doMes.realizadas + doMes.faltas;
  return {
    referencia: chaveMes(mes),
    pacientes_ativos: Number(linha?.ativos ?? 0),
    novos_pacientes_mes: Number(linha?.novos ?? 0),
    sessoes_mes: doMes.realizadas,
    taxa_presenca_mes: base === 0 ? null : Math.round((doMes.realizadas * 1000) / base) / 10,
    receita_mes: financas.receitaMes,
    a_receber: financas.aReceber.valor,
    proximos_agendamentos: (linha?.proximos ?? []).map((a) => agendamentoDoBanco(ctx, a, fuso)),
    aniversariantes_mes: (linha?.aniversariantes ?? []).map(([id, nome, nome_social, nascimento]) => ({
      paciente_id: id,
      nome: nome_social ?? nome,
      dia: Number(nascimento.slice(8, 10)),
      idade: mes.ano - Number(nascimento.slice(0, 4)),
    })),
    sessoes_por_semana: semanas.map((s, i) => ({
      semana: somaDias(desde, 7 * i),
      realizadas: s.realizadas,
      faltas: s.faltas,
    })),
  };
}

/**
 * The days of sessions read: the month and the 12 weeks (from `desde`, a Monday, to the end of this week) in one
 * read of sessoes_totais (kept by triggers, migrations/0011_totais.sql).
 */
function diasLidos(mes: { inicio: string; fim: string }, desde: string): { diaDe: string; diaAte: string } {
  const fimSemanas = somaDias(desde, 7 * SEMANAS);
  return {
    diaDe: mes.inicio < desde ? mes.inicio : desde,
    diaAte: mes.fim > fimSemanas ? mes.fim : fimSemanas,
  };
}

interface Contagem {
  realizadas: number;
  faltas: number;
}

/** Sessions held and missed in the month and in each of the 12 weeks (week i starts at desde + 7i). */
function contarSessoes(
  dias: Array<{ dia: string; presenca: string; n: number }>,
  mes: { inicio: string; fim: string },
  desde: string,
): { doMes: Contagem; semanas: Contagem[] } {
  const doMes = { realizadas: 0, faltas: 0 };
  const semanas = Array.from({ length: SEMANAS }, () => ({ realizadas: 0, faltas: 0 }));
  for (const d of dias) {
    const realizada = d.presenca === 'realizada';
    const falta = d.presenca === 'falta' || d.presenca === 'falta_justificada';
    if (!realizada && !falta) continue;
    const n = Number(d.n);
    if (d.dia >= mes.inicio && d.dia < mes.fim) {
      if (realizada) doMes.realizadas += n;
      else doMes.faltas += n;
    }
    const s = semanas[Math.floor(diasEntre(desde, d.dia) / 7)];
    if (s) {
      if (realizada) s.realizadas += n;
      else s.faltas += n;
    }
  }
  return { doMes, semanas };
}
