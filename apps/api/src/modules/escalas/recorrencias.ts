import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';

/*
 * The schedules (docs/escalas.md): a live one puts the next application of its scale in the patient's page once its
 * period has passed since the patient's last answer of that scale (from the page or typed in from paper), and
 * only while none is waiting. One INSERT … SELECT: the unique index of waiting applications (one per patient and
 * scale) makes a second run — in this process or another replica — insert nothing, whatever the scheduler's lock.
 */

/** The period of a schedule, as an SQL interval (a month is a calendar month). */
export const PERIODO_SQL = (recorrencia: SQL): SQL =>
  sql`(CASE ${recorrencia} WHEN 'semanal' THEN interval '7 days' WHEN 'quinzenal' THEN interval '14 days' ELSE interval '1 month' END)`;

/**
 * Job `aplicar-escalas`: the next application of every live schedule whose period has passed, for patients not
 * archived. Returns how many were put in patients' pages.
 */
export async function aplicarRecorrencias(ctx: AppContext, agora: Date = new Date()): Promise<number> {
  const result = await ctx.db.execute(sql`
    INSERT INTO escalas_aplicacoes (usuario_id, paciente_id, escala, recorrencia_id, recorrencia)
    SELECT r.usuario_id, r.paciente_id, r.escala, r.id, r.recorrencia
    FROM escalas_recorrencias r
    JOIN pacientes p ON p.id = r.paciente_id AND p.usuario_id = r.usuario_id AND p.arquivado_em IS NULL
    WHERE r.encerrada_em IS NULL
      AND NOT EXISTS (
        SELECT 1 FROM escalas_aplicacoes a
        WHERE a.usuario_id = r.usuario_id AND a.paciente_id = r.paciente_id AND a.escala = r.escala
          AND a.status = 'pendente')
      AND (
        SELECT max(a.respondida_em) FROM escalas_aplicacoes a
        WHERE a.usuario_id = r.usuario_id AND a.paciente_id = r.paciente_id AND a.escala = r.escala
          AND a.status = 'respondida'
      ) + ${PERIODO_SQL(sql`r.recorrencia`)} <= ${agora.toISOString()}::timestamptz
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
