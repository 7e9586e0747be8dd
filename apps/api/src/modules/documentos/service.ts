import {
  avisosDoDocumento,
  type ConteudoDocumento,
  type Documento,
  type DocumentoCreateParsed,
  type DocumentoUpdateParsed,
  LISTA_MODELOS_DOCUMENTO,
  MODELOS_DOCUMENTO,
  type ModeloDocumento,
  MSG_DOCUMENTOS,
  problemasDoDocumento,
  type SecoesDocumento,
  secoesNormalizadas,
  type TipoDocumento,
} from '@consultorio/contracts/documentos';
import { MSG } from '@consultorio/contracts/messages';
import { fusoValido, hojeEm } from '@consultorio/contracts/tempo';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { documentos } from '../../db/schema.ts';
import { AppError, type FieldErrors, notFound } from '../../lib/errors.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { buscarTitular } from '../auth/service.ts';
import { buscarPacienteDoUsuario, comoNaoEncontrado, type PacienteRow } from '../pacientes/service.ts';
import { PDF as PDF_DOCUMENTO } from './pdf.ts';
import type { DocumentoParaArquivo } from './tipos.ts';

type Runner = Db | Tx;

/** Signing a PDF with the A1 certificate sent, for the terms too (docs/decisions/0056-document-signing.md). */
export { assinarComCertificadoEnviado, lerEnvioDeCertificado } from './assinatura.ts';

type DocumentoRow = typeof documentos.$inferSelect;

/** The encrypted part of a document: every text it holds (docs/product.md §14). */
interface Textos {
  finalidade: string;
  solicitante: string | null;
  secoes: SecoesDocumento;
  prazo_validade: string | null;
}

export const listarModelos = (): ModeloDocumento[] => LISTA_MODELOS_DOCUMENTO;

/*
 * Documents issued are part of the record (Res. CFP 001/2009 art. 2 VI): any document, even a deleted one, makes
 * the patient's DELETE an archive (modules/ciclo-paciente).
 */
export async function temDocumentos(db: Runner, usuarioId: string, pacienteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documentos.id })
    .from(documentos)
    .where(and(eq(documentos.paciente_id, pacienteId), eq(documentos.usuario_id, usuarioId)))
    .limit(1);
  return !!row;
}

const textosDe = (ctx: AppContext, row: DocumentoRow): Textos =>
  JSON.parse(ctx.cipher.decrypt(row.conteudo) as string) as Textos;

const cifrar = (ctx: AppContext, t: Textos): string => ctx.cipher.encrypt(JSON.stringify(t)) as string;

/** The texts are decrypted here and only here; `avisos` are worked out again on every read. */
function toDocumento(ctx: AppContext, row: DocumentoRow, hoje: string): Documento {
  const t = textosDe(ctx, row);
  const tipo = row.tipo as TipoDocumento;
  return {
    id: row.id,
    paciente_id: row.paciente_id,
    tipo,
    data: row.data,
    finalidade: t.finalidade,
    solicitante: t.solicitante,
    secoes: t.secoes,
    prazo_validade: t.prazo_validade,
    sigiloso: row.sigiloso,
    criado_em: row.created_at.toISOString(),
    atualizado_em: row.updated_at.toISOString(),
    entregue_em: row.entregue_em?.toISOString() ?? null,
    visualizado_em: row.visualizado_em?.toISOString() ?? null,
    avisos: avisosDoDocumento({ tipo, data: row.data, ...t, secoes: t.secoes }, hoje),
  };
}

const hojeDo = async (ctx: AppContext, usuarioId: string): Promise<string> =>
  hojeEm(await fusoDoUsuario(ctx.db, usuarioId));

/**
 * The caller's visible document, or 404 — the same answer for another user's document, a deleted one or none at
 * all. Returns the document and its patient: an archived patient's document reads (and downloads, signed or not) as
 * before and is a 409 to a write (`escrita`, which also locks the row; pacientes/service.ts `exigirPacienteEditavel`).
 */
