import { MSG_FINANCEIRO } from '@consultorio/contracts/financeiro';
import { dataBr, fusoValido, hojeEm } from '@consultorio/contracts/tempo';
import { and, eq, gt, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros, pacientes, sessoes } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { buscarPacienteDoUsuario, type PacienteRow } from '../pacientes/service.ts';
import { exigirPlano } from '../planos/service.ts';
import {
  type LidosNoRegistro,
  registradaDaLinha,
  type SessaoRegistrada,
  type SessaoRow,
} from '../sessoes/service.ts';
import { pagadorDoPaciente } from './pagador.ts';

/*
 * What finance does in the patient's life cycle (modules/ciclo-paciente): a session's receita is created, follows
 * the session's edits and is detached or deleted with the session, and a deleted patient's entries are kept,
 * detached.
 */

/**
 * `POST /sessao` with gerar_lancamento (asked, or by default for a session with a value paid or held): the session's
 * receita, in the session's transaction, whatever the plan — Finance is hidden on Gratuito and read-only while
 * paused, but the income it will show must not go missing (docs/product.md §8.4).
 */
export async function gerarReceitaDaSessao(
  tx: Tx,
  sessao: SessaoRegistrada,
  opts: { gerarLancamento: boolean; lidos?: LidosNoRegistro },
): Promise<void> {
  if (!opts.gerarLancamento) return;
  if (!sessao.valorCentavos) throw unprocessable('valor', MSG_FINANCEIRO.sessaoSemValor);
  await tx.insert(financeiros).values(await receitaDaSessao(tx, sessao, opts.lidos));
}

/** `lidos`: the patient and time zone the registration read in this transaction; read here when not given. */
async function receitaDaSessao(
  tx: Tx,
  sessao: SessaoRegistrada,
  lidos?: LidosNoRegistro,
): Promise<typeof financeiros.$inferInsert> {
  const paciente =
    lidos?.paciente ?? (await buscarPacienteDoUsuario(tx, sessao.usuarioId, sessao.pacienteId));
  const hoje = hojeEm(lidos ? fusoValido(lidos.fuso) : await fusoDoUsuario(tx, sessao.usuarioId));
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
  const paciente = await buscarPacienteDoUsuario(tx, usuarioId, pacienteId, { tambemArquivado: true });
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

// ---------------------------------------------------------------------------------------------------------------
// Sessions without their receita (docs/product.md §8.9)

/** Sessions with a value, paid or held, of the caller's patients in the list, that no finance entry points to. */
const semLancamento = (usuarioId: string) =>
  and(
    eq(sessoes.usuario_id, usuarioId),
    gt(sessoes.valor_centavos, 0),
    or(eq(sessoes.pago, true), eq(sessoes.presenca, 'realizada')),
    isNull(pacientes.arquivado_em),
    notExists(
      sql`(select 1 from ${financeiros} where ${financeiros.usuario_id} = ${usuarioId} and ${financeiros.sessao_id} = ${sessoes.id})`,
    ),
  );

/** `GET /financeiros/sessoes-sem-lancamento`: how many, and how much. */
export async function contarSessoesSemLancamento(
  db: Db | Tx,
  usuarioId: string,
): Promise<{ quantidade: number; valor_total: number }> {
  const [row] = await db
    .select({
      quantidade: sql<number>`count(*)::int`,
      centavos: sql<number>`coalesce(sum(${sessoes.valor_centavos}), 0)::bigint`,
    })
    .from(sessoes)
    .innerJoin(pacientes, eq(pacientes.id, sessoes.paciente_id))
    .where(semLancamento(usuarioId));
  return { quantidade: Number(row.quantidade), valor_total: Number(row.centavos) / 100 };
}

/**
 * `POST /financeiros/sessoes-sem-lancamento`: each such session's receita, as a session registered now would get
 * it, in one transaction. The account's row is locked first, so a second click waits and then finds none.
 */
export async function trazerSessoesParaOFinanceiro(ctx: AppContext, usuarioId: string): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await exigirPlano(ctx, usuarioId, { feature: 'gestao_financeira', write: true }, tx);
    const rows = await tx
      .select({ sessao: sessoes })
      .from(sessoes)
      .innerJoin(pacientes, eq(pacientes.id, sessoes.paciente_id))
      .where(semLancamento(usuarioId))
      .orderBy(sessoes.data, sessoes.id);
    const valores = [];
    for (const { sessao } of rows) valores.push(await receitaDaSessao(tx, registradaDaLinha(sessao)));
    for (let i = 0; i < valores.length; i += 500)
      await tx.insert(financeiros).values(valores.slice(i, i + 500));
    return valores.length;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// A paid PIX charge (docs/product.md §18)

/**
 * The receitas of a paid charge's sessions: each session's receita (created now, as a session registered paid gets
 * it, when it had none) becomes `pago` with the charge's date and form of payment, so the Carnê-Leão month and the
 * Receita Saúde list read it at once.
 */
export async function quitarReceitasDasSessoes(
  tx: Tx,
  usuarioId: string,
  sessoesPagas: SessaoRow[],
  pagamento: { data: string; forma: string },
): Promise<void> {
  if (sessoesPagas.length === 0) return;
  const ids = sessoesPagas.map((s) => s.id);
  const comReceita = await tx
    .select({ sessao_id: financeiros.sessao_id })
    .from(financeiros)
    .where(and(eq(financeiros.usuario_id, usuarioId), inArray(financeiros.sessao_id, ids)));
  const tem = new Set(comReceita.map((r) => r.sessao_id));
  const faltam = sessoesPagas.filter((s) => !tem.has(s.id) && (s.valor_centavos ?? 0) > 0);
  for (const s of faltam)
    await tx.insert(financeiros).values(await receitaDaSessao(tx, registradaDaLinha(s)));
  await tx
    .update(financeiros)
    .set({
      status: 'pago',
      data_pagamento: pagamento.data,
      forma_pagamento: pagamento.forma,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(financeiros.usuario_id, usuarioId),
        eq(financeiros.tipo, 'receita'),
        inArray(financeiros.sessao_id, ids),
      ),
    );
}

/** A paid charge's free item (not a session) as a paid receita of the patient; returns its id. */
export async function lancarReceitaDeItem(
  tx: Tx,
  paciente: PacienteRow,
  item: { descricao: string; valorCentavos: number },
  pagamento: { data: string; forma: string; hoje: string },
): Promise<string> {
  const [row] = await tx
    .insert(financeiros)
    .values({
      usuario_id: paciente.usuario_id,
      tipo: 'receita',
      descricao: `${item.descricao} – ${paciente.nome}`,
      valor_centavos: item.valorCentavos,
      data: pagamento.data,
      data_pagamento: pagamento.data,
      status: 'pago',
      categoria: 'outro',
      forma_pagamento: pagamento.forma,
      paciente_id: paciente.id,
      origem: 'pessoa_fisica',
      ...pagadorDoPaciente(paciente, pagamento.hoje),
    })
    .returning({ id: financeiros.id });
  return row.id;
}
