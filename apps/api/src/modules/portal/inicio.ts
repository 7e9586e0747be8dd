import { formatTelefone } from '@consultorio/contracts/br';
import {
  contatoDoPsicologo,
  MSG_PORTAL,
  PORTAL_CONFIG_PADRAO,
  type PortalConfig,
  type PortalConfigInput,
  type PortalInicio,
  type SessaoPortal,
} from '@consultorio/contracts/portal';
import { isoLocal } from '@consultorio/contracts/tempo';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agendamentos, cobrancas, documentos, formularios, portalConfig, termos } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { buscarAgendamentoDoUsuario, responderPeloPaciente } from '../agendamentos/service.ts';
import { buscarTitular } from '../auth/service.ts';
import { contarPendentes } from '../escalas/service.ts';
import { emailCancelamento } from './mail.ts';
import { doPacienteDoPortal, type PortalInfo } from './sessoes.ts';

/*
 * The patient's home and sessions (docs/product.md §17): the appointments from now on that are not cancelled,
 * in the psychologist's time zone; confirming and cancelling them within her settings. Nothing else of the agenda,
 * the record or the finance is read here.
 */

const HORA = 3600 * 1000;

/** `GET /user/portal`: the saved settings, or the defaults. */
export async function obterConfig(ctx: AppContext, usuarioId: string): Promise<PortalConfig> {
  const [row] = await ctx.db
    .select()
    .from(portalConfig)
    .where(eq(portalConfig.usuario_id, usuarioId))
    .limit(1);
  if (!row) return { ...PORTAL_CONFIG_PADRAO };
  return {
    permitir_cancelamento: row.permitir_cancelamento,
    antecedencia_cancelamento_horas: row.antecedencia_cancelamento_horas,
    mensagem: row.mensagem,
  };
}

/** `PUT /user/portal`. */
export async function salvarConfig(
  ctx: AppContext,
  usuarioId: string,
  input: Required<Pick<PortalConfigInput, 'permitir_cancelamento' | 'antecedencia_cancelamento_horas'>> & {
    mensagem: string | null;
  },
): Promise<PortalConfig> {
  const valores = {
    permitir_cancelamento: input.permitir_cancelamento,
    antecedencia_cancelamento_horas: input.antecedencia_cancelamento_horas,
    mensagem: input.mensagem,
  };
  await ctx.db
    .insert(portalConfig)
    .values({ usuario_id: usuarioId, ...valores })
    .onConflictDoUpdate({ target: portalConfig.usuario_id, set: { ...valores, updated_at: sql`now()` } });
  return obterConfig(ctx, usuarioId);
}

const podeCancelar = (config: PortalConfig, inicio: Date, agora = Date.now()): boolean =>
  config.permitir_cancelamento && inicio.getTime() - agora >= config.antecedencia_cancelamento_horas * HORA;

async function profissional(ctx: AppContext, usuarioId: string) {
  const titular = await buscarTitular(ctx, usuarioId);
  if (!titular) throw notFound();
  return {
    nome: titular.nome,
    crp: titular.crp,
    ...(titular.telefone ? { telefone: formatTelefone(titular.telefone) } : {}),
  };
}

/** `GET /api/portal/inicio`. */
export async function inicio(ctx: AppContext, p: PortalInfo): Promise<PortalInicio> {
  const [
    prof,
    config,
    sessoes,
    [{ pendentes }],
    [{ novos }],
    [{ aPagar, recibosNovos }],
    escalas,
    [{ termosPendentes }],
  ] = await Promise.all([
    profissional(ctx, p.usuarioId),
    obterConfig(ctx, p.usuarioId),
    ctx.db
      .select({
        id: agendamentos.id,
        inicio: agendamentos.inicio,
        duracao_minutos: agendamentos.duracao_minutos,
        modalidade: agendamentos.modalidade,
        status: agendamentos.status,
        link_online: agendamentos.link_online,
      })
      .from(agendamentos)
      .where(
        and(
          doPacienteDoPortal(agendamentos, p),
          inArray(agendamentos.status, ['agendado', 'confirmado']),
          gt(agendamentos.inicio, sql`now()`),
        ),
      )
      .orderBy(asc(agendamentos.inicio))
      .limit(50),
    ctx.db
      .select({ pendentes: count() })
      .from(formularios)
      .where(and(doPacienteDoPortal(formularios, p), eq(formularios.status, 'pendente'))),
    ctx.db
      .select({ novos: count() })
      .from(documentos)
      .where(
        and(
          doPacienteDoPortal(documentos, p),
          isNull(documentos.excluido_em),
          isNotNull(documentos.entregue_em),
          isNull(documentos.visualizado_em),
        ),
      ),
    // Charges to pay (docs/product.md §18): open, past due included, not yet informed; and the paid ones whose
    // receipt, among the documents, was not opened yet.
    ctx.db
      .select({
        aPagar: sql<number>`count(*) filter (where ${cobrancas.status} = 'aberta')`.mapWith(Number),
        recibosNovos:
          sql<number>`count(*) filter (where ${cobrancas.status} = 'paga' and ${cobrancas.recibo_visualizado_em} is null)`.mapWith(
            Number,
          ),
      })
      .from(cobrancas)
      .where(and(doPacienteDoPortal(cobrancas, p), inArray(cobrancas.status, ['aberta', 'paga']))),
    contarPendentes(ctx, p.usuarioId, p.pacienteId),
    // Terms waiting for the patient's signature (docs/product.md §20).
    ctx.db
      .select({ termosPendentes: count() })
      .from(termos)
      .where(and(doPacienteDoPortal(termos, p), eq(termos.status, 'pendente'))),
  ]);
  return {
    paciente: { nome: p.pacienteNome },
    profissional: prof,
    proximas_sessoes: sessoes.map(
      (a): SessaoPortal => ({
        id: a.id,
        inicio: isoLocal(a.inicio, p.fuso),
        duracao_minutos: a.duracao_minutos,
        modalidade: a.modalidade as SessaoPortal['modalidade'],
        status: a.status as SessaoPortal['status'],
        ...(a.modalidade === 'online' && a.link_online ? { link_online: a.link_online } : {}),
        pode_cancelar: podeCancelar(config, a.inicio),
      }),
    ),
    pendencias: {
      formularios: pendentes,
      documentos_novos: novos + recibosNovos,
      cobrancas: aPagar,
      escalas,
      termos: termosPendentes,
    },
    config,
  };
}

