import type { ReciboReembolsoQuery } from '@consultorio/contracts/financeiro';
import { diasEntre, hojeEm } from '@consultorio/contracts/tempo';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { sessoes } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';
import { gerarPdf } from '../../lib/pdf.ts';
import { buscarPacienteDoUsuario } from '../pacientes/service.ts';
import { pagadorDoPaciente } from './pagador.ts';
import { profissionalDoRecibo } from './recibo-de-dados.ts';
import { PDF, type ReciboReembolsoData, type SessaoReembolso } from './recibo-reembolso-pdf.ts';

/*
 * The receipt a patient sends to a health plan for reimbursement: the paid sessions of a period, one row each,
 * with their total (docs/carne-leao.md §8). Its data here, its document in recibo-reembolso-pdf.ts.
 */

/** The longest period one receipt covers: a year, a leap year included. */
export const MAX_DIAS_REEMBOLSO = 366;

export const MSG_RECIBO_REEMBOLSO = {
  periodoLongo: `O período do recibo pode ter no máximo ${MAX_DIAS_REEMBOLSO} dias.`,
  nenhumaSessao: 'Nenhuma sessão paga neste período.',
} as const;

/**
 * The sessions a reimbursement receipt lists, oldest first. A "paid session" is a session that was held
 * (presença `realizada`: a plan reimburses care given, and the receipt declares "atendimentos", so a missed session
 * that was charged stays out), marked `pago` (the flag finance keeps in step with the session's receita through
 * definirPagamentoSessao, and which the user sets on sessions paid outside Financeiro) and with a value above zero.
 * The period is read on the session's date — the date of the care the plan asks for. Only the date, the length
 * and the value are read: never the session's notes.
 */
async function sessoesPagas(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: ReciboReembolsoQuery,
): Promise<SessaoReembolso[]> {
  const rows = await ctx.db
    .select({
      data: sessoes.data,
      duracao_minutos: sessoes.duracao_minutos,
      valor_centavos: sessoes.valor_centavos,
    })
    .from(sessoes)
    .where(
      and(
        eq(sessoes.usuario_id, usuarioId),
        eq(sessoes.paciente_id, pacienteId),
        eq(sessoes.presenca, 'realizada'),
        eq(sessoes.pago, true),
        gt(sessoes.valor_centavos, 0),
        between(sessoes.data, q.de, q.ate),
      ),
    )
    .orderBy(asc(sessoes.data), sql`${sessoes.hora_inicio} asc nulls first`, asc(sessoes.created_at));
  // valor_centavos > 0 above: never null here.
  return rows.map((r) => ({ ...r, valor_centavos: r.valor_centavos ?? 0 }));
}

/**
 * `GET /paciente/{id}/recibo-reembolso?de=&ate=`: the patient's paid sessions of the period, for reimbursement.
 * Another user's patient (or none) is a 404; a period over a year, or one without a paid session, is a 422.
 */
export async function gerarReciboReembolso(
  ctx: AppContext,
  usuarioId: string,
  pacienteId: string,
  q: ReciboReembolsoQuery,
): Promise<{ pdf: Buffer; fileName: string }> {
  const paciente = await buscarPacienteDoUsuario(ctx.db, usuarioId, pacienteId, { leitura: true });
  if (diasEntre(q.de, q.ate) + 1 > MAX_DIAS_REEMBOLSO) {
    throw unprocessable('ate', MSG_RECIBO_REEMBOLSO.periodoLongo);
  }
  const lista = await sessoesPagas(ctx, usuarioId, pacienteId, q);
  if (lista.length === 0) throw unprocessable('de', MSG_RECIBO_REEMBOLSO.nenhumaSessao);
  const [profissional, fuso] = await Promise.all([
    profissionalDoRecibo(ctx, usuarioId),
    fusoDoUsuario(ctx.db, usuarioId),
  ]);
  const hoje = hojeEm(fuso);
  // A minor's responsável pays (docs/carne-leao.md §1): the receipt names them as payer, the patient as the one
  // cared for. pagadorDoPaciente answers the patient, with no beneficiary, when the patient pays.
  const pagador = pagadorDoPaciente(paciente, hoje);
  const pagaOutro = pagador.pagador_nome !== paciente.nome || pagador.beneficiario_cpf !== null;
  const dados: ReciboReembolsoData = {
    profissional,
    paciente: { nome: paciente.nome, cpf: paciente.cpf ?? null },
    responsavel: pagaOutro ? { nome: pagador.pagador_nome, cpf: pagador.pagador_cpf } : null,
    de: q.de,
    ate: q.ate,
    emitidoEm: hoje,
    sessoes: lista,
  };
  return { pdf: await gerarPdf(PDF, dados), fileName: `recibo-reembolso-${q.de}-${q.ate}.pdf` };
}
