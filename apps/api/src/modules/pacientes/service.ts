import { onlyDigits } from '@consultorio/contracts/br';
import type { Pagination } from '@consultorio/contracts/common';
import { normalizarCabecalho } from '@consultorio/contracts/importacoes';
import {
  excluirAPartirDe,
  hojeEm,
  idadeEm,
  MSG_PACIENTES,
  type Paciente,
  type PacienteArquivado,
  type PacienteCreateParsed,
  type PacienteResumo,
  type PacienteUpdateParsed,
  RETENCAO_ANOS,
  regrasPaciente,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import type { Endereco } from '@consultorio/contracts/pessoa';
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { preparada } from '../../db/preparadas.ts';
import { pacientes } from '../../db/schema.ts';
import { AppError, conflict, type FieldErrors, notFound, unprocessable } from '../../lib/errors.ts';
import { assertPlanAllows } from '../planos/service.ts';
import {
  contagemDePacientes,
  formaDaLista,
  type ListPacientesQuery,
  listaDePacientes,
  visivel,
} from './queries.ts';

export type { ListPacientesQuery } from './queries.ts';

export type PacienteRow = typeof pacientes.$inferSelect;
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
export async function findPacienteOwned(
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
export async function setUltimaSessao(
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

// ---------------------------------------------------------------------------------------------------------------
// Row ↔ JSON

const ENDERECO_FIELDS = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'] as const;
const RESPONSAVEL_FIELDS = ['nome', 'cpf', 'telefone', 'parentesco'] as const;
const CONTATO_FIELDS = ['nome', 'telefone', 'parentesco'] as const;

/** Keeps exactly the known keys (null when missing); an object with nothing in it is stored as null. */
function pickOrNull<K extends string>(
  value: Partial<Record<K, unknown>> | null | undefined,
  keys: readonly K[],
): Record<K, string | null> | null {
  if (!value) return null;
  const out = Object.fromEntries(
    keys.map((k) => {
      const v = value[k];
      return [k, typeof v === 'string' && v !== '' ? v : null];
    }),
  ) as Record<K, string | null>;
  return Object.values(out).some((v) => v !== null) ? out : null;
}

const toCentavos = (reais: number | null | undefined) =>
  reais === null || reais === undefined ? null : Math.round(reais * 100);
const toReais = (centavos: number | null) => (centavos === null ? null : centavos / 100);
const idadeHoje = (dataNascimento: string | null, hoje: string) =>
  dataNascimento ? idadeEm(dataNascimento, hoje) : null;

export function toPaciente(ctx: AppContext, row: PacienteRow, hoje = hojeEm()): Paciente {
  return {
    id: row.id,
    nome: row.nome,
    nome_social: row.nome_social,
    data_nascimento: row.data_nascimento,
    idade: idadeHoje(row.data_nascimento, hoje),
    cpf: row.cpf,
    rg: row.rg,
    genero: row.genero,
    email: row.email,
    aceita_lembretes: row.aceita_lembretes,
    telefone: row.telefone,
    endereco: pickOrNull(row.endereco, ENDERECO_FIELDS),
    profissao: row.profissao,
    escolaridade: row.escolaridade,
    estado_civil: row.estado_civil,
    responsavel: pickOrNull(row.responsavel, RESPONSAVEL_FIELDS),
    contato_emergencia: pickOrNull(row.contato_emergencia, CONTATO_FIELDS),
    modalidade: row.modalidade as Paciente['modalidade'],
    frequencia: row.frequencia as Paciente['frequencia'],
    valor_sessao: toReais(row.valor_sessao_centavos),
    status_tratamento: row.status_tratamento as StatusTratamento,
    data_inicio: row.data_inicio,
    observacoes: ctx.cipher.decrypt(row.observacoes),
    ultima_sessao: row.ultima_sessao,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type Columns = Partial<typeof pacientes.$inferInsert>;

/** The columns a (possibly partial) input sets. Keys absent from the input are left out. */
function toColumns(ctx: AppContext, input: PacienteUpdateParsed): Columns {
  const has = (k: keyof PacienteUpdateParsed) => Object.hasOwn(input, k) && input[k] !== undefined;
  const cols: Columns = {};
  const plain = [
    'nome',
    'nome_social',
    'data_nascimento',
    'cpf',
    'rg',
    'genero',
    'email',
    'aceita_lembretes',
    'telefone',
    'profissao',
    'escolaridade',
    'estado_civil',
    'modalidade',
    'frequencia',
    'status_tratamento',
    'data_inicio',
  ] as const;
  for (const k of plain) if (has(k)) (cols as Record<string, unknown>)[k] = input[k] ?? null;
  if (has('endereco')) cols.endereco = pickOrNull(input.endereco, ENDERECO_FIELDS) as Endereco | null;
  if (has('responsavel')) {
    cols.responsavel = pickOrNull(input.responsavel, RESPONSAVEL_FIELDS) as Columns['responsavel'];
  }
  if (has('contato_emergencia')) {
    cols.contato_emergencia = pickOrNull(
      input.contato_emergencia,
      CONTATO_FIELDS,
    ) as Columns['contato_emergencia'];
  }
  if (has('valor_sessao')) cols.valor_sessao_centavos = toCentavos(input.valor_sessao);
  if (has('observacoes')) cols.observacoes = ctx.cipher.encrypt(input.observacoes ?? null);
  return cols;
}

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

/** Two requests racing with the same CPF both pass the check; the partial unique index stops the second. */
function cpfViolation(err: unknown): AppError | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && e.constraint === 'pacientes_usuario_cpf_unique') {
      return conflict('cpf', MSG_PACIENTES.cpfDuplicado);
    }
    e = e.cause as typeof e;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// List and search

export const paginationOf = (page: number, perPage: number, total: number): Pagination => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * `GET /pacientes`: one prepared statement per shape of the request (./queries.ts), which also reads each patient's
 * next appointment through the agenda's subquery (the patient's life cycle, modules/ciclo-paciente).
 */
export async function listPacientes(
  ctx: AppContext,
  usuarioId: string,
  q: ListPacientesQuery,
): Promise<{ pacientes: PacienteResumo[]; pagination: Pagination }> {
  const forma = formaDaLista(usuarioId, q);
  const opcoes = { planoPorValores: forma.planoPorValores };
  const rows = await preparada(
    ctx.db,
    `pacientes_lista_${forma.nome}`,
    (db) => listaDePacientes(db, forma, ctx.cicloPaciente.proximoAgendamentoSql),
    opcoes,
  ).execute(forma.valores);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : q.page === 1
        ? 0
        : (
            await preparada(
              ctx.db,
              `pacientes_contagem_${forma.nome}`,
              (db) => contagemDePacientes(db, forma),
              opcoes,
            ).execute(forma.valores)
          )[0].total;
  const hoje = hojeEm();
  return {
    pacientes: rows.map(({ total: _total, proxima, ...r }) => ({
      ...r,
      status_tratamento: r.status_tratamento as StatusTratamento,
      modalidade: r.modalidade as PacienteResumo['modalidade'],
      idade: idadeHoje(r.data_nascimento, hoje),
      proxima_sessao: proxima,
    })),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// CRUD

export async function getPaciente(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  return toPaciente(ctx, await findPacienteOwned(ctx.db, usuarioId, id));
}

/**
 * Creates a patient. The plan is checked again inside the transaction with the user's row locked, so two
 * concurrent creations cannot both take the last free place (the route's requirePlan answers the common case).
 */
export async function createPaciente(
  ctx: AppContext,
  usuarioId: string,
  input: PacienteCreateParsed,
): Promise<Paciente> {
  assertRegras(input);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await assertPlanAllows(ctx, usuarioId, { limit: 'pacientes' }, tx);
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

/** Every patient of the caller's list, by name (the registration export, modules/importacoes). */
export async function pacientesDaLista(db: Runner, usuarioId: string): Promise<PacienteRow[]> {
  return db
    .select()
    .from(pacientes)
    .where(visivel(usuarioId))
    .orderBy(asc(pacientes.nome), asc(pacientes.id));
}

/** Who is the same person for an import: same CPF, same e-mail (any case), or same name (any case, accents) and phone. */
export interface ChavesDePacientes {
  cpfs: Set<string>;
  emails: Set<string>;
  nomesETelefones: Set<string>;
}

/** The key of a name and phone: "joao silva|11912345678". */
export const chaveNomeTelefone = (nome: string, telefone: string): string =>
  `${normalizarCabecalho(nome)}|${onlyDigits(telefone)}`;

/** The keys of the caller's patients in the list: who is already a patient. */
export async function chavesDosPacientes(db: Runner, usuarioId: string): Promise<ChavesDePacientes> {
  const rows = await db
    .select({
      cpf: pacientes.cpf,
      email: pacientes.email,
      nome: pacientes.nome,
      telefone: pacientes.telefone,
    })
    .from(pacientes)
    .where(visivel(usuarioId));
  const chaves: ChavesDePacientes = { cpfs: new Set(), emails: new Set(), nomesETelefones: new Set() };
  for (const r of rows) {
    if (r.cpf) chaves.cpfs.add(r.cpf);
    if (r.email) chaves.emails.add(r.email.toLowerCase());
    chaves.nomesETelefones.add(chaveNomeTelefone(r.nome, r.telefone));
  }
  return chaves;
}

/** Partial update: the fields sent replace the stored ones; the cross-field rules hold on the result. */
export async function updatePaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: PacienteUpdateParsed,
): Promise<Paciente> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = await findPacienteOwned(tx, usuarioId, id, { lock: true });
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
export async function changeStatus(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: { status_tratamento: StatusTratamento; psicologo?: string },
): Promise<Paciente> {
  await findPacienteOwned(ctx.db, usuarioId, id);
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
 * `DELETE /paciente/{id}`. With clinical records in any area (asked through the patient's life cycle,
 * modules/ciclo-paciente) the patient is archived: `arquivado_em` is set, the patient disappears from lists, counts
 * and every route (404), and the records are kept for RETENCAO_ARQUIVO_ANOS. Without records the patient and every
 * area's rows go in one transaction.
 */
export async function deletePaciente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ arquivado: boolean }> {
  return ctx.db.transaction(async (tx) => {
    await findPacienteOwned(tx, usuarioId, id, { lock: true });
    if (await ctx.cicloPaciente.hasClinicalRecords(tx, usuarioId, id)) {
      await tx
        .update(pacientes)
        .set({ arquivado_em: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)));
      return { arquivado: true };
    }
    await ctx.cicloPaciente.deleteDependents(tx, usuarioId, id);
    await tx.delete(pacientes).where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)));
    return { arquivado: false };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Archived patients: listed, restored, erased for good (docs/product.md §8.3)

const arquivado = (usuarioId: string) =>
  and(eq(pacientes.usuario_id, usuarioId), isNotNull(pacientes.arquivado_em));

/** The caller's archived patient, or 404 (also for another user's id or a patient still in the list). */
async function findArquivadoOwned(db: Runner, usuarioId: string, id: string): Promise<PacienteRow> {
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
function datasDaRetencao(arquivadoEm: Date, ultimoRegistro: string | null) {
  return {
    ultimo_registro_em: ultimoRegistro,
    excluir_a_partir_de: excluirAPartirDe(ultimoRegistro, arquivadoEm.toISOString().slice(0, 10)),
  };
}

/** The latest clinical record of one patient (YYYY-MM-DD or null), asked through the patient's life cycle. */
async function ultimoRegistroDe(ctx: AppContext, db: Runner, usuarioId: string, id: string) {
  const expr = ctx.cicloPaciente.ultimoRegistroSql(usuarioId, sql`${pacientes.id}`);
  const [row] = await db
    .select({ ultimo: sql<string | null>`to_char((${expr})::date, 'YYYY-MM-DD')` })
    .from(pacientes)
    .where(eq(pacientes.id, id));
  return row?.ultimo ?? null;
}

/** `GET /pacientes/arquivados`: a page of the caller's archived patients, the most recently archived first. */
export async function listArquivados(
  ctx: AppContext,
  usuarioId: string,
  q: { page: number; per_page: number },
): Promise<{ pacientes: PacienteArquivado[]; pagination: Pagination }> {
  const expr = ctx.cicloPaciente.ultimoRegistroSql(usuarioId, sql`${pacientes.id}`);
  const rows = await ctx.db
    .select({
      id: pacientes.id,
      nome: pacientes.nome,
      arquivado_em: pacientes.arquivado_em,
      ultimo: sql<string | null>`to_char((${expr})::date, 'YYYY-MM-DD')`,
    })
    .from(pacientes)
    .where(arquivado(usuarioId))
    .orderBy(desc(pacientes.arquivado_em), pacientes.id)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pacientes)
    .where(arquivado(usuarioId));
  return {
    pacientes: rows.map((r) => {
      const arquivadoEm = r.arquivado_em as Date;
      return {
        id: r.id,
        nome: r.nome,
        arquivado_em: arquivadoEm.toISOString(),
        ...datasDaRetencao(arquivadoEm, r.ultimo),
      };
    }),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}

/**
 * `POST /paciente/{id}/restaurar`: the archived patient comes back to the list. It takes a place of the plan like a
 * new patient (checked in the transaction with the user's row locked, as `createPaciente`), and its CPF must not be
 * in use by a patient registered after the archiving (409).
 */
export async function restaurarPaciente(ctx: AppContext, usuarioId: string, id: string): Promise<Paciente> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const atual = await findArquivadoOwned(tx, usuarioId, id);
      await assertPlanAllows(ctx, usuarioId, { limit: 'pacientes' }, tx);
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

/** What an erasure for good leaves in the audit trail (no clinical text: the dates and the stated legal reason). */
export interface ExclusaoDefinitiva {
  ultimo_registro_em: string | null;
  excluir_a_partir_de: string;
  motivo_legal: string | null;
}

/**
 * `DELETE /paciente/{id}/definitivo`: an archived patient and every area's rows and files, for good. Before the
 * retention ends (`excluir_a_partir_de`, compared with `hoje`, hojeEm's day) it needs `motivoLegal`, else 422 saying
 * until when the records must be kept.
 */
export async function excluirDefinitivamente(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  motivoLegal: string | undefined,
  hoje = hojeEm(),
): Promise<ExclusaoDefinitiva> {
  return ctx.db.transaction(async (tx) => {
    const row = await findArquivadoOwned(tx, usuarioId, id);
    const datas = datasDaRetencao(row.arquivado_em as Date, await ultimoRegistroDe(ctx, tx, usuarioId, id));
    if (!motivoLegal && hoje < datas.excluir_a_partir_de) {
      throw unprocessable('motivo_legal', MSG_PACIENTES.retencao(datas.excluir_a_partir_de));
    }
    await ctx.cicloPaciente.eraseArchived(tx, ctx, usuarioId, id);
    await tx.delete(pacientes).where(and(eq(pacientes.id, id), eq(pacientes.usuario_id, usuarioId)));
    return { ...datas, motivo_legal: motivoLegal ?? null };
  });
}
