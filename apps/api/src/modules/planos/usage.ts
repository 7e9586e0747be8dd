import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { anexos, pacientes, pacientesTotais } from '../../db/schema.ts';

/** What a plan limits. Each has a limit column in `planos` and a counter below. */
export type UsageKind = 'pacientes' | 'anexos';

/**
 * Counts a user's rows of one kind. Runs on `db`, which is the caller's transaction when there is one (a locked
 * check inside a transaction then sees its own writes; on PGlite a query outside it would wait for it forever).
 */
export type UsageCounter = (db: Db | Tx, usuarioId: string) => Promise<number>;

/*
 * Usage counters: the `stats` of GET /user/plan-info, the `limit` check of the plan gate and of exigirPlano,
 * and the attachments' upload. The plans area reads the two counts itself, each from the table that holds the rows
 * (written only by the patients and attachments areas), so the plan gate needs nothing but the database.
 */

/**
 * Patients count against the plan's limit while they are not archived: the sum of pacientes_totais (kept by
 * triggers in the same transaction as every write, so a locked check inside a transaction sees its own writes).
 */
const contarPacientes: UsageCounter = async (db, usuarioId) => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pacientesTotais.quantidade}), 0)::int` })
    .from(pacientesTotais)
    .where(eq(pacientesTotais.usuario_id, usuarioId));
  return Number(row.n);
};

/**
 * The attachments of patients in care. Those of an archived patient are kept for the legal retention (and can no
 * longer be opened or deleted by the user), so they stop counting, like the patient.
 */
const contarAnexos: UsageCounter = async (db, usuarioId) => {
  const [row] = await db
    .select({ n: count() })
    .from(anexos)
    .innerJoin(pacientes, eq(pacientes.id, anexos.paciente_id))
    // The patients' owner too: whichever way the join is run, only this account's patients are read.
    .where(
      and(
        eq(anexos.usuario_id, usuarioId),
        eq(pacientes.usuario_id, usuarioId),
        isNull(pacientes.arquivado_em),
      ),
    );
  return row.n;
};

/** Every kind a plan limits and how it is counted (tests replace an entry with `vi.spyOn`). */
export const contadoresDeUso: Record<UsageKind, UsageCounter> = {
  pacientes: contarPacientes,
  anexos: contarAnexos,
};

export async function contarUso(db: Db | Tx, kind: UsageKind, usuarioId: string): Promise<number> {
  return contadoresDeUso[kind](db, usuarioId);
}
