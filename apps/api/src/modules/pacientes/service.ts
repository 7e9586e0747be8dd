import { excluirAPartirDe, type Paciente, RETENCAO_ANOS } from '@consultorio/contracts/pacientes';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pacientes } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { type PacienteRow, toPaciente } from './linha.ts';
import { visivel } from './queries.ts';

/*
 * The patients area's lookup: one patient of the caller, visible or archived. The list and search are ./lista.ts,
 * the writes ./escrita.ts; what a patient's deletion, archive, restoration or erasure does across the areas is the
 * patient's life cycle (modules/ciclo-paciente).
 */

export type { ListPacientesQuery } from './queries.ts';
export { type PacienteRow, toPaciente };

type Runner = Db | Tx;

/**
 * Legal retention of an archived patient's records: CFP Resolution 001/2009 art. 4 (at least 5 years), counted from
 * the latest clinical record (contracts `excluirAPartirDe`). Nothing is ever erased automatically: the psychologist
 * sees the archived patients (`GET /pacientes/arquivados`) and erases one for good (`DELETE
 * /paciente/{id}/definitivo`) once the period is over, or before with a stated legal reason that goes to the audit
 * trail (docs/product.md §8.3, docs/decisions/0051-record-retention.md).
 */
export const RETENCAO_ARQUIVO_ANOS = RETENCAO_ANOS;

// ---------------------------------------------------------------------------------------------------------------
// Ownership

/**
 * The caller's patient, or 404 — the same answer for another user's patient, an archived one or none at all.
 * Other areas call this before touching anything of a patient. `lock` (in a transaction) holds the row until
 * commit, so a concurrent DELETE cannot remove the patient under the caller. `notFoundMessage` names what the caller
 * was looking for (e.g. a session of that patient). `tambemArquivado` also finds an archived patient: for the steps
 * of its erasure for good (modules/ciclo-paciente), never for a route.
 */
export async function buscarPacienteDoUsuario(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
  opts: { lock?: boolean; notFoundMessage?: string; tambemArquivado?: boolean } = {},
): Promise<PacienteRow> {
  const dono = opts.tambemArquivado ? eq(pacientes.usuario_id, usuarioId) : visivel(usuarioId);
  const query = db
    .select()
    .from(pacientes)
    .where(and(eq(pacientes.id, pacienteId), dono))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound(opts.notFoundMessage ?? 'Paciente não encontrado.');
  return row;
}

/** Kept by the sessions service: the date of the last session held, for the list and its ordering. */
export async function definirUltimaSessao(
  tx: Runner,
  usuarioId: string,
  pacienteId: string,
  data: string | null,
): Promise<void> {
  await tx
    .update(pacientes)
    .set({ ultima_sessao: data })
    .where(and(eq(pacientes.id, pacienteId), eq(pacientes.usuario_id, usuarioId)));
}

export async function obterPaciente(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  return toPaciente(ctx, await buscarPacienteDoUsuario(ctx.db, usuarioId, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Archived patients (docs/product.md §8.3)

/** The caller's archived patients. */
export const arquivado = (usuarioId: string) =>
  and(eq(pacientes.usuario_id, usuarioId), isNotNull(pacientes.arquivado_em));

/** The caller's archived patient, locked, or 404 (also for another user's id or a patient still in the list). */
export async function buscarArquivadoDoUsuario(
  db: Runner,
  usuarioId: string,
  id: string,
): Promise<PacienteRow> {
  const [row] = await db
    .select()
    .from(pacientes)
    .where(and(eq(pacientes.id, id), arquivado(usuarioId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('Paciente arquivado não encontrado.');
  return row;
}

/** The retention dates of an archived patient: its latest clinical record (any area) and the first day it may go. */
export function datasDaRetencao(arquivadoEm: Date, ultimoRegistro: string | null) {
  return {
    ultimo_registro_em: ultimoRegistro,
    excluir_a_partir_de: excluirAPartirDe(ultimoRegistro, arquivadoEm.toISOString().slice(0, 10)),
  };
}
