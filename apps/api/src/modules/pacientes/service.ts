import {
  excluirAPartirDe,
  MSG_PACIENTES,
  type Paciente,
  RETENCAO_ANOS,
} from '@consultorio/contracts/pacientes';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pacientes } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { type PacienteRow, toPaciente } from './linha.ts';

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
 * The one rule of an archived patient's record (docs/decisions/0078-archived-patients-read-only.md): it reads as
 * before, and every write to it is a 409 until it is restored. Every writer reaches it through
 * `buscarPacienteDoUsuario`, which applies it unless asked for a read.
 */
export function exigirPacienteEditavel(row: Pick<PacienteRow, 'arquivado_em'>): void {
  if (row.arquivado_em) throw new AppError(409, MSG_PACIENTES.arquivadoSomenteLeitura);
}

/**
 * The caller's patient, or 404 — the same answer for another user's patient or none at all. Other areas call this
 * before touching anything of a patient. By default it is for a write: an archived patient is a 409
 * (`exigirPacienteEditavel`). `leitura` opens an archived patient as it is, for the routes that only read its record
 * (the file, sessions, anamnese, entries, documents, exports). `tambemArquivado` does the same for the steps of its
 * erasure for good (modules/ciclo-paciente), never for a route. `lock` (in a transaction) holds the row until commit,
 * so a concurrent DELETE cannot remove the patient under the caller. `notFoundMessage` names what the caller was
 * looking for (e.g. a session of that patient).
 */
export async function buscarPacienteDoUsuario(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
  opts: { lock?: boolean; notFoundMessage?: string; leitura?: boolean; tambemArquivado?: boolean } = {},
): Promise<PacienteRow> {
  const query = db
    .select()
    .from(pacientes)
    .where(and(eq(pacientes.id, pacienteId), eq(pacientes.usuario_id, usuarioId)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound(opts.notFoundMessage ?? 'Paciente não encontrado.');
  if (!opts.leitura && !opts.tambemArquivado) exigirPacienteEditavel(row);
  return row;
}

/** A lookup's 404 answered as the caller's own (its entry, document… not found); a 409 passes as it is. */
export const comoNaoEncontrado =
  (message: string) =>
  (err: unknown): never => {
    if (err instanceof AppError && err.statusCode === 404) throw notFound(message);
    throw err;
  };

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

/** A session held on `data` was added: `ultima_sessao` moves to it when later (GREATEST ignores a null). */
export async function avancarUltimaSessao(
  tx: Runner,
  usuarioId: string,
  pacienteId: string,
  data: string,
): Promise<void> {
  await tx
    .update(pacientes)
    .set({ ultima_sessao: sql`greatest(${pacientes.ultima_sessao}, ${data}::date)` })
    .where(and(eq(pacientes.id, pacienteId), eq(pacientes.usuario_id, usuarioId)));
}

export async function obterPaciente(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  return toPaciente(ctx, await buscarPacienteDoUsuario(ctx.db, usuarioId, id, { leitura: true }));
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
