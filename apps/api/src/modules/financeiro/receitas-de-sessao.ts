import { MSG_FINANCEIRO } from '@consultorio/contracts/financeiro';
import { dataBr, hojeEm } from '@consultorio/contracts/tempo';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { findPacienteOwned } from '../pacientes/service.ts';
import { assertPlanAllows } from '../planos/service.ts';
import type { SessaoRegistrada } from '../sessoes/service.ts';
import { pagadorDoPaciente } from './pagador.ts';

/*
 * What finance does in the patient's life cycle (modules/ciclo-paciente): a session's receita is created, follows
 * the session's edits and is detached or deleted with the session, and a deleted patient's entries are kept,
 * detached.
 */

/**
 * `POST /sessao` with gerar_lancamento: the session's receita, in the session's transaction. Without
 * gestao_financeira (Gratuito, or a paused plan) the whole registration is refused with 403 — the client only
 * offers the switch when the plan has the feature, so a request asking for it is not silently half-done.
 */
export async function gerarReceitaDaSessao(
  tx: Tx,
  ctx: AppContext,
  sessao: SessaoRegistrada,
  opts: { gerarLancamento: boolean },
): Promise<void> {
  if (!opts.gerarLancamento) return;
  await assertPlanAllows(ctx, sessao.usuarioId, { feature: 'gestao_financeira', write: true }, tx);
  if (!sessao.valorCentavos) throw unprocessable('valor', MSG_FINANCEIRO.sessaoSemValor);
  await tx.insert(financeiros).values(await receitaDaSessao(tx, sessao));
}

async function receitaDaSessao(tx: Tx, sessao: SessaoRegistrada): Promise<typeof financeiros.$inferInsert> {
  const paciente = await findPacienteOwned(tx, sessao.usuarioId, sessao.pacienteId);
  const hoje = hojeEm(await fusoDoUsuario(tx, sessao.usuarioId));
  return {
    usuario_id: sessao.usuarioId,
    tipo: 'receita',
    descricao: `Sessão de ${dataBr(sessao.data)} – ${paciente.nome}`,
    valor_centavos: sessao.valorCentavos as number,
    data: sessao.data,
    data_pagamento: sessao.pago ? sessao.data : null,
    status: sessao.pago ? 'pago' : 'pendente',
    categoria: 'sessao',
    forma_pagamento: sessao.formaPagamento,
    paciente_id: paciente.id,
    sessao_id: sessao.id,
    origem: 'pessoa_fisica',
    ...pagadorDoPaciente(paciente, hoje),
  };
}

/**
 * `DELETE /sessao/{id}?excluir_lancamento=`: true deletes the session's receita, false (default) keeps it (money
 * that moved stays in the books) without the link to the session that no longer exists.
 */
export async function soltarReceitaDaSessao(
  tx: Tx,
  sessao: SessaoRegistrada,
  opts: { excluirLancamento: boolean },
): Promise<void> {
  const daSessao = and(eq(financeiros.usuario_id, sessao.usuarioId), eq(financeiros.sessao_id, sessao.id));
  if (opts.excluirLancamento) await tx.delete(financeiros).where(daSessao);
  else await tx.update(financeiros).set({ sessao_id: null, updated_at: sql`now()` }).where(daSessao);
}

/**
 * `PUT /sessao/{id}`: the session's receita follows the edit — value (when the session has one), paid or pending,
 * date of payment (kept when already paid, else the session's date; none while pending) and form of payment.
 */
export async function atualizarReceitaDaSessao(tx: Tx, sessao: SessaoRegistrada): Promise<void> {
  await tx
    .update(financeiros)
    .set({
      ...(sessao.valorCentavos ? { valor_centavos: sessao.valorCentavos } : {}),
      status: sessao.pago ? 'pago' : 'pendente',
      data_pagamento: sessao.pago ? sql`coalesce(${financeiros.data_pagamento}, ${sessao.data}::date)` : null,
      forma_pagamento: sessao.formaPagamento,
      updated_at: sql`now()`,
    })
    .where(and(eq(financeiros.usuario_id, sessao.usuarioId), eq(financeiros.sessao_id, sessao.id)));
}

/**
 * A patient deleted for good (one without clinical records, or an archived one erased after the retention): their
 * entries are fiscal records and stay, detached from the patient and the sessions that go with them; a receita keeps
 * the patient's name as payer when it had none.
 */
export async function desvincularLancamentosDoPaciente(
  tx: Tx,
  usuarioId: string,
  pacienteId: string,
): Promise<void> {
  const paciente = await findPacienteOwned(tx, usuarioId, pacienteId, { tambemArquivado: true });
  await tx
    .update(financeiros)
    .set({
      paciente_id: null,
      sessao_id: null,
      pagador_nome: sql`case when ${financeiros.tipo} = 'receita' then coalesce(${financeiros.pagador_nome}, ${paciente.nome}) else ${financeiros.pagador_nome} end`,
      updated_at: sql`now()`,
    })
    .where(and(eq(financeiros.usuario_id, usuarioId), eq(financeiros.paciente_id, pacienteId)));
}
