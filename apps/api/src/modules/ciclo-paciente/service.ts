import type { Estatisticas } from '@consultorio/contracts/pacientes';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { anamneses, anexos, documentos, prontuarios, sessoes } from '../../db/schema.ts';
import {
  desvincularSessao,
  excluirAgendamentosDoPaciente,
  proximoAgendamentoSql,
  proximosAgendamentos,
  vincularSessao,
} from '../agendamentos/service.ts';
import { temAnamnese } from '../anamnese/service.ts';
import { contarAnexosDoPaciente, excluirAnexosDoPaciente, temAnexos } from '../anexos/service.ts';
import { temDocumentos } from '../documentos/service.ts';
import {
  atualizarReceitaDaSessao,
  desvincularLancamentosDoPaciente,
  gerarReceitaDaSessao,
  soltarReceitaDaSessao,
} from '../financeiro/receitas-de-sessao.ts';
import { contarProntuarios, temProntuarios } from '../prontuarios/service.ts';
import { excluirSessoesDoPaciente, type SessaoRegistrada, temSessaoClinica } from '../sessoes/service.ts';

type Runner = Db | Tx;

/*
 * The patient's life cycle: what each area does when a patient is deleted or archived, what the patient's statistics
 * gather, and what follows a session's registration, edit and deletion. The patients and sessions areas sit below
 * the others (.dependency-cruiser.cjs, CAMADAS), so they reach these steps through the AppContext (context.ts builds
 * it with `cicloPaciente`); this module, above every area, lists the participants of each step in one place.
 *
 * Every step is scoped by `usuarioId` and uses the `db`/`tx` it is given: on PGlite a query outside the open
 * transaction waits for it forever.
 */

/** The figures of `GET /paciente/{id}/estatisticas` other areas than the sessions own. */
export type EstatisticasDeOutrasAreas = Pick<
  Estatisticas,
  'proxima_sessao' | 'prontuarios_count' | 'anexos_count'
>;

