import {
  MSG_PACIENTES,
  type Paciente,
  type PacienteCreateParsed,
  type PacienteUpdateParsed,
  regrasPaciente,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pacientes } from '../../db/schema.ts';
import { AppError, conflict, type FieldErrors, notFound, unprocessable } from '../../lib/errors.ts';
import { restricaoUnicaViolada } from '../../lib/sql.ts';
import { exigirPlano } from '../planos/service.ts';
import { toColumns, toPaciente } from './linha.ts';
import { visivel } from './queries.ts';
import { buscarArquivadoDoUsuario, buscarPacienteDoUsuario } from './service.ts';

/*
 * The patients area's writes: registering, changing, importing, and the patient row's own steps of the life cycle
 * (archived, restored, removed), which modules/ciclo-paciente runs in order with the other areas' steps.
 */

type Runner = Db | Tx;

function assertRegras(p: Parameters<typeof regrasPaciente>[0]): void {
  const violadas = regrasPaciente(p);
  if (violadas.length === 0) return;
  const errors: FieldErrors = {};
  for (const v of violadas) {
    const field = v.path.join('.');
    errors[field] = [...(errors[field] ?? []), v.message];
  }
  throw new AppError(422, violadas[0].message, { errors });
}

async function assertCpfLivre(db: Runner, usuarioId: string, cpf: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ id: pacientes.id })
    .from(pacientes)
    .where(and(visivel(usuarioId), eq(pacientes.cpf, cpf), exceptId ? ne(pacientes.id, exceptId) : undefined))
    .limit(1);
  if (row) throw conflict('cpf', MSG_PACIENTES.cpfDuplicado);
}

/** The 409 of a CPF another patient of the account took meanwhile (lib/sql.ts). */
function cpfViolation(err: unknown): AppError | null {
  return restricaoUnicaViolada(err) === 'pacientes_usuario_cpf_unique'
    ? conflict('cpf', MSG_PACIENTES.cpfDuplicado)
    : null;
}

/**
 * Creates a patient. The plan is checked again inside the transaction with the user's row locked, so two
 * concurrent creations cannot both take the last free place (the route's requirePlan answers the common case).
 */
export async function cadastrarPaciente(
  ctx: AppContext,
  usuarioId: string,
  input: PacienteCreateParsed,
): Promise<Paciente> {
  assertRegras(input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await exigirPlano(ctx, usuarioId, { limit: 'pacientes' }, tx);
      if (input.cpf) await assertCpfLivre(tx, usuarioId, input.cpf);
      const [inserted] = await tx
        .insert(pacientes)
        .values({
          ...toColumns(ctx, input),
          nome: input.nome,
          telefone: input.telefone,
          status_tratamento: input.status_tratamento ?? 'em_atendimento',
          usuario_id: usuarioId,
        })
        .returning();
      return inserted;
    });
    return toPaciente(ctx, row);
  } catch (err) {
    throw cpfViolation(err) ?? err;
  }
}

/**
 * Patients of an import (modules/importacoes), already checked row by row with the form's rules, inserted in
 * batches inside the caller's transaction (which holds the plan's lock and has decided what fits the plan).
 */
export async function inserirPacientes(
  ctx: AppContext,
  tx: Tx,
  usuarioId: string,
  entradas: readonly PacienteCreateParsed[],
): Promise<void> {
  const LOTE = 500;
  try {
    for (let i = 0; i < entradas.length; i += LOTE) {
      await tx.insert(pacientes).values(
        entradas.slice(i, i + LOTE).map((input) => ({
          ...toColumns(ctx, input),
          nome: input.nome,
          telefone: input.telefone,
          status_tratamento: input.status_tratamento ?? 'em_atendimento',
          usuario_id: usuarioId,
        })),
      );
    }
  } catch (err) {
    throw cpfViolation(err) ?? err;
  }
}

/** Partial update: the fields sent replace the stored ones; the cross-field rules hold on the result. */
export async function atualizarPaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: PacienteUpdateParsed,
): Promise<Paciente> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = await buscarPacienteDoUsuario(tx, usuarioId, id, { lock: true });
      const pick = <K extends 'data_nascimento' | 'responsavel' | 'contato_emergencia'>(k: K) =>
        patch[k] !== undefined ? patch[k] : current[k];
      assertRegras({
        data_nascimento: pick('data_nascimento'),
        responsavel: pick('responsavel'),
        contato_emergencia: pick('contato_emergencia'),
      });
      if (patch.cpf && patch.cpf !== current.cpf) await assertCpfLivre(tx, usuarioId, patch.cpf, id);
      const cols = toColumns(ctx, patch);
      if (Object.keys(cols).length === 0) return current;
      const [updated] = await tx
        .update(pacientes)
        .set({ ...cols, updated_at: sql`now()` })
        .where(and(eq(pacientes.id, id), visivel(usuarioId)))
        .returning();
      return updated;
    });
    return toPaciente(ctx, row);
  } catch (err) {
    throw cpfViolation(err) ?? err;
  }
}

/**
 * `PUT /paciente/status/{id}`. `psicologo` (sent by the original client) must be the caller: a patient belongs to
 * one psychologist and cannot be handed to another account, so any other id is a validation error (422).
 */
export async function alterarStatusPaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: { status_tratamento: StatusTratamento; psicologo?: string },
): Promise<Paciente> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, id);
  if (input.psicologo !== undefined && input.psicologo !== usuarioId) {
    throw unprocessable('psicologo', MSG_PACIENTES.psicologoInvalido);
  }
  const [row] = await ctx.db
    .update(pacientes)
    .set({ status_tratamento: input.status_tratamento, updated_at: sql`now()` })
    .where(and(eq(pacientes.id, id), visivel(usuarioId)))
    .returning();
  if (!row) throw notFound('Paciente não encontrado.');
  return toPaciente(ctx, row);
}

/**
 * The patient leaves the lists and counts; its file reads as before and refuses writes
 * (docs/decisions/0078-archived-patients-read-only.md).
 */
export async function arquivarPaciente(tx: Tx, usuarioId: string, id: string): Promise<void> {
  await tx
    .update(pacientes)
    .set({ arquivado_em: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)));
}

/** The patient row goes (the record entries and the anamnese with it: foreign keys ON DELETE CASCADE). */
export async function removerPaciente(tx: Tx, usuarioId: string, id: string): Promise<void> {
  await tx.delete(pacientes).where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)));
}

/**
 * `POST /paciente/{id}/restaurar`: the archived patient comes back to the list. It takes a place of the plan like a
 * new patient (checked in the transaction with the user's row locked, as `cadastrarPaciente`), and its CPF must not be
 * in use by a patient registered after the archiving (409).
 */
export async function restaurarDoArquivo(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const atual = await buscarArquivadoDoUsuario(tx, usuarioId, id);
      await exigirPlano(ctx, usuarioId, { limit: 'pacientes' }, tx);
      if (atual.cpf) await assertCpfLivre(tx, usuarioId, atual.cpf);
      const [restaurado] = await tx
        .update(pacientes)
        .set({ arquivado_em: null, updated_at: sql`now()` })
        .where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)))
        .returning();
      return restaurado;
    });
    return toPaciente(ctx, row);
  } catch (err) {
    throw cpfViolation(err) ?? err;
  }
}
