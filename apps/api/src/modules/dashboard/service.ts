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
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { limiteFixo, preparada } from '../../db/preparadas.ts';
import { pacientes, pacientesTotais, sessoesTotais, usuarios } from '../../db/schema.ts';
import { agendamentoDoBanco, proximosAgendamentosJson } from '../agendamentos/service.ts';
import { figurasDe, totaisDe, totaisJson } from '../financeiro/dashboard-figures.ts';

/*
 * `GET /dashboard`: the practice at a glance. The agenda and finance figures come from those areas' services; the
 * patient and session figures are small read-only aggregates on the patients area's tables (its service has no
 * practice-wide counts), always scoped by the owner and leaving archived patients out.
 */

const SEMANAS = 12;
const MAX_ANIVERSARIANTES = 50;

export async function dashboard(
  ctx: AppContext,
  usuarioId: string,
  /** The practice's time zone when the caller already has it (the session's: saves a query). */
  fusoConhecido?: string,
): Promise<Dashboard> {
  const db = ctx.db;
  const fuso = fusoConhecido ?? (await fusoDoUsuario(db, usuarioId));
  const hoje = hojeEm(fuso);
  const mes = mesDe(hoje);
  const { inicio, fim } = intervaloMes(mes);
  const semanaAtual = segundaDaSemana(hoje);
  const desde = somaDias(semanaAtual, -7 * (SEMANAS - 1));
  // Sessions per day come from sessoes_totais (kept by triggers, migrations/0011_totais.sql): the month and the 12
  // weeks in one read of at most a few hundred rows.
  const deDia = inicio < desde ? inicio : desde;
  const fimSemanas = somaDias(semanaAtual, 7);
  const ateDia = fim > fimSemanas ? fim : fimSemanas;

  // One statement, prepared once (db/preparadas.ts), one value per figure: the lists come back as JSON the database
  // writes, the agenda's and the finance's pieces from their areas (docs/decisions.md "Fast at 10,000 patients").
  const p = sql.placeholder;
  const [linha] = await preparada(db, 'painel', (r) => {
    const meus = and(eq(pacientes.usuario_id, p('usuario')), isNull(pacientes.arquivado_em));
    const aniversario = [
      sql`extract(month from ${pacientes.data_nascimento})`,
      sql`extract(day from ${pacientes.data_nascimento})`,
      asc(pacientes.nome_ordem),
    ];
    const aniv = r
      .select({
        id: pacientes.id,
        nome: pacientes.nome,
        nome_social: pacientes.nome_social,
        nascimento: pacientes.data_nascimento,
        ordem: sql<number>`row_number() over (order by ${sql.join(aniversario, sql`, `)})`.as('ordem'),
      })
      .from(pacientes)
      .where(
        and(
          meus,
          inArray(pacientes.status_tratamento, ['em_atendimento', 'em_pausa']),
          sql`extract(month from ${pacientes.data_nascimento}) = ${p('mes')}`,
        ),
      )
      // The same expressions as the index pacientes_aniversario_idx, so the rows come in this order.
      .orderBy(...aniversario)
      .limit(limiteFixo(MAX_ANIVERSARIANTES))
      .as('aniv');
    const dias = r
      .select({ dia: sessoesTotais.dia, presenca: sessoesTotais.presenca, n: sessoesTotais.quantidade })
      .from(sessoesTotais)
      .where(
        and(
          eq(sessoesTotais.usuario_id, p('usuario')),
          gte(sessoesTotais.dia, p('diaDe')),
          lt(sessoesTotais.dia, p('diaAte')),
        ),
      )
      .as('dias');
    return r
      .select({
        // Active patients from pacientes_totais (kept by triggers), the month's new ones from a range of
        // pacientes_usuario_criado_idx: no pass over every patient.
        ativos: sql<number>`coalesce((select ${pacientesTotais.quantidade} from ${pacientesTotais} where ${pacientesTotais.usuario_id} = ${p('usuario')} and ${pacientesTotais.status_tratamento} = 'em_atendimento'), 0)::int`,
        novos: sql<number>`(${r
          .select({ n: sql`count(*)::int` })
          .from(pacientes)
          .where(
            and(
              meus,
              sql`${pacientes.created_at} >= (${p('inicio')}::timestamp at time zone ${p('fuso')})`,
              sql`${pacientes.created_at} < (${p('fim')}::timestamp at time zone ${p('fuso')})`,
            ),
          )})`,
        dias: sql<
          Array<[string, string, number]>
        >`(select coalesce(json_agg(json_build_array(${dias.dia}, ${dias.presenca}, ${dias.n})), '[]'::json) from ${dias})`,
        aniversariantes: sql<
          Array<[string, string, string | null, string]>
        >`(select coalesce(json_agg(json_build_array(${aniv.id}, ${aniv.nome}, ${aniv.nome_social}, ${aniv.nascimento}) order by ${aniv.ordem}), '[]'::json) from ${aniv})`,
        totais: totaisJson(r),
        proximos: proximosAgendamentosJson(r, 5),
      })
      .from(usuarios)
      .where(eq(usuarios.id, p('usuario')));
  }).execute({
    usuario: usuarioId,
    inicio,
    fim,
    fuso,
    diaDe: deDia,
    diaAte: ateDia,
    mes: mes.mes,
    de: inicio,
    ate: fim,
  });
  const pacs = { ativos: linha?.ativos ?? 0, novos: linha?.novos ?? 0 };
  const dias = (linha?.dias ?? []).map(([dia, presenca, n]) => ({ dia, presenca, n }));
  const aniversariantes = (linha?.aniversariantes ?? []).map(([id, nome, nome_social, nascimento]) => ({
    id,
    nome,
    nome_social,
    nascimento,
  }));
  const financas = figurasDe(totaisDe(linha?.totais ?? []), mes);
  const proximos = (linha?.proximos ?? []).map((a) => agendamentoDoBanco(ctx, a, fuso));

  const doMes = { realizadas: 0, faltas: 0 };
  // Week i of the chart starts at desde + 7i (desde is a Monday).
  const semanas = Array.from({ length: SEMANAS }, () => ({ realizadas: 0, faltas: 0 }));
  for (const d of dias) {
    const realizada = d.presenca === 'realizada';
    const falta = d.presenca === 'falta' || d.presenca === 'falta_justificada';
    if (!realizada && !falta) continue;
    const n = Number(d.n);
    if (d.dia >= inicio && d.dia < fim) {
      if (realizada) doMes.realizadas += n;
      else doMes.faltas += n;
    }
    const s = semanas[Math.floor(diasEntre(desde, d.dia) / 7)];
    if (s) {
      if (realizada) s.realizadas += n;
      else s.faltas += n;
    }
  }
  const receitaMes = financas.receitaMes;
  const aReceber = financas.aReceber;

  const base = Number(doMes.realizadas) + Number(doMes.faltas);
  return {
    referencia: chaveMes(mes),
    pacientes_ativos: Number(pacs.ativos),
    novos_pacientes_mes: Number(pacs.novos),
    sessoes_mes: Number(doMes.realizadas),
    taxa_presenca_mes: base === 0 ? null : Math.round((Number(doMes.realizadas) * 1000) / base) / 10,
    receita_mes: receitaMes,
    a_receber: aReceber.valor,
    proximos_agendamentos: proximos,
    aniversariantes_mes: aniversariantes.map((p) => ({
      paciente_id: p.id,
      nome: p.nome_social ?? p.nome,
      dia: Number((p.nascimento as string).slice(8, 10)),
      idade: mes.ano - Number((p.nascimento as string).slice(0, 4)),
    })),
    sessoes_por_semana: semanas.map((s, i) => ({
      semana: somaDias(desde, 7 * i),
      realizadas: s.realizadas,
      faltas: s.faltas,
    })),
  };
}