async function findDocumentoOwned(
  db: Runner,
  usuarioId: string,
  id: string,
  acesso: 'leitura' | 'escrita',
): Promise<{ row: DocumentoRow; paciente: PacienteRow }> {
  const query = db
    .select()
    .from(documentos)
    .where(and(eq(documentos.id, id), eq(documentos.usuario_id, usuarioId), isNull(documentos.excluido_em)))
    .limit(1);
  const [row] = acesso === 'escrita' ? await query.for('update') : await query;
  if (!row) throw notFound(MSG_DOCUMENTOS.naoEncontrado);
  const paciente = await buscarPacienteDoUsuario(db, usuarioId, row.paciente_id, {
    lock: acesso === 'escrita',
    leitura: acesso === 'leitura',
  }).catch(comoNaoEncontrado(MSG_DOCUMENTOS.naoEncontrado));
  return { row, paciente };
}

/**
 * The caller's document for a change outside this area (its delivery in the patient's page, modules/portal): 404
 * like any lookup, 409 for an archived patient's (pacientes/service.ts `exigirPacienteEditavel`).
 */
export async function documentoParaAlterar(db: Runner, usuarioId: string, id: string): Promise<void> {
  await findDocumentoOwned(db, usuarioId, id, 'escrita');
}

/** 422 with every problem on its field, the one error shape (docs/product.md §7.5). */
function recusar(problemas: { campo: string; mensagem: string }[]): never {
  const errors: FieldErrors = {};
  for (const p of problemas) errors[p.campo] = [...(errors[p.campo] ?? []), p.mensagem];
  throw new AppError(422, problemas.length === 1 ? problemas[0].mensagem : MSG.validation, { errors });
}

// ---------------------------------------------------------------------------------------------------------------
// Read

export async function listarDocumentos(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
): Promise<Documento[]> {
  await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  const [rows, hoje] = await Promise.all([
    ctx.db
      .select()
      .from(documentos)
      .where(
        and(
          eq(documentos.usuario_id, usuarioId),
          eq(documentos.paciente_id, pacienteId),
          isNull(documentos.excluido_em),
        ),
      )
      .orderBy(desc(documentos.data), desc(documentos.created_at), desc(documentos.id)),
    hojeDo(ctx, usuarioId),
  ]);
  return rows.map((r) => toDocumento(ctx, r, hoje));
}

export async function obterDocumento(ctx: AppContext, usuarioId: string, id: string): Promise<Documento> {
  const { row } = await findDocumentoOwned(ctx.db, usuarioId, id, 'leitura');
  return toDocumento(ctx, row, await hojeDo(ctx, usuarioId));
}

/** What the document's files are made of (tipos.ts): the document, the person seen, the author's letterhead. */
export async function documentoParaArquivo(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<DocumentoParaArquivo> {
  const { row, paciente } = await findDocumentoOwned(ctx.db, usuarioId, id, 'leitura');
  const usuario = await buscarTitular(ctx, usuarioId);
  if (!usuario) throw notFound(MSG_DOCUMENTOS.naoEncontrado);
  const fuso = fusoValido(usuario.fuso_horario);
  return {
    documento: toDocumento(ctx, row, hojeEm(fuso)),
    paciente: { nome: paciente.nome_social || paciente.nome },
    profissional: {
      nome: usuario.nome,
      crp: usuario.crp,
      email: usuario.email,
      telefone: usuario.telefone,
      endereco: usuario.endereco ?? null,
    },
    fuso,
  };
}

/** The document's PDF as the psychologist downloads it (also the one delivered in the patient's page). */
export async function pdfDoDocumento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pdf: Buffer; documento: Documento }> {
  const dados = await documentoParaArquivo(ctx, usuarioId, id);
  return { pdf: await gerarPdf(PDF_DOCUMENTO, dados), documento: dados.documento };
}

// ---------------------------------------------------------------------------------------------------------------
// Write

