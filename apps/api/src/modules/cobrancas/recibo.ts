import { MSG_COBRANCAS } from '@consultorio/contracts/cobrancas';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import { hojeEm } from '@consultorio/contracts/tempo';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { cobrancaItens, cobrancas, financeiros } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import {
  type DadosDoRecibo,
  obterLancamento,
  pagadorDoPaciente,
  reciboEmPdf,
} from '../financeiro/service.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { buscarCobrancaDoUsuario, type CobrancaRow } from './leitura.ts';

/*
 * The receipt of a paid charge (docs/product.md §18): the product's receipt of a paid receita (financeiro/recibo-pdf.ts)
 * for the charge as a whole — its total, its items named in the description, the day and form of the payment —
 * with the payer and the beneficiary of the receitas the payment put in the books (the CPF pair the Carnê-Leão
 * reads, as the psychologist may have corrected it there). The psychologist downloads it from the charge; the
 * patient finds it among the documents of the patient's page (modules/leituras joins it to the delivered ones).
 */

const lista = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/**
 * Who paid and for whom: one receita the payment of this charge wrote (a session's or a free item's), or — every one
 * of them deleted since — the patient's default payer, as the payment would have written it.
 */
async function pagadorDaCobranca(
  ctx: AppContext,
  usuarioId: string,
  cobranca: CobrancaRow,
): Promise<Omit<DadosDoRecibo, 'descricao' | 'valor' | 'data_pagamento'>> {
  const receita = await receitaDaCobranca(ctx, usuarioId, cobranca);
  if (receita) return receita;
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, cobranca.paciente_id, {
    leitura: true,
    tambemArquivado: true,
  });
  const hoje = hojeEm(await fusoDoUsuario(ctx.db, usuarioId));
  return {
    ...pagadorDoPaciente(paciente, hoje),
    paciente_nome: paciente.nome,
    data: cobranca.data_pagamento ?? hoje,
    forma_pagamento: null,
    origem: 'pessoa_fisica',
  };
}

async function receitaDaCobranca(ctx: AppContext, usuarioId: string, cobranca: CobrancaRow) {
  const itens = await ctx.db
    .select({ sessao_id: cobrancaItens.sessao_id, financeiro_id: cobrancaItens.financeiro_id })
    .from(cobrancaItens)
    .where(and(eq(cobrancaItens.usuario_id, usuarioId), eq(cobrancaItens.cobranca_id, cobranca.id)))
    .orderBy(asc(cobrancaItens.ordem));
  const sessaoIds = itens.flatMap((i) => (i.sessao_id ? [i.sessao_id] : []));
  const financeiroIds = itens.flatMap((i) => (i.financeiro_id ? [i.financeiro_id] : []));
  const alvo = [
    ...(sessaoIds.length ? [inArray(financeiros.sessao_id, sessaoIds)] : []),
    ...(financeiroIds.length ? [inArray(financeiros.id, financeiroIds)] : []),
  ];
  if (alvo.length === 0) return null;
  const [row] = await ctx.db
    .select({ id: financeiros.id })
    .from(financeiros)
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        eq(financeiros.tipo, 'receita'),
        isNotNull(financeiros.paciente_id),
        or(...alvo),
      ),
    )
    .limit(1);
  return row ? obterLancamento(ctx, usuarioId, row.id) : null;
}

/** The PDF of a paid charge of the user; another account's → 404, one not paid → 422. */
export async function reciboDaCobranca(
  ctx: AppContext,
  usuarioId: string,
  id: string,
): Promise<{ pdf: Buffer; fileName: string; cobranca: CobrancaRow }> {
  const cobranca = await buscarCobrancaDoUsuario(ctx.db, usuarioId, id);
  if (cobranca.status !== 'paga' || !cobranca.data_pagamento) {
    throw unprocessable('status', MSG_COBRANCAS.reciboSoPaga);
  }
  const [pagador, itens] = await Promise.all([
    pagadorDaCobranca(ctx, usuarioId, cobranca),
    ctx.db
      .select({ descricao: cobrancaItens.descricao })
      .from(cobrancaItens)
      .where(and(eq(cobrancaItens.usuario_id, usuarioId), eq(cobrancaItens.cobranca_id, cobranca.id)))
      .orderBy(asc(cobrancaItens.ordem)),
  ]);
  const descricao = `${lista.format(itens.map((i) => i.descricao))} (cobrança nº ${cobranca.numero})`;
  const pdf = await reciboEmPdf(ctx, usuarioId, {
    ...pagador,
    descricao,
    valor: cobranca.valor_centavos / 100,
    data_pagamento: cobranca.data_pagamento,
    forma_pagamento: (cobranca.forma_pagamento as FormaPagamento | null) ?? pagador.forma_pagamento,
  });
  return { pdf, fileName: `recibo-cobranca-${cobranca.numero}.pdf`, cobranca };
}

/**
 * The receipt of a paid charge of this patient for the patient's page, or null when `id` is not one (then it may
 * be a delivered document). The first download sets `recibo_visualizado_em`, as a document's sets `visualizado_em`.
 */
export async function reciboParaOPaciente(
  ctx: AppContext,
  p: { usuarioId: string; pacienteId: string },
  id: string,
): Promise<{ pdf: Buffer; nome: string; primeira: boolean } | null> {
  const doPaciente = and(
    eq(cobrancas.id, id),
    eq(cobrancas.usuario_id, p.usuarioId),
    eq(cobrancas.paciente_id, p.pacienteId),
  );
  const [paga] = await ctx.db
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(and(doPaciente, eq(cobrancas.status, 'paga')))
    .limit(1);
  if (!paga) return null;
  const { pdf, fileName } = await reciboDaCobranca(ctx, p.usuarioId, id);
  const primeira = await ctx.db
    .update(cobrancas)
    .set({ recibo_visualizado_em: sql`now()` })
    .where(and(doPaciente, isNull(cobrancas.recibo_visualizado_em)))
    .returning({ id: cobrancas.id });
  return { pdf, nome: fileName, primeira: primeira.length > 0 };
}
