import type { Pagination } from '@consultorio/contracts/common';
import {
  MSG_PRONTUARIOS,
  type Prontuario,
  type ProntuarioCreateParsed,
  type ProntuariosQueryParsed,
  type ProntuarioUpdateParsed,
  type TipoProntuario,
} from '@consultorio/contracts/prontuarios';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, count, desc, eq, getTableColumns, gte, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { totalDaConsulta, totalDaPagina } from '../../db/pagina.ts';
import { prontuarios, sessoes } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import { buscarPacienteDoUsuario, comoNaoEncontrado, type PacienteRow } from '../pacientes/service.ts';

type Runner = Db | Tx;
type ProntuarioRow = typeof prontuarios.$inferSelect;
export type RowComSessao = ProntuarioRow & { sessao_data: string | null };

export const visiveis = (usuarioId: string, pacienteId: string) =>
  and(
    eq(prontuarios.paciente_id, pacienteId),
    eq(prontuarios.usuario_id, usuarioId),
    isNull(prontuarios.excluido_em),
  );

/*
 * Record entries are the clinical record CFP Resolution 001/2009 obliges the psychologist to keep: any entry, even
 * a deleted one (kept hidden for the legal retention), makes the patient's DELETE an archive (modules/ciclo-paciente).
 */
export async function temProntuarios(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prontuarios.id })
    .from(prontuarios)
    .where(and(eq(prontuarios.paciente_id, pacienteId), eq(prontuarios.usuario_id, usuarioId)))
    .limit(1);
  return !!row;
}

/** prontuarios_count of the patient's statistics: the entries not deleted. */
export async function contarProntuarios(db: Runner, usuarioId: string, pacienteId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(prontuarios).where(visiveis(usuarioId, pacienteId));
  return row.n;
}

/** Every column of the entry plus the date of its session (null when unlinked). */
const comSessao = { ...getTableColumns(prontuarios), sessao_data: sql<string | null>`${sessoes.data}::text` };

export const selectComSessao = (db: Runner) =>
  db
    .select(comSessao)
    .from(prontuarios)
    .leftJoin(
      sessoes,
      and(eq(sessoes.id, prontuarios.sessao_id), eq(sessoes.usuario_id, prontuarios.usuario_id)),
    );

/** Título and conteúdo are decrypted here and only here. */
function toProntuario(ctx: AppContext, row: RowComSessao): Prontuario {
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    data: row.data,
    tipo: row.tipo as TipoProntuario,
    titulo: ctx.cipher.decrypt(row.titulo),
    conteudo: ctx.cipher.decrypt(row.conteudo),
    sessao_id: row.sessao_id,
    sessao_data: row.sessao_data,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Ownership and rules

/**
 * The caller's visible entry, or 404 — the same answer for another user's entry, a deleted one or none at all.
 * Returns the entry and its patient: an archived patient's entry reads as before and is a 409 to a write (`escrita`,
 * which also locks the patient; pacientes/service.ts `exigirPacienteEditavel`).
 */
export async function findProntuarioOwned(
  db: Runner,
  usuarioId: string,
  id: string,
  acesso: 'leitura' | 'escrita',
): Promise<{ row: RowComSessao; paciente: PacienteRow }> {
  const [row] = await selectComSessao(db)
    .where(
      and(eq(prontuarios.id, id), eq(prontuarios.usuario_id, usuarioId), isNull(prontuarios.excluido_em)),
    )
    .limit(1);
  if (!row) throw notFound(MSG_PRONTUARIOS.naoEncontrado);
  const paciente = await buscarPacienteDoUsuario(db, usuarioId, row.paciente_id, {
    lock: acesso === 'escrita',
    leitura: acesso === 'leitura',
  }).catch(comoNaoEncontrado(MSG_PRONTUARIOS.naoEncontrado));
  return { row, paciente };
}

/** A linked session must be one of this patient's sessions (422 otherwise, even for another user's session). */
async function assertSessaoDoPaciente(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
  sessaoId: string | null | undefined,
): Promise<{ data: string } | null> {
  if (!sessaoId) return null;
  const [row] = await db
    .select({ data: sessoes.data })
    .from(sessoes)
    .where(
      and(eq(sessoes.id, sessaoId), eq(sessoes.usuario_id, usuarioId), eq(sessoes.paciente_id, pacienteId)),
    )
    .limit(1);
  if (!row) throw unprocessable('sessao_id', MSG_PRONTUARIOS.sessaoDeOutroPaciente);
  return row;
}

const fusoDo = (ctx: AppContext, usuarioId: string): Promise<string> => fusoDoUsuario(ctx.db, usuarioId);

/** An entry registers what already happened: its date cannot be after today in the practice's time zone. */
function assertDataNaoFutura(data: string, fuso: string): void {
  if (data > hojeEm(fuso)) throw unprocessable('data', MSG_PRONTUARIOS.dataFutura);
}

// ---------------------------------------------------------------------------------------------------------------
// List and search

/** Lowercase without accents, so "sessao" finds "Sessão". */
const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function listarProntuarios(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: ProntuariosQueryParsed,
): Promise<{ prontuarios: Prontuario[]; pagination: Pagination }> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const where = and(
    visiveis(usuarioId, pacienteId),
    q.tipo ? eq(prontuarios.tipo, q.tipo) : undefined,
    q.data_inicio ? gte(prontuarios.data, q.data_inicio) : undefined,
    q.data_fim ? lte(prontuarios.data, q.data_fim) : undefined,
  );
  const order = [desc(prontuarios.data), desc(prontuarios.created_at), desc(prontuarios.id)];
  const offset = (q.page - 1) * q.per_page;

  const palavras = q.busca ? normalizar(q.busca).split(/\s+/).filter(Boolean) : [];
  if (palavras.length > 0) {
    // Title and text are encrypted, so the database cannot search them. A patient has at most a few thousand
    // entries (one per session over years of treatment): decrypting them all and filtering in memory costs
    // milliseconds, and the text never leaves the process in clear.
    const rows = await selectComSessao(ctx.db)
      .where(where)
      .orderBy(...order);
    const encontrados = rows
      .map((r) => toProntuario(ctx, r))
      .filter((p) => {
        const texto = normalizar(`${p.titulo ?? ''}\n${p.conteudo}`);
        return palavras.every((w) => texto.includes(w));
      });
    return {
      prontuarios: encontrados.slice(offset, offset + q.per_page),
      pagination: paginationOf(q.page, q.per_page, encontrados.length),
    };
  }

  const rows = await ctx.db
    .select({ ...comSessao, total: totalDaConsulta() })
    .from(prontuarios)
    .leftJoin(
      sessoes,
      and(eq(sessoes.id, prontuarios.sessao_id), eq(sessoes.usuario_id, prontuarios.usuario_id)),
    )
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset(offset);
  const total = await totalDaPagina(rows, q.page, async () => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(prontuarios).where(where);
    return n;
  });
  return {
    prontuarios: rows.map((r) => toProntuario(ctx, r)),
    pagination: paginationOf(q.page, q.per_page, total),
  };
}

