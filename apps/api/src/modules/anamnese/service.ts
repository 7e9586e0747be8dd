import {
  ANAMNESE_FIELDS,
  type Anamnese,
  type AnamneseCreateParsed,
  type AnamneseUpdateParsed,
  MSG_ANAMNESE,
} from '@consultorio/contracts/anamnese';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { anamneses } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { restricaoUnicaViolada } from '../../lib/sql.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';

type AnamneseRow = typeof anamneses.$inferSelect;
type Columns = Partial<typeof anamneses.$inferInsert>;

/** An anamnese is a clinical record: a patient that has one is archived, never deleted (modules/ciclo-paciente). */
export async function temAnamnese(db: Db | Tx, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: anamneses.id })
    .from(anamneses)
    .where(and(eq(anamneses.usuario_id, usuarioId), eq(anamneses.paciente_id, pacienteId)))
    .limit(1);
  return !!row;
}

const MSG_NAO_ENCONTRADA = 'Anamnese não encontrada.';

/** Every text is decrypted here and only here (stored as FieldCipher values). */
function toAnamnese(ctx: AppContext, row: AnamneseRow): Anamnese {
  const textos = Object.fromEntries(ANAMNESE_FIELDS.map((f) => [f, ctx.cipher.decrypt(row[f])]));
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    ...(textos as Omit<Anamnese, 'id' | 'paciente_id' | 'created_at' | 'updated_at'>),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The encrypted columns of the fields present in the input (absent ones are left out). */
function toColumns(ctx: AppContext, input: AnamneseUpdateParsed): Columns {
  const cols: Record<string, string | null> = {};
  for (const f of ANAMNESE_FIELDS) {
    if (input[f] !== undefined) cols[f] = ctx.cipher.encrypt(input[f] ?? null);
  }
  return cols as Columns;
}

/** `GET /paciente/{id}/anamnese`: null while the patient has none. */
export async function obterAnamnese(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Anamnese | null> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const [row] = await ctx.db
    .select()
    .from(anamneses)
    .where(and(eq(anamneses.usuario_id, usuarioId), eq(anamneses.paciente_id, pacienteId)))
    .limit(1);
  return row ? toAnamnese(ctx, row) : null;
}

const isAnamneseDuplicate = (err: unknown): boolean =>
  restricaoUnicaViolada(err) === 'anamneses_paciente_id_unique';

/** One anamnese per patient: a second one answers 409 (edit the existing one instead). */
export async function criarAnamnese(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  input: AnamneseCreateParsed,
): Promise<Anamnese> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
      const [existing] = await tx
        .select({ id: anamneses.id })
        .from(anamneses)
        .where(eq(anamneses.paciente_id, pacienteId))
        .limit(1);
      if (existing) throw conflict('anamnese', MSG_ANAMNESE.jaExiste);
      const [inserted] = await tx
        .insert(anamneses)
        .values({
          ...toColumns(ctx, input),
          queixa_principal: ctx.cipher.encrypt(input.queixa_principal),
          usuario_id: usuarioId,
          paciente_id: pacienteId,
        })
        .returning();
      return inserted;
    });
    return toAnamnese(ctx, row);
  } catch (err) {
    if (isAnamneseDuplicate(err)) throw conflict('anamnese', MSG_ANAMNESE.jaExiste);
    throw err;
  }
}

/** Partial update: the fields sent replace the stored ones (null clears; queixa_principal cannot be cleared). */
export async function atualizarAnamnese(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: AnamneseUpdateParsed,
): Promise<Anamnese> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(anamneses)
      .where(and(eq(anamneses.id, id), eq(anamneses.usuario_id, usuarioId)))
      .limit(1)
      .for('update');
    if (!current) throw notFound(MSG_NAO_ENCONTRADA);
    // The anamnese of an archived patient is kept as it was: 404 like everything else of that patient.
    await buscarPacienteDoUsuario(tx, usuarioId, current.paciente_id, {
      notFoundMessage: MSG_NAO_ENCONTRADA,
    });
    const cols = toColumns(ctx, patch);
    if (Object.keys(cols).length === 0) return current;
    const [updated] = await tx
      .update(anamneses)
      .set({ ...cols, updated_at: sql`now()` })
      .where(and(eq(anamneses.id, id), eq(anamneses.usuario_id, usuarioId)))
      .returning();
    return updated;
  });
  return toAnamnese(ctx, row);
}
