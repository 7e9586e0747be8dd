import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessoes } from '../../db/schema.ts';

type Runner = Db | Tx;

export interface EstatisticasSessoes {
  total_sessoes: number;
  sessoes_realizadas: number;
  faltas: number;
  taxa_presenca: number | null;
  primeira_sessao: string | null;
  ultima_sessao: string | null;
  total_recebido: number;
  total_pendente: number;
}

/**
 * One aggregate over the patient's sessions. primeira/ultima_sessao are the first and last sessions held
 * (realizada); taxa_presenca = realizadas / (realizadas + faltas) × 100 with one decimal, null without such sessions;
 * total_recebido sums paid sessions; total_pendente sums held sessions not paid. Sums in centavos.
 */
export async function estatisticasSessoes(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
): Promise<EstatisticasSessoes> {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      realizadas: sql<number>`count(*) filter (where ${sessoes.presenca} = 'realizada')::int`,
      faltas: sql<number>`count(*) filter (where ${sessoes.presenca} in ('falta', 'falta_justificada'))::int`,
      primeira: sql<
        string | null
      >`(min(${sessoes.data}) filter (where ${sessoes.presenca} = 'realizada'))::text`,
      ultima: sql<
        string | null
      >`(max(${sessoes.data}) filter (where ${sessoes.presenca} = 'realizada'))::text`,
      recebido: sql<string>`coalesce(sum(${sessoes.valor_centavos}) filter (where ${sessoes.pago}), 0)::text`,
      pendente: sql<string>`coalesce(sum(${sessoes.valor_centavos}) filter (where ${sessoes.presenca} = 'realizada' and not ${sessoes.pago}), 0)::text`,
    })
    .from(sessoes)
    .where(and(eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId)));
  const realizadas = Number(r.realizadas);
  const faltas = Number(r.faltas);
  const base = realizadas + faltas;
  return {
    total_sessoes: Number(r.total),
    sessoes_realizadas: realizadas,
    faltas,
    taxa_presenca: base === 0 ? null : Math.round((realizadas * 1000) / base) / 10,
    primeira_sessao: r.primeira,
    ultima_sessao: r.ultima,
    total_recebido: Number(r.recebido) / 100,
    total_pendente: Number(r.pendente) / 100,
  };
}