/** The entry as written, read back by its id and its owner (every statement names the account: docs/decisions/0095-capacity-and-split-by-account.md). */
async function reload(ctx: AppContext, db: Runner, usuarioId: string, id: string): Promise<Prontuario> {
  const [row] = await selectComSessao(db)
    .where(and(eq(prontuarios.id, id), eq(prontuarios.usuario_id, usuarioId)))
    .limit(1);
  return toProntuario(ctx, row);
}

// ---------------------------------------------------------------------------------------------------------------
// Create, edit, delete

/**
 * Writes an entry. Records are accepted while the plan is paused: the law obliges the psychologist to keep them.
 * The patient row is locked so a concurrent DELETE cannot remove a patient that is getting a record.
 */
/**
 * `POST /prontuario/paciente/{id}`. `fuso`: the practice's time zone when the caller has it (the session check
 * reads it), else read here. The entry answered is the row inserted with the linked session's date, as read back.
 */
export async function criarProntuario(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  input: ProntuarioCreateParsed,
  fuso?: string,
): Promise<Prontuario> {
  if (input.paciente && input.paciente.id !== pacienteId) {
    throw unprocessable('paciente.id', MSG_PRONTUARIOS.pacienteDivergente);
  }
  assertDataNaoFutura(input.data, fuso ?? (await fusoDo(ctx, usuarioId)));
  return ctx.db.transaction(async (tx) => {
    const paciente = await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    const sessao = await assertSessaoDoPaciente(tx, usuarioId, paciente.id, input.sessao_id);
    const [inserted] = await tx
      .insert(prontuarios)
      .values({
        usuario_id: usuarioId,
        paciente_id: paciente.id,
        sessao_id: input.sessao_id ?? null,
        data: input.data,
        tipo: input.tipo,
        titulo: ctx.cipher.encrypt(input.titulo ?? null),
        conteudo: ctx.cipher.encrypt(input.conteudo),
      })
      .returning();
    return toProntuario(ctx, { ...inserted, sessao_data: sessao?.data ?? null });
  });
}

/** Partial update: the fields sent replace the stored ones (titulo/sessao_id null clears them). */
export async function atualizarProntuario(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: ProntuarioUpdateParsed,
): Promise<Prontuario> {
  if (patch.data !== undefined) assertDataNaoFutura(patch.data, await fusoDo(ctx, usuarioId));
  return ctx.db.transaction(async (tx) => {
    const { row } = await findProntuarioOwned(tx, usuarioId, id, 'escrita');
    if (patch.sessao_id !== undefined) {
      await assertSessaoDoPaciente(tx, usuarioId, row.paciente_id, patch.sessao_id);
    }
    const cols: Partial<typeof prontuarios.$inferInsert> = {};
    if (patch.data !== undefined) cols.data = patch.data;
    if (patch.tipo !== undefined) cols.tipo = patch.tipo;
    if (patch.titulo !== undefined) cols.titulo = ctx.cipher.encrypt(patch.titulo);
    if (patch.conteudo !== undefined) cols.conteudo = ctx.cipher.encrypt(patch.conteudo);
    if (patch.sessao_id !== undefined) cols.sessao_id = patch.sessao_id;
    if (Object.keys(cols).length === 0) return toProntuario(ctx, row);
    await tx
      .update(prontuarios)
      .set({ ...cols, updated_at: sql`now()` })
      .where(and(eq(prontuarios.id, id), eq(prontuarios.usuario_id, usuarioId)));
    return reload(ctx, tx, usuarioId, id);
  });
}

/**
 * `DELETE /prontuario/{id}`: the entry disappears from every route but stays in the database for the legal
 * retention (CFP 001/2009 art. 15), like an archived patient.
 */
export async function excluirProntuario(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pacienteId: string }> {
  return ctx.db.transaction(async (tx) => {
    const { row } = await findProntuarioOwned(tx, usuarioId, id, 'escrita');
    await tx
      .update(prontuarios)
      .set({ excluido_em: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(prontuarios.id, id), eq(prontuarios.usuario_id, usuarioId)));
    return { pacienteId: row.paciente_id };
  });
}
