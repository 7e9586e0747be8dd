import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../lib/errors.ts';
import { reciboEmPdf } from './recibo-de-dados.ts';
import { obterLancamento } from './service.ts';

/* The receipt of a paid receita: its data here, its document in recibo-pdf.ts (rendered on the PDF worker). */

export const MSG_RECIBO = {
  soReceita: 'O recibo é emitido somente para receitas.',
  soPago: 'Marque a receita como paga para emitir o recibo.',
} as const;

/** `GET /financeiros/{id}/recibo`: a paid receita of the user; a despesa or a pending one is a 422. */
export async function gerarRecibo(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const lancamento = await obterLancamento(ctx, usuarioId, id);
  if (lancamento.tipo !== 'receita') throw unprocessable('tipo', MSG_RECIBO.soReceita);
  if (lancamento.status !== 'pago') throw unprocessable('status', MSG_RECIBO.soPago);
  const pdf = await reciboEmPdf(ctx, usuarioId, lancamento);
  return { pdf, fileName: `recibo-${lancamento.data_pagamento ?? lancamento.data}.pdf` };
}
