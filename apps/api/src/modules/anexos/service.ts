import type { Readable } from 'node:stream';
import { type Anexo, type AnexosResponse, MSG_ANEXOS, type TipoAnexo } from '@consultorio/contracts/anexos';
import { and, count, desc, eq, sum } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { anexos } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { EnvioMultipart } from '../../lib/multipart.ts';
import { buscarPacienteDoUsuario, comoNaoEncontrado } from '../pacientes/service.ts';
import {
  carregarEstadoDoPlano,
  exigirPlano,
  type PlanState,
  planDenial,
  podeAdicionar,
} from '../planos/service.ts';
import { contarUso } from '../planos/usage.ts';
import { discardStored, receiveFiles } from './upload.ts';

type AnexoRow = typeof anexos.$inferSelect;
type Runner = Db | Tx;

const doUsuario = (usuarioId: string) => eq(anexos.usuario_id, usuarioId);
const doPaciente = (usuarioId: string, pacienteId: string) =>
  and(eq(anexos.usuario_id, usuarioId), eq(anexos.paciente_id, pacienteId));

/*
 * An attachment is part of the patient's record (CFP 001/2009 art. 2: documents produced or received in the care):
 * a patient with attachments is archived, not deleted. `excluirAnexosDoPaciente` (in the patient's life cycle,
 * modules/ciclo-paciente) meets attachments only when an archived patient is erased for good after the retention
 * (the life cycle's `eraseArchived`, which deletes their stored files after the rows).
 */
export async function temAnexos(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: anexos.id })
    .from(anexos)
    .where(doPaciente(usuarioId, pacienteId))
    .limit(1);
  return !!row;
}

/** The attachments' rows of a patient deleted for good, in the deletion's transaction. */
export async function excluirAnexosDoPaciente(tx: Tx, usuarioId: string, pacienteId: string): Promise<void> {
  await tx.delete(anexos).where(doPaciente(usuarioId, pacienteId));
}

/** anexos_count of the patient's statistics. */
export async function contarAnexosDoPaciente(
  db: Runner,
  usuarioId: string,
  pacienteId: string,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anexos).where(doPaciente(usuarioId, pacienteId));
  return row.n;
}

/** Original name and description are decrypted here and only here. */
function toAnexo(ctx: AppContext, row: AnexoRow): Anexo {
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    nome_original: ctx.cipher.decrypt(row.nome_original),
    tipo: row.tipo as TipoAnexo,
    mime_type: row.mime_type,
    tamanho: row.tamanho,
    descricao: ctx.cipher.decrypt(row.descricao),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The caller's attachment, or 404 (also for another user's id). An archived patient's attachment downloads as before
 * and is a 409 to a write (`escrita`, which also locks the row; pacientes/service.ts `exigirPacienteEditavel`).
 */
async function findAnexoOwned(
  db: Runner,
  usuarioId: string,
  id: string,
  acesso: 'leitura' | 'escrita',
): Promise<AnexoRow> {
  const query = db
    .select()
    .from(anexos)
    .where(and(eq(anexos.id, id), doUsuario(usuarioId)))
    .limit(1);
  const [row] = acesso === 'escrita' ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_ANEXOS.naoEncontrado);
  await buscarPacienteDoUsuario(db, usuarioId, row.paciente_id, { leitura: acesso === 'leitura' }).catch(
    comoNaoEncontrado(MSG_ANEXOS.naoEncontrado),
  );
  return row;
}

