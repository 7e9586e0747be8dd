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
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { preparada } from '../../db/preparadas.ts';
import { portalConfig } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { buscarAgendamentoDoUsuario, responderPeloPaciente } from '../agendamentos/service.ts';
import { buscarTitular } from '../auth/service.ts';
import { inicioDoPortal } from './inicio-consulta.ts';
import { emailCancelamento } from './mail.ts';
import type { PortalInfo } from './sessoes.ts';

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

/** `GET /api/portal/inicio`: one statement (inicio-consulta.ts). */
export async function inicio(ctx: AppContext, p: PortalInfo): Promise<PortalInicio> {
  const [linha] = await preparada(ctx.db, 'portal_inicio', inicioDoPortal).execute({
    usuario: p.usuarioId,
    paciente: p.pacienteId,
  });
  if (!linha) throw notFound();
  const config: PortalConfig = linha.config
    ? {
        permitir_cancelamento: linha.config[0],
        antecedencia_cancelamento_horas: linha.config[1],
        mensagem: linha.config[2],
      }
    : { ...PORTAL_CONFIG_PADRAO };
  return {
    paciente: { nome: p.pacienteNome },
    profissional: {
      nome: linha.nome,
      crp: linha.crp ?? '',
      ...(linha.telefone ? { telefone: formatTelefone(linha.telefone) } : {}),
    },
    proximas_sessoes: (linha.proximas ?? []).map(
      ([id, ms, duracao_minutos, modalidade, status, link]): SessaoPortal => {
        const inicio = new Date(ms);
        return {
          id,
          inicio: isoLocal(inicio, p.fuso),
          duracao_minutos,
          modalidade: modalidade as SessaoPortal['modalidade'],
          status: status as SessaoPortal['status'],
          ...(modalidade === 'online' && link ? { link_online: link } : {}),
          pode_cancelar: podeCancelar(config, inicio),
        };
      },
    ),
    pendencias: {
      formularios: Number(linha.formularios),
      documentos_novos: Number(linha.documentos) + Number(linha.recibos),
      cobrancas: Number(linha.cobrancas),
      escalas: Number(linha.escalas),
      termos: Number(linha.termos),
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
