import type { Dashboard } from '@consultorio/contracts/dashboard';
import {
  chaveMes,
  hojeEm,
  intervaloMes,
  mesDe,
  segundaDaSemana,
  somaDias,
} from '@consultorio/contracts/tempo';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { pacientes, sessoes } from '../../db/schema.ts';
import { proximosAgendamentos } from '../agendamentos/service.ts';
import { receitaDoMes, totalAReceber } from '../financeiro/dashboard-figures.ts';

/*
 * `GET /dashboard`: the practice at a glance. The agenda and finance figures come from those areas' services; the
 * patient and session figures are small read-only aggregates on the patients area's tables (its service has no
 * practice-wide counts), always scoped by the owner and leaving archived patients out.
 */

const SEMANAS = 12;
const MAX_ANIVERSARIANTES = 50;

export async function dashboard(ctx: AppContext, usuarioId: string): Promise<Dashboard> {
  const db = ctx.db;
  const fuso = await fusoDoUsuario(db, usuarioId);
  const hoje = hojeEm(fuso);
  const mes = mesDe(hoje);
  const { inicio, fim } = intervaloMes(mes);
  const semanaAtual = segundaDaSemana(hoje);
  const desde = somaDias(semanaAtual, -7 * (SEMANAS - 1));
  const meus = and(eq(pacientes.usuario_id, usuarioId), isNull(pacientes.arquivado_em));
  const semana = sql<string>`(date_trunc('week', ${sessoes.data}::timestamp))::date::text`;
  const realizadas = sql<number>`(count(*) filter (where ${sessoes.presenca} = 'realizada'))::int`;
  const faltas = sql<number>`(count(*) filter (where ${sessoes.presenca} in ('falta', 'falta_justificada')))::int`;

  const [[pacs], [doMes], porSemana, aniversariantes, receitaMes, aReceber, proximos] = await Promise.all([
    db
      .select({
        ativos: sql<number>`(count(*) filter (where ${pacientes.status_tratamento} = 'em_atendimento'))::int`,
        novos: sql<number>`(count(*) filter (where ${pacientes.created_at} >= (${inicio}::timestamp at time zone ${fuso}) and ${pacientes.created_at} < (${fim}::timestamp at time zone ${fuso})))::int`,
      })
      .from(pacientes)
      .where(meus),
    db
      .select({ realizadas, faltas })
      .from(sessoes)
      .where(and(eq(sessoes.usuario_id, usuarioId), gte(sessoes.data, inicio), lt(sessoes.data, fim))),
    db
      .select({ semana, realizadas, faltas })
      .from(sessoes)
      .where(
        and(
          eq(sessoes.usuario_id, usuarioId),
          gte(sessoes.data, desde),
          lt(sessoes.data, somaDias(semanaAtual, 7)),
        ),
      )
      .groupBy(semana),
    db
      .select({
        id: pacientes.id,
        nome: pacientes.nome,
        nome_social: pacientes.nome_social,
        nascimento: pacientes.data_nascimento,
      })
      .from(pacientes)
      .where(
        and(
          meus,
          inArray(pacientes.status_tratamento, ['em_atendimento', 'em_pausa']),
          sql`extract(month from ${pacientes.data_nascimento}) = ${mes.mes}`,
        ),
      )
      .orderBy(sql`extract(day from ${pacientes.data_nascimento})`, asc(pacientes.nome_ordem))
      .limit(MAX_ANIVERSARIANTES),
    receitaDoMes(db, usuarioId, mes),
    totalAReceber(db, usuarioId),
    proximosAgendamentos(db, usuarioId, 5),
  ]);

  const base = Number(doMes.realizadas) + Number(doMes.faltas);
  const semanas = new Map(porSemana.map((s) => [s.semana, s]));
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
    sessoes_por_semana: Array.from({ length: SEMANAS }, (_, i) => {
      const inicioSemana = somaDias(desde, 7 * i);
      const s = semanas.get(inicioSemana);
      return {
        semana: inicioSemana,
        realizadas: Number(s?.realizadas ?? 0),
        faltas: Number(s?.faltas ?? 0),
      };
    }),
  };
}