export interface CicloPaciente {
  /**
   * True when any area holds a clinical record of the patient (CFP 001/2009: records are kept): then the patient's
   * DELETE archives it instead of deleting it.
   */
  hasClinicalRecords(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean>;
  /** Every area's rows of a patient without clinical records, removed or detached in the deletion's transaction. */
  deleteDependents(tx: Tx, usuarioId: string, pacienteId: string): Promise<void>;
  /**
   * The date (a `date`, or NULL) of the patient's latest clinical record in any area, as a scalar SQL expression on
   * the patient id column `pacienteId`: the start of the legal retention (docs/product.md §8.3).
   */
  ultimoRegistroSql(usuarioId: string, pacienteId: SQL): SQL;
  /**
   * An archived patient erased for good (after the retention, or with a legal reason): every area's rows go or are
   * detached like `deleteDependents`, and the attachments' stored files are deleted, in the caller's transaction.
   * The record entries and the anamnese go with the patient row (foreign keys ON DELETE CASCADE).
   */
  eraseArchived(tx: Tx, ctx: AppContext, usuarioId: string, pacienteId: string): Promise<void>;
  estatisticas(db: Runner, usuarioId: string, pacienteId: string): Promise<EstatisticasDeOutrasAreas>;
  /**
   * The start of each patient's next appointment as a scalar SQL expression (a timestamptz or NULL) on the patient id
   * column `pacienteId`, so the patient list reads it in its own statement.
   */
  proximoAgendamentoSql(usuarioId: string | Placeholder, pacienteId: SQL): SQL;
  /**
   * After a session is inserted, in its transaction. `gerarLancamento` is the request's gerar_lancamento: the
   * finance area creates the session's receita (and refuses, aborting the registration, while the plan lacks
   * gestao_financeira).
   */
  onSessaoCreated(
    tx: Tx,
    ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { gerarLancamento: boolean },
  ): Promise<void>;
  /** A session registered by the sessions area for an appointment (agendamento_id): the agenda marks it. */
  onSessaoDoAgendamento(tx: Tx, sessao: SessaoRegistrada): Promise<void>;
  /** After a session is edited (`PUT /sessao/{id}`), in its transaction: its receita follows. */
  onSessaoUpdated(tx: Tx, ctx: AppContext, sessao: SessaoRegistrada): Promise<void>;
  /**
   * Before the session row is deleted, in its transaction: its appointment lets go of it, and its receita is
   * detached, or deleted when `excluirLancamento` (the request's excluir_lancamento).
   */
  onSessaoDeleting(
    tx: Tx,
    ctx: AppContext,
    sessao: SessaoRegistrada,
    opts: { excluirLancamento: boolean },
  ): Promise<void>;
}

/**
 * The areas whose rows are clinical records (sessions held or missed or with notes, anamnese, entries, documents
 * issued, files).
 */
const REGISTROS_CLINICOS = [temSessaoClinica, temAnamnese, temProntuarios, temDocumentos, temAnexos];

/**
 * What goes with a patient deleted for good: its sessions, appointments and attachments' rows; its finance entries
 * stay, detached (fiscal records). The anamnese has none to remove (a patient with one is archived).
 */
const DEPENDENTES = [
  excluirSessoesDoPaciente,
  excluirAgendamentosDoPaciente,
  excluirAnexosDoPaciente,
  desvincularLancamentosDoPaciente,
];

/**
 * The latest of each record area's dates, counting both the date a record is about and the day it was last written
 * (an entry about an old session written today restarts the count): what the retention is counted from.
 */
function ultimoRegistroSql(usuarioId: string, pacienteId: SQL): SQL {
  const doPaciente = <
    T extends typeof sessoes | typeof prontuarios | typeof documentos | typeof anamneses | typeof anexos,
  >(
    t: T,
  ) => and(eq(t.usuario_id, usuarioId), sql`${t.paciente_id} = ${pacienteId}`);
  return sql`greatest(
    (select max(greatest(${sessoes.data}, ${sessoes.updated_at}::date)) from ${sessoes} where ${doPaciente(sessoes)}),
    (select max(greatest(${prontuarios.data}, ${prontuarios.updated_at}::date)) from ${prontuarios}
      where ${doPaciente(prontuarios)}),
    (select max(greatest(${documentos.data}, ${documentos.updated_at}::date)) from ${documentos}
      where ${doPaciente(documentos)}),
    (select max(${anamneses.updated_at}::date) from ${anamneses} where ${doPaciente(anamneses)}),
    (select max(${anexos.created_at}::date) from ${anexos} where ${doPaciente(anexos)})
  )`;
}

/**
 * The stored files of a patient's attachments, deleted inside the erasure's transaction after their rows: a storage
 * failure rolls the erasure back, so the user can try again (as `DELETE /anexos/{id}` does).
 */
async function eraseArchived(tx: Tx, ctx: AppContext, usuarioId: string, pacienteId: string): Promise<void> {
  const arquivos = await tx
    .select({ chave: anexos.storage_key })
    .from(anexos)
    .where(and(eq(anexos.usuario_id, usuarioId), eq(anexos.paciente_id, pacienteId)));
  for (const excluir of DEPENDENTES) await excluir(tx, usuarioId, pacienteId);
  for (const { chave } of arquivos) await ctx.storage.delete(chave);
}

/** A new wiring of the patient's life cycle (context.ts: one per AppContext). */
export function criarCicloPaciente(): CicloPaciente {
  return {
    async hasClinicalRecords(db, usuarioId, pacienteId) {
      for (const tem of REGISTROS_CLINICOS) if (await tem(db, usuarioId, pacienteId)) return true;
      return false;
    },
    async deleteDependents(tx, usuarioId, pacienteId) {
      for (const excluir of DEPENDENTES) await excluir(tx, usuarioId, pacienteId);
    },
    ultimoRegistroSql,
    eraseArchived,
    async estatisticas(db, usuarioId, pacienteId) {
      const proximas = await proximosAgendamentos(db, usuarioId, [pacienteId]);
      return {
        proxima_sessao: proximas.get(pacienteId) ?? null,
        prontuarios_count: await contarProntuarios(db, usuarioId, pacienteId),
        anexos_count: await contarAnexosDoPaciente(db, usuarioId, pacienteId),
      };
    },
    proximoAgendamentoSql,
    async onSessaoCreated(tx, _ctx, sessao, opts) {
      await gerarReceitaDaSessao(tx, sessao, opts);
    },
    async onSessaoDoAgendamento(tx, sessao) {
      await vincularSessao(tx, sessao);
    },
    async onSessaoUpdated(tx, _ctx, sessao) {
      await atualizarReceitaDaSessao(tx, sessao);
    },
    async onSessaoDeleting(tx, _ctx, sessao, opts) {
      await desvincularSessao(tx, sessao);
      await soltarReceitaDaSessao(tx, sessao, opts);
    },
  };
}