/** `GET /anexos/paciente/{id}`: the patient's attachments, newest first, and the plan's figures. */
export async function listarAnexos(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<AnexosResponse> {
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const [rows, [totais], state, usados] = await Promise.all([
    ctx.db
      .select()
      .from(anexos)
      .where(doPaciente(usuarioId, pacienteId))
      .orderBy(desc(anexos.created_at), desc(anexos.id)),
    ctx.db
      .select({ n: count(), bytes: sum(anexos.tamanho).mapWith(Number) })
      .from(anexos)
      .where(doPaciente(usuarioId, pacienteId)),
    carregarEstadoDoPlano(ctx.db, usuarioId),
    contarUso(ctx.db, 'anexos', usuarioId),
  ]);
  const can = podeAdicionar(state, 'anexos', usados);
  return {
    paciente: { id: paciente.id, nome: paciente.nome_social || paciente.nome },
    anexos: rows.map((r) => toAnexo(ctx, r)),
    stats: {
      anexos_count: usados,
      anexos_limite: state.limites.anexos,
      can_add_anexo: can,
      bloqueio: can ? null : state.plano.paused ? 'pausado' : 'limite_anexos',
      paciente_anexos_count: totais.n,
      paciente_tamanho_total: totais.bytes ?? 0,
      tamanho_maximo: ctx.config.maxUploadBytes,
    },
  };
}

/**
 * `POST /anexos/paciente/{id}` and `…/multiple`: stores the request's files, then inserts their rows in one
 * transaction that checks the plan again for the whole batch (the user's row locked, so concurrent uploads can't
 * both take the last places). All or nothing: on any failure the stored files are deleted and no row remains.
 */
export async function enviarAnexos(
  ctx: AppContext,
  req: EnvioMultipart,
  usuarioId: string,
  pacienteId: string,
  mode: 'single' | 'multiple',
  /** The caller's plan, read with the session (plugins/plan-gate.ts `planForRequest`). */
  plano: Promise<PlanState>,
): Promise<Anexo[]> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId);
  // Refuse as soon as a file would go over the plan, before storing it (the transaction below decides).
  const state = await plano;
  const usados = await contarUso(ctx.db, 'anexos', usuarioId);
  const recebidos = await receiveFiles(ctx, req, {
    mode,
    beforeFile: (adding) => {
      const denied = planDenial(state, { limit: 'anexos', adding }, usados);
      if (denied) throw denied;
    },
  });
  // Rows of one batch keep the upload order in "newest first".
  const base = Date.now();
  try {
    const rows = await ctx.db.transaction(async (tx) => {
      await exigirPlano(ctx, usuarioId, { limit: 'anexos', adding: recebidos.arquivos.length }, tx);
      await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
      return tx
        .insert(anexos)
        .values(
          recebidos.arquivos.map((a, i) => ({
            usuario_id: usuarioId,
            paciente_id: pacienteId,
            storage_key: a.storageKey,
            nome_original: ctx.cipher.encrypt(a.nome),
            descricao: ctx.cipher.encrypt(recebidos.descricoes.get(a.indice) ?? recebidos.descricao),
            tipo: a.tipo,
            mime_type: a.mimeType,
            tamanho: a.tamanho,
            created_at: new Date(base + i),
          })),
        )
        .returning();
    });
    return rows.map((r) => toAnexo(ctx, r));
  } catch (error) {
    await discardStored(
      ctx,
      req,
      recebidos.arquivos.map((a) => a.storageKey),
    );
    throw error;
  }
}

/** `GET /anexos/{id}/download`: the attachment and its decrypted bytes as a stream. */
export async function abrirAnexo(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ anexo: Anexo; content: Readable }> {
  const row = await findAnexoOwned(ctx.db, usuarioId, id, 'leitura');
  return { anexo: toAnexo(ctx, row), content: await ctx.storage.get(row.storage_key) };
}

/**
 * `DELETE /anexos/{id}`: the row and the stored file. The file is deleted inside the transaction, so a storage
 * failure keeps the row (the user can try again) instead of leaving a row without its file.
 */
export async function excluirAnexo(ctx: AppContext, usuarioId: string, id: string): Promise<Anexo> {
  return ctx.db.transaction(async (tx) => {
    const row = await findAnexoOwned(tx, usuarioId, id, 'escrita');
    await tx.delete(anexos).where(and(eq(anexos.id, id), doUsuario(usuarioId)));
    await ctx.storage.delete(row.storage_key);
    return toAnexo(ctx, row);
  });
}

/**
 * For the purge of archived patients after the retention period and for the erasure of an account (LGPD): removes
 * the patient's stored files and rows. The caller decides that the law allows it.
 */
export async function apagarAnexosDoPaciente(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<void> {
  const rows = await ctx.db
    .select({ id: anexos.id, key: anexos.storage_key })
    .from(anexos)
    .where(doPaciente(usuarioId, pacienteId));
  for (const row of rows) {
    await ctx.storage.delete(row.key);
    await ctx.db.delete(anexos).where(eq(anexos.id, row.id));
  }
}