/**
 * `POST /paciente/{id}/documentos`: the body was checked by the contract's schema (per-kind rules). Accepted while
 * the plan is paused, as record entries are: the law obliges the psychologist to keep them. The patient row is
 * locked so a concurrent DELETE cannot remove a patient that is getting a document.
 */
export async function criarDocumento(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  input: DocumentoCreateParsed,
): Promise<Documento> {
  const hoje = await hojeDo(ctx, usuarioId);
  return ctx.db.transaction(async (tx) => {
    const paciente = await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { lock: true });
    const [row] = await tx
      .insert(documentos)
      .values({
        usuario_id: usuarioId,
        paciente_id: paciente.id,
        tipo: input.tipo,
        data: input.data,
        sigiloso: input.sigiloso,
        conteudo: cifrar(ctx, {
          finalidade: input.finalidade,
          solicitante: input.solicitante,
          secoes: input.secoes,
          prazo_validade: input.prazo_validade,
        }),
      })
      .returning();
    return toDocumento(ctx, row, hoje);
  });
}

/**
 * `PUT /documentos/{id}`: the fields sent replace the stored ones; `secoes` is merged section by section (null
 * clears one). When the kind changes, the stored sections the new kind lacks are dropped; sent ones it lacks are
 * refused. The merged document must then pass the same per-kind rules as a new one.
 */
export async function alterarDocumento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  patch: DocumentoUpdateParsed,
): Promise<Documento> {
  const hoje = await hojeDo(ctx, usuarioId);
  return ctx.db.transaction(async (tx) => {
    const { row } = await findDocumentoOwned(tx, usuarioId, id, 'escrita');
    const atual = textosDe(ctx, row);
    const tipo = patch.tipo ?? (row.tipo as TipoDocumento);
    const doTipo = new Set<string>(MODELOS_DOCUMENTO[tipo].secoes.map((s) => s.chave));
    const guardadas = Object.fromEntries(Object.entries(atual.secoes).filter(([k]) => doTipo.has(k)));
    const enviadas: Record<string, unknown> = { ...(patch.secoes ?? {}) };
    if (patch.autores !== undefined && enviadas.autores === undefined) enviadas.autores = patch.autores;
    const secoes = { ...guardadas, ...enviadas };
    const conteudo: ConteudoDocumento = {
      tipo,
      data: patch.data ?? row.data,
      finalidade: patch.finalidade ?? atual.finalidade,
      solicitante: patch.solicitante !== undefined ? patch.solicitante || null : atual.solicitante,
      secoes,
      prazo_validade: patch.prazo_validade !== undefined ? patch.prazo_validade : atual.prazo_validade,
      sigiloso: patch.sigiloso ?? row.sigiloso,
    };
    const problemas = problemasDoDocumento(conteudo);
    if (problemas.length > 0) recusar(problemas);
    const [salvo] = await tx
      .update(documentos)
      .set({
        tipo,
        data: conteudo.data,
        sigiloso: conteudo.sigiloso,
        conteudo: cifrar(ctx, {
          finalidade: conteudo.finalidade,
          solicitante: conteudo.solicitante,
          secoes: secoesNormalizadas(tipo, secoes),
          prazo_validade: conteudo.prazo_validade,
        }),
        updated_at: sql`now()`,
      })
      .where(and(eq(documentos.id, id), eq(documentos.usuario_id, usuarioId)))
      .returning();
    return toDocumento(ctx, salvo, hoje);
  });
}

/**
 * `DELETE /documentos/{id}`: the document disappears from every route but stays in the database for the legal
 * retention (Res. CFP 06/2019 art. 15), like a record entry.
 */
export async function excluirDocumento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pacienteId: string }> {
  return ctx.db.transaction(async (tx) => {
    const { row } = await findDocumentoOwned(tx, usuarioId, id, 'escrita');
    await tx
      .update(documentos)
      .set({ excluido_em: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(documentos.id, id), eq(documentos.usuario_id, usuarioId)));
    return { pacienteId: row.paciente_id };
  });
}