/** The patient's own appointment, still to come; another patient's (even of the same psychologist) → 404. */
async function doPaciente(ctx: AppContext, p: PortalInfo, id: string) {
  const { row } = await buscarAgendamentoDoUsuario(ctx.db, p.usuarioId, id);
  if (row.paciente_id !== p.pacienteId) throw notFound('Sessão não encontrada.');
  return row;
}

/** `POST /api/portal/agendamentos/{id}/confirmar`. */
export async function confirmar(ctx: AppContext, p: PortalInfo, id: string) {
  const row = await doPaciente(ctx, p, id);
  if (row.status === 'confirmado') return { agendamento: { id, status: 'confirmado' as const } };
  if (row.status === 'cancelado') throw new AppError(422, MSG_PORTAL.agendamentoCancelado);
  if (row.inicio.getTime() <= Date.now()) throw new AppError(422, MSG_PORTAL.agendamentoPassado);
  if (row.status !== 'agendado') throw new AppError(422, MSG_PORTAL.agendamentoNaoConfirmavel);
  const nova = await responderPeloPaciente(ctx.db, p.usuarioId, id, 'confirmado');
  if (!nova) throw conflict('status', MSG_PORTAL.agendamentoNaoConfirmavel);
  return { agendamento: { id, status: 'confirmado' as const } };
}

/**
 * `POST /api/portal/agendamentos/{id}/cancelar`: within the settings' notice the appointment becomes `cancelado`
 * (its time is free again for the agenda and the booking page, which skip cancelled ones) and the psychologist is
 * e-mailed; later than that → 422 naming the hours and how to reach her.
 */
export async function cancelar(ctx: AppContext, p: PortalInfo, id: string, motivo: string | null) {
  const row = await doPaciente(ctx, p, id);
  if (row.status === 'cancelado') return { agendamento: { id, status: 'cancelado' as const } };
  if (row.inicio.getTime() <= Date.now()) throw new AppError(422, MSG_PORTAL.agendamentoPassado);
  const [config, titular] = await Promise.all([
    obterConfig(ctx, p.usuarioId),
    buscarTitular(ctx, p.usuarioId),
  ]);
  const prof = {
    nome: titular?.nome ?? 'o seu psicólogo',
    ...(titular?.telefone ? { telefone: formatTelefone(titular.telefone) } : {}),
  };
  if (!config.permitir_cancelamento) {
    throw new AppError(422, MSG_PORTAL.cancelamentoDesligado(contatoDoPsicologo(prof)));
  }
  if (!podeCancelar(config, row.inicio)) {
    throw new AppError(
      422,
      MSG_PORTAL.cancelamentoTarde(config.antecedencia_cancelamento_horas, contatoDoPsicologo(prof)),
    );
  }
  const nova = await responderPeloPaciente(ctx.db, p.usuarioId, id, 'cancelado');
  if (!nova) throw conflict('status', MSG_PORTAL.agendamentoCancelado);
  if (titular) {
    const base = ctx.config.publicUrl.replace(/\/$/, '');
    await ctx.mailer
      .send({
        to: titular.email,
        ...emailCancelamento({
          paciente: p.pacienteNome,
          inicio: row.inicio,
          fuso: p.fuso,
          motivo,
          agendaUrl: `${base}/agendamentos`,
        }),
      })
      // The cancellation holds even if the e-mail fails: the agenda shows it.
      .catch((err) => console.error('[portal] falha ao avisar o cancelamento:', err));
  }
  return { agendamento: { id, status: 'cancelado' as const } };
}
