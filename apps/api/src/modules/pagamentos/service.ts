import { randomBytes } from 'node:crypto';
import {
  type CobrancaPix,
  MAX_NOTIFICACOES_PIX,
  MSG_PAGAMENTOS,
  type Pagamento,
  type PlanoPago,
  type StatusPagamento,
} from '@consultorio/contracts/pagamentos';
import { isLifetime } from '@consultorio/contracts/planos';
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { pagamentos, planos } from '../../db/schema.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Log } from '../../lib/log.ts';
import { aplicarPlanoPago, carregarEstadoDoPlano } from '../planos/service.ts';
import { qrCodePng, valorTexto } from './brcode.ts';
import { bcbProvider } from './providers/bcb.ts';
import { simuladorProvider } from './providers/simulador.ts';
import type { PixProvider, PixRecebido } from './providers/types.ts';

/** How long a PIX code can be paid (docs/decisions/0021-pix-payments.md). */
export const VALIDADE_COBRANCA_SEGUNDOS = 30 * 60;

type PagamentoRow = typeof pagamentos.$inferSelect;

const providers = new WeakMap<AppContext, PixProvider>();

/** The app's PIX provider, built once from the configuration (PIX_PROVIDER). */
export function pixProvider(ctx: AppContext): PixProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = ctx.config.pix.provider === 'bcb' ? bcbProvider(ctx.config.pix) : simuladorProvider(ctx.config.pix);
    providers.set(ctx, p);
  }
  return p;
}

/** The simulation route exists only with the simulator and never in production. */
export const simulacaoDisponivel = (ctx: AppContext): boolean =>
  ctx.config.pix.provider === 'simulador' && ctx.config.env !== 'production';

const TXID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random alphanumeric txid ([a-zA-Z0-9], as both the BR Code and the BCB API Pix accept). */
export function novoTxid(tamanho: number): string {
  const bytes = randomBytes(tamanho);
  let out = '';
  for (const b of bytes) out += TXID_CHARS[b % TXID_CHARS.length];
  return out;
}

const statusDe = (row: PagamentoRow, agora = Date.now()): StatusPagamento =>
  row.status === 'pago' ? 'pago' : row.expira_em.getTime() <= agora ? 'expirado' : 'pendente';

const toPagamento = (row: PagamentoRow): Pagamento => ({
  id: row.id,
  plano: row.plano_slug as PlanoPago,
  status: statusDe(row),
  valor: row.valor_centavos / 100,
  expira_em: row.expira_em.toISOString(),
  pago_em: row.pago_em ? row.pago_em.toISOString() : null,
  criado_em: row.created_at.toISOString(),
});

const toCobranca = async (row: PagamentoRow): Promise<CobrancaPix> => ({
  id: row.id,
  plano: row.plano_slug as PlanoPago,
  status: statusDe(row),
  valor: row.valor_centavos / 100,
  pix_copia_e_cola: row.pix_copia_e_cola,
  qr_code: await qrCodePng(row.pix_copia_e_cola),
  expira_em: row.expira_em.toISOString(),
});

/**
 * POST /user/upgrade-plan. A pending, unexpired charge for the same plan is returned as it is (the user may be
 * paying it right now); otherwise a new charge is created at the provider with the price of the `planos` table.
 */
export async function criarCobranca(
  ctx: AppContext,
  usuarioId: string,
  plano: PlanoPago,
  log?: Log,
): Promise<{ cobranca: CobrancaPix; nova: boolean }> {
  const state = await carregarEstadoDoPlano(ctx.db, usuarioId);
  if (isLifetime(state.plano)) throw conflict('plano', MSG_PAGAMENTOS.jaVitalicio);
  const [pendente] = await ctx.db
    .select()
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.usuario_id, usuarioId),
        eq(pagamentos.plano_slug, plano),
        eq(pagamentos.status, 'pendente'),
        gt(pagamentos.expira_em, new Date(Date.now() + 60_000)),
      ),
    )
    .orderBy(desc(pagamentos.created_at))
    .limit(1);
  if (pendente) return { cobranca: await toCobranca(pendente), nova: false };

  const [preco] = await ctx.db.select().from(planos).where(eq(planos.slug, plano)).limit(1);
  if (!preco || preco.preco_centavos <= 0) throw unprocessable('plano', MSG_PAGAMENTOS.planoInvalido);
  const provider = pixProvider(ctx);
  const txid = novoTxid(provider.tamanhoTxid);
  const expiraEm = new Date(Date.now() + VALIDADE_COBRANCA_SEGUNDOS * 1000);
  let criada: Awaited<ReturnType<PixProvider['criarCobranca']>>;
  try {
    criada = await provider.criarCobranca({
      txid,
      valor: valorTexto(preco.preco_centavos),
      expiracaoSegundos: VALIDADE_COBRANCA_SEGUNDOS,
      descricao: `Consultório - plano ${preco.nome}`,
    });
  } catch (err) {
    log?.error({ err, txid, provedor: provider.nome }, 'pix: falha ao criar a cobrança no provedor');
    throw new AppError(503, MSG_PAGAMENTOS.indisponivel);
  }
  const [row] = await ctx.db
    .insert(pagamentos)
    .values({
      usuario_id: usuarioId,
      plano_slug: plano,
      valor_centavos: preco.preco_centavos,
      provedor: provider.nome,
      txid,
      pix_copia_e_cola: criada.pixCopiaECola,
      expira_em: expiraEm,
    })
    .returning();
  return { cobranca: await toCobranca(row), nova: true };
}

