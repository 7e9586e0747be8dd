import {
  type Documento,
  MODELOS_DOCUMENTO,
  MSG_DOCUMENTOS,
  nomeArquivoDocumento,
  type TipoDocumento,
} from '@consultorio/contracts/documentos';
import type { DocumentoPortal } from '@consultorio/contracts/portal';
import { dataBr } from '@consultorio/contracts/tempo';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { cobrancas, documentos } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { documentoParaAlterar, obterDocumento, pdfDoDocumento } from '../documentos/service.ts';
import { doPacienteDoPortal, type PortalInfo } from './sessoes.ts';

/*
 * Documents delivered in the patient's page, with proof (docs/decisions/0074-document-delivery-proof.md): the
 * psychologist delivers or takes back; the patient lists and downloads the same PDF she downloads, and the first
 * download sets `visualizado_em`. A paid charge's receipt is delivered the same way, by the payment itself
 * (docs/product.md §18): listed here from the charges' table with `tipo: 'recibo'` and the charge's id, opened
 * through the same route (modules/leituras: the charges area renders it).
 */

const doDono = (usuarioId: string, id: string) =>
  and(eq(documentos.id, id), eq(documentos.usuario_id, usuarioId), isNull(documentos.excluido_em));

/** `POST /documentos/{id}/entregar`: delivered now; a new delivery after a take-back waits for a new opening. */
export async function entregar(ctx: AppContext, usuarioId: string, id: string): Promise<Documento> {
  // The document is the caller's (404), its patient not archived (409).
  await documentoParaAlterar(ctx.db, usuarioId, id);
  const atual = await obterDocumento(ctx, usuarioId, id);
  if (!atual.entregue_em) {
    await ctx.db
      .update(documentos)
      .set({ entregue_em: sql`now()`, visualizado_em: null })
      .where(doDono(usuarioId, id));
  }
  return obterDocumento(ctx, usuarioId, id);
}

/** `POST /documentos/{id}/recolher`: no longer in the patient's page. */
export async function recolher(ctx: AppContext, usuarioId: string, id: string): Promise<Documento> {
  await documentoParaAlterar(ctx.db, usuarioId, id);
  await ctx.db
    .update(documentos)
    .set({ entregue_em: null, visualizado_em: null })
    .where(doDono(usuarioId, id));
  return obterDocumento(ctx, usuarioId, id);
}

const titulo = (tipo: string, data: string) =>
  `${MODELOS_DOCUMENTO[tipo as TipoDocumento]?.nome ?? 'Documento'} de ${dataBr(data)}`;

/** `GET /api/portal/documentos`: the patient's delivered documents and paid charges' receipts, the latest first. */
export async function documentosDoPaciente(ctx: AppContext, p: PortalInfo) {
  const [rows, recibos] = await Promise.all([
    ctx.db
      .select({
        id: documentos.id,
        tipo: documentos.tipo,
        data: documentos.data,
        entregue_em: documentos.entregue_em,
        visualizado_em: documentos.visualizado_em,
      })
      .from(documentos)
      .where(
        and(
          doPacienteDoPortal(documentos, p),
          isNull(documentos.excluido_em),
          isNotNull(documentos.entregue_em),
        ),
      ),
    ctx.db
      .select({
        id: cobrancas.id,
        numero: cobrancas.numero,
        data_pagamento: cobrancas.data_pagamento,
        pago_em: cobrancas.pago_em,
        visualizado_em: cobrancas.recibo_visualizado_em,
      })
      .from(cobrancas)
      .where(and(doPacienteDoPortal(cobrancas, p), eq(cobrancas.status, 'paga'))),
  ]);
  const lista: DocumentoPortal[] = [
    ...rows.map((r) => ({
      id: r.id,
      tipo: r.tipo as TipoDocumento,
      titulo: titulo(r.tipo, r.data),
      entregue_em: (r.entregue_em as Date).toISOString(),
      visualizado_em: r.visualizado_em?.toISOString() ?? null,
    })),
    ...recibos.map((r) => ({
      id: r.id,
      tipo: 'recibo' as const,
      titulo: `Recibo da cobrança nº ${r.numero} — pago em ${dataBr(r.data_pagamento as string)}`,
      entregue_em: (r.pago_em as Date).toISOString(),
      visualizado_em: r.visualizado_em?.toISOString() ?? null,
    })),
  ];
  return lista.sort((a, b) => b.entregue_em.localeCompare(a.entregue_em));
}

/**
 * `GET /api/portal/documentos/{id}/pdf`: the PDF of a document delivered to this patient (another patient's, one not
 * delivered, one deleted → 404). The first download sets `visualizado_em`, once.
 */
export async function pdfDoPaciente(ctx: AppContext, p: PortalInfo, id: string) {
  const [row] = await ctx.db
    .select({ id: documentos.id })
    .from(documentos)
    .where(
      and(
        doDono(p.usuarioId, id),
        eq(documentos.paciente_id, p.pacienteId),
        isNotNull(documentos.entregue_em),
      ),
    )
    .limit(1);
  if (!row) throw notFound(MSG_DOCUMENTOS.naoEncontrado);
  const { pdf, documento } = await pdfDoDocumento(ctx, p.usuarioId, id);
  const primeira = await ctx.db
    .update(documentos)
    .set({ visualizado_em: sql`now()` })
    .where(and(doDono(p.usuarioId, id), isNull(documentos.visualizado_em)))
    .returning({ id: documentos.id });
  return { pdf, nome: nomeArquivoDocumento(documento), primeira: primeira.length > 0 };
}
