import type { Readable } from 'node:stream';
import { type Cobranca, MSG_COBRANCAS } from '@consultorio/contracts/cobrancas';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { cobrancaItens, cobrancas } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { lancarReceitaDeItem, quitarReceitasDasSessoes } from '../financeiro/receitas-de-sessao.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { marcarSessoesPagas } from '../sessoes/service.ts';
import { buscarCobrancaDoUsuario, type CobrancaRow, cobrancaCompleta } from './leitura.ts';

/*
 * Following a charge up (docs/product.md §18): paid — its sessions paid and their receitas in the books with the
 * day the money came, its free items new receitas —, cancelled — its sessions free to charge again —, or its
 * comprovante sent back to the patient with the reason.
 */

function exigirEmAberto(row: CobrancaRow): void {
  if (row.status === 'paga') throw conflict('status', MSG_COBRANCAS.jaPaga);
  if (row.status === 'cancelada') throw conflict('status', MSG_COBRANCAS.cancelada);
}

/** `POST /cobrancas/{id}/pagar`: all in one transaction; paying twice is a 409. */
export async function pagarCobranca(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  input: { data_pagamento?: string; forma_pagamento: FormaPagamento },
): Promise<Cobranca> {
  const row = await ctx.db.transaction(async (tx) => {
    const cobranca = await buscarCobrancaDoUsuario(tx, usuarioId, id, { lock: true });
    exigirEmAberto(cobranca);
    const paciente = await buscarPacienteDoUsuario(tx, usuarioId, cobranca.paciente_id);
    const hoje = hojeEm(await fusoDoUsuario(tx, usuarioId));
    const data = input.data_pagamento ?? hoje;
    if (data > hoje) throw unprocessable('data_pagamento', MSG_COBRANCAS.pagamentoFuturo);
    const forma = input.forma_pagamento;
    const itens = await tx
      .select()
      .from(cobrancaItens)
      .where(and(eq(cobrancaItens.usuario_id, usuarioId), eq(cobrancaItens.cobranca_id, id)));
    const sessaoIds = itens.flatMap((i) => (i.sessao_id ? [i.sessao_id] : []));
    const pagas = await marcarSessoesPagas(tx, usuarioId, sessaoIds, forma);
    await quitarReceitasDasSessoes(tx, usuarioId, pagas, { data, forma });
    for (const item of itens.filter((i) => !i.sessao_id)) {
      const financeiroId = await lancarReceitaDeItem(
        tx,
        paciente,
        { descricao: item.descricao, valorCentavos: item.valor_centavos },
        { data, forma, hoje },
      );
      await tx
        .update(cobrancaItens)
        .set({ financeiro_id: financeiroId })
        .where(eq(cobrancaItens.id, item.id));
    }
    const [paga] = await tx
      .update(cobrancas)
      .set({
        status: 'paga',
        pago_em: sql`now()`,
        data_pagamento: data,
        forma_pagamento: forma,
        motivo_recusa: null,
        updated_at: sql`now()`,
      })
      .where(eq(cobrancas.id, id))
      .returning();
    return paga;
  });
  return cobrancaCompleta(ctx.db, row);
}

/** `POST /cobrancas/{id}/cancelar`: its sessions leave it (free to charge again); a paid one is a 409. */
export async function cancelarCobranca(ctx: AppContext, usuarioId: string, id: string): Promise<Cobranca> {
  const row = await ctx.db.transaction(async (tx) => {
    const cobranca = await buscarCobrancaDoUsuario(tx, usuarioId, id, { lock: true });
    if (cobranca.status === 'paga') throw conflict('status', MSG_COBRANCAS.jaPaga);
    if (cobranca.status === 'cancelada') return cobranca;
    await tx
      .update(cobrancaItens)
      .set({ ativo: false })
      .where(and(eq(cobrancaItens.usuario_id, usuarioId), eq(cobrancaItens.cobranca_id, id)));
    const [cancelada] = await tx
      .update(cobrancas)
      .set({ status: 'cancelada', cancelada_em: sql`now()`, updated_at: sql`now()` })
      .where(eq(cobrancas.id, id))
      .returning();
    return cancelada;
  });
  return cobrancaCompleta(ctx.db, row);
}

/**
 * `POST /cobrancas/{id}/recusar-comprovante`: the charge is `aberta` again with the reason the patient reads; the
 * file is deleted from the storage once the change is committed.
 */
export async function recusarComprovante(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  motivo: string,
): Promise<Cobranca> {
  const { row, chave } = await ctx.db.transaction(async (tx) => {
    const cobranca = await buscarCobrancaDoUsuario(tx, usuarioId, id, { lock: true });
    if (cobranca.status !== 'informada') throw conflict('status', MSG_COBRANCAS.naoInformada);
    const [aberta] = await tx
      .update(cobrancas)
      .set({
        status: 'aberta',
        motivo_recusa: motivo,
        informada_em: null,
        comprovante_key: null,
        comprovante_tipo: null,
        comprovante_tamanho: null,
        updated_at: sql`now()`,
      })
      .where(eq(cobrancas.id, id))
      .returning();
    return { row: aberta, chave: cobranca.comprovante_key };
  });
  if (chave) {
    await ctx.storage
      .delete(chave)
      .catch((err) => console.error('[cobrancas] falha ao apagar comprovante:', err));
  }
  return cobrancaCompleta(ctx.db, row);
}

const MIME = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' } as const;

/** `GET /cobrancas/{id}/comprovante`: the decrypted file and its type (by content, checked when it arrived). */
export async function abrirComprovante(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ content: Readable; mime: string; nome: string; tamanho: number; pacienteId: string }> {
  const [row] = await ctx.db
    .select()
    .from(cobrancas)
    .where(
      and(eq(cobrancas.id, id), eq(cobrancas.usuario_id, usuarioId), isNotNull(cobrancas.comprovante_key)),
    )
    .limit(1);
  if (!row) {
    await buscarCobrancaDoUsuario(ctx.db, usuarioId, id);
    throw notFound(MSG_COBRANCAS.semComprovante);
  }
  const tipo = (row.comprovante_tipo ?? 'pdf') as keyof typeof MIME;
  return {
    content: await ctx.storage.get(row.comprovante_key as string),
    mime: MIME[tipo],
    nome: `comprovante-cobranca-${row.numero}.${tipo}`,
    tamanho: row.comprovante_tamanho ?? 0,
    pacienteId: row.paciente_id,
  };
}