async function doUsuario(ctx: AppContext, usuarioId: string, id: string): Promise<PagamentoRow> {
  const [row] = await ctx.db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.id, id), eq(pagamentos.usuario_id, usuarioId)))
    .limit(1);
  if (!row) throw notFound(MSG_PAGAMENTOS.pagamentoNaoEncontrado);
  return row;
}

/**
 * GET /user/pix-payment-status/{id}. With a PSP, a charge still unpaid is read back at the PSP (the polling
 * fallback when a webhook is late or lost); the answer is always the database's state after that.
 */
export async function statusPagamento(
  ctx: AppContext,
  usuarioId: string,
  id: string,
  log?: Log,
): Promise<Pagamento> {
  let row = await doUsuario(ctx, usuarioId, id);
  if (row.status !== 'pago' && row.provedor === pixProvider(ctx).nome && row.provedor !== 'simulador') {
    await sincronizar(ctx, row.txid, log);
    row = await doUsuario(ctx, usuarioId, id);
  }
  return toPagamento(row);
}

/** GET /user/pagamentos: the user's charges, newest first. */
export async function listarPagamentos(ctx: AppContext, usuarioId: string): Promise<Pagamento[]> {
  const rows = await ctx.db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.usuario_id, usuarioId))
    .orderBy(desc(pagamentos.created_at))
    .limit(100);
  return rows.map(toPagamento);
}

export type ResultadoConfirmacao = 'confirmado' | 'ja_pago' | 'desconhecido' | 'valor_divergente';

const centavosDe = (valor: string): number => {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(valor.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : Number.NaN;
};

/**
 * Confirms a charge from a PIX that is known to have arrived (read back at the PSP, or the simulator).
 * Idempotent: a charge already paid changes nothing. An amount different from the charge's is refused and logged.
 * A charge paid after its expiry is honoured: the money arrived. The plan opens in the same transaction.
 */
export async function confirmarPagamento(
  ctx: AppContext,
  txid: string,
  pix: PixRecebido,
  log?: Log,
): Promise<ResultadoConfirmacao> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(pagamentos).where(eq(pagamentos.txid, txid)).for('update').limit(1);
    if (!row) {
      log?.warn({ txid }, 'pix: notificação de uma cobrança desconhecida');
      return 'desconhecido';
    }
    if (row.status === 'pago') return 'ja_pago';
    const recebido = centavosDe(pix.valor);
    if (recebido !== row.valor_centavos) {
      const detalhe = { txid, pagamentoId: row.id, esperado: row.valor_centavos, recebido: pix.valor };
      if (log) log.error(detalhe, 'pix: valor recebido diferente do cobrado; pagamento não confirmado');
      else console.error('[pix] valor recebido diferente do cobrado; pagamento não confirmado', detalhe);
      return 'valor_divergente';
    }
    const pagoEm = Number.isNaN(Date.parse(pix.horario)) ? new Date() : new Date(pix.horario);
    const state = await aplicarPlanoPago(ctx, row.usuario_id, row.plano_slug as PlanoPago, tx);
    await tx
      .update(pagamentos)
      .set({
        status: 'pago',
        pago_em: pagoEm,
        valor_pago_centavos: recebido,
        end_to_end_id: pix.endToEndId,
        aplicado_ate: state.plano.expira_em ? new Date(state.plano.expira_em) : null,
        updated_at: new Date(),
      })
      .where(eq(pagamentos.id, row.id));
    log?.info({ txid, pagamentoId: row.id, plano: row.plano_slug }, 'pix: pagamento confirmado');
    return 'confirmado';
  });
}

/** Reads a charge back at the PSP and confirms it when the PSP says it was paid. Never trusts a notification. */
export async function sincronizar(
  ctx: AppContext,
  txid: string,
  log?: Log,
): Promise<ResultadoConfirmacao | 'pendente'> {
  const cob = await pixProvider(ctx).consultarCobranca(txid);
  if (!cob || cob.txid !== txid) return 'desconhecido';
  const [pix] = cob.pix;
  if (cob.status !== 'CONCLUIDA' || !pix) return 'pendente';
  return confirmarPagamento(ctx, txid, pix, log);
}

/**
 * POST /pix/webhook/pix: each notified txid is read back at the PSP; the body itself is never trusted. Only txids
 * of our own unpaid charges are read back, so a forged notification costs the PSP nothing.
 */
export async function processarWebhook(ctx: AppContext, txids: string[], log?: Log): Promise<void> {
  // At most MAX_NOTIFICACOES_PIX txids: the contract refuses a longer notification whole (422).
  const lote = [...new Set(txids)]
    .filter((t) => /^[A-Za-z0-9]{1,35}$/.test(t))
    .slice(0, MAX_NOTIFICACOES_PIX);
  if (lote.length === 0) return;
  const nossos = await ctx.db
    .select({ txid: pagamentos.txid })
    .from(pagamentos)
    .where(and(inArray(pagamentos.txid, lote), ne(pagamentos.status, 'pago')));
  for (const { txid } of nossos) {
    try {
      await sincronizar(ctx, txid, log);
    } catch (err) {
      log?.error({ err, txid }, 'pix: falha ao consultar a cobrança notificada');
    }
  }
}

/** POST /user/pix-payment/{id}/simular-pagamento: the simulator "receives" the exact amount now. */
export async function simularPagamento(ctx: AppContext, usuarioId: string, id: string): Promise<Pagamento> {
  const row = await doUsuario(ctx, usuarioId, id);
  await confirmarPagamento(ctx, row.txid, {
    endToEndId: `E${novoTxid(31)}`,
    valor: valorTexto(row.valor_centavos),
    horario: new Date().toISOString(),
  });
  return toPagamento(await doUsuario(ctx, usuarioId, id));
}
