import { Readable } from 'node:stream';
import {
  CAMPO_COMPROVANTE,
  COMPROVANTE_MAX_BYTES,
  type CobrancaPortal,
  MSG_COBRANCAS,
} from '@consultorio/contracts/cobrancas';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { cobrancas } from '../../db/schema.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { type EnvioMultipart, lerArquivoDoEnvio } from '../../lib/multipart.ts';
import { pacote } from '../../lib/primeiro-uso.ts';
import { newStorageKey } from '../../lib/storage/index.ts';
import { buscarTitular } from '../auth/service.ts';
import { lerBrCode, qrCodePng } from '../pagamentos/brcode.ts';
import type { PortalInfo } from '../portal/service.ts';
import { obterConfigCobranca } from './config.ts';
import { itensDe, statusDe } from './leitura.ts';
import { emailPagamentoInformado } from './mail.ts';

const fileType = pacote(() => import('file-type'));

/*
 * Charges in the patient's page (docs/product.md §18, §17): that patient's only, scoped by the portal session;
 * the open ones with their PIX code and QR image; the informed payment with its comprovante, stored encrypted as
 * attachments are and typed by its content, never by its name.
 */

/** `GET /api/portal/cobrancas`: not cancelled, latest first (at most 50). */
export async function cobrancasDoPortal(ctx: AppContext, p: PortalInfo): Promise<CobrancaPortal[]> {
  const [rows, config] = await Promise.all([
    ctx.db
      .select()
      .from(cobrancas)
      .where(
        and(
          eq(cobrancas.usuario_id, p.usuarioId),
          eq(cobrancas.paciente_id, p.pacienteId),
          ne(cobrancas.status, 'cancelada'),
        ),
      )
      .orderBy(desc(cobrancas.numero))
      .limit(50),
    obterConfigCobranca(ctx.db, p.usuarioId),
  ]);
  const itens = await itensDe(
    ctx.db,
    p.usuarioId,
    rows.map((r) => r.id),
  );
  const hoje = hojeEm(p.fuso);
  return Promise.all(
    rows.map(async (r) => {
      const aPagar = r.status === 'aberta';
      return {
        id: r.id,
        numero: r.numero,
        valor: r.valor_centavos / 100,
        vencimento: r.vencimento,
        status: statusDe(r, hoje),
        itens: (itens.get(r.id) ?? []).map((i) => ({
          descricao: i.descricao,
          valor: i.valor_centavos / 100,
        })),
        pix: {
          copia_e_cola: r.copia_e_cola,
          ...(aPagar ? { qr_code: await qrCodePng(r.copia_e_cola) } : {}),
        },
        recebedor: lerBrCode(r.copia_e_cola).campos['59'] ?? '',
        motivo_recusa: r.status === 'aberta' ? r.motivo_recusa : null,
        informada_em: r.informada_em?.toISOString() ?? null,
        data_pagamento: r.data_pagamento,
        mensagem: config?.mensagem ?? null,
      };
    }),
  );
}

const MENSAGENS = {
  grandeDemais: MSG_COBRANCAS.comprovanteGrande,
  partesDemais: MSG_COBRANCAS.comprovanteObrigatorio,
  multipart: MSG_COBRANCAS.multipart,
  envioIncompleto: MSG_COBRANCAS.envioIncompleto,
};

/** The comprovante of a multipart body's `comprovante` field, into memory (≤ 5 MB, else 413; missing → 422). */
async function lerComprovante(req: EnvioMultipart): Promise<Buffer> {
  const arquivo = await lerArquivoDoEnvio(req, CAMPO_COMPROVANTE, COMPROVANTE_MAX_BYTES, MENSAGENS);
  if (!arquivo) throw unprocessable(CAMPO_COMPROVANTE, MSG_COBRANCAS.comprovanteObrigatorio);
  if (arquivo.length === 0) throw unprocessable(CAMPO_COMPROVANTE, MSG_COBRANCAS.comprovanteVazio);
  return arquivo;
}

/** PDF, JPEG or PNG by the first bytes (the name and the declared type are not trusted); else 415. */
async function tipoDoComprovante(bytes: Buffer): Promise<'pdf' | 'jpg' | 'png'> {
  const achado = await (await fileType()).fileTypeFromBuffer(bytes.subarray(0, 64 * 1024));
  if (achado?.ext === 'pdf' || achado?.ext === 'jpg' || achado?.ext === 'png') return achado.ext;
  throw new AppError(415, MSG_COBRANCAS.comprovanteTipo);
}

/**
 * `POST /api/portal/cobrancas/{id}/informar-pagamento`: the file is checked and stored encrypted, then the charge
 * becomes `informada` (only from `aberta`; paid, cancelled or already informed → 409, and the file is deleted) and
 * the psychologist is e-mailed. Another patient's charge is a 404.
 */
export async function informarPagamento(
  ctx: AppContext,
  p: PortalInfo,
  id: string,
  req: EnvioMultipart,
): Promise<{ id: string; status: 'informada' }> {
  const bytes = await lerComprovante(req);
  const tipo = await tipoDoComprovante(bytes);
  const chave = newStorageKey();
  await ctx.storage.put(chave, Readable.from([bytes]));
  let row: typeof cobrancas.$inferSelect;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [atual] = await tx
        .select()
        .from(cobrancas)
        .where(
          and(
            eq(cobrancas.id, id),
            eq(cobrancas.usuario_id, p.usuarioId),
            eq(cobrancas.paciente_id, p.pacienteId),
          ),
        )
        .for('update');
      if (!atual) throw notFound(MSG_COBRANCAS.naoEncontrada);
      if (atual.status === 'paga') throw conflict('status', MSG_COBRANCAS.jaPaga);
      if (atual.status === 'cancelada') throw conflict('status', MSG_COBRANCAS.cancelada);
      if (atual.status === 'informada') throw conflict('status', MSG_COBRANCAS.jaInformada);
      const [informada] = await tx
        .update(cobrancas)
        .set({
          status: 'informada',
          comprovante_key: chave,
          comprovante_tipo: tipo,
          comprovante_tamanho: bytes.length,
          informada_em: sql`now()`,
          motivo_recusa: null,
          updated_at: sql`now()`,
        })
        .where(eq(cobrancas.id, id))
        .returning();
      return informada;
    });
  } catch (error) {
    await ctx.storage.delete(chave).catch(() => undefined);
    throw error;
  }
  await avisarPsicologa(ctx, p, row);
  return { id, status: 'informada' };
}

async function avisarPsicologa(ctx: AppContext, p: PortalInfo, row: typeof cobrancas.$inferSelect) {
  const titular = await buscarTitular(ctx, p.usuarioId);
  if (!titular) return;
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  await ctx.mailer
    .send({
      to: titular.email,
      ...emailPagamentoInformado({
        paciente: p.pacienteNome,
        numero: row.numero,
        valor: row.valor_centavos / 100,
        url: `${base}/financeiro/cobrancas/${row.id}`,
      }),
    })
    // The informed payment holds even if the e-mail fails: the list of charges shows it.
    .catch((err) => console.error('[cobrancas] falha ao avisar o pagamento informado:', err));
}
