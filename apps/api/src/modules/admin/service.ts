import type { AdminSetPlanRequest, AdminSetPlanResponse } from '@consultorio/contracts/planos';
import type { AppContext } from '../../context.ts';
import { type Ator, naConta } from '../../lib/ator.ts';
import { registrarAuditoria } from '../auditoria/service.ts';
import {
  buscarUsuarioIdPorEmail,
  carregarEstadoDoPlano,
  definirPlanoDoUsuario,
  pausarPlanoDoUsuario,
} from '../planos/service.ts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * Sets or pauses a user's plan (support staff, tests). `{plano}` gives the plan, active, with a fresh period;
 * `{plano, status: 'INACTIVE'}` gives it paused; `{status: 'INACTIVE'}` pauses the current plan;
 * `{status: 'ACTIVE'}` renews the current plan.
 */
export async function adminSetPlan(
  ctx: AppContext,
  ator: Ator,
  body: AdminSetPlanRequest,
): Promise<AdminSetPlanResponse> {
  const usuarioId = await buscarUsuarioIdPorEmail(ctx, body.email);
  let state: Awaited<ReturnType<typeof carregarEstadoDoPlano>>;
  let message: string;
  if (body.plano === undefined && body.status === 'INACTIVE') {
    state = await pausarPlanoDoUsuario(ctx, usuarioId);
    message = `Plano ${state.plano.nome} de ${body.email} pausado.`;
  } else {
    const plano = body.plano ?? (await carregarEstadoDoPlano(ctx.db, usuarioId)).plano.slug ?? 'gratuito';
    state = await definirPlanoDoUsuario(ctx, usuarioId, { plano, status: body.status });
    const { nome, paused, expira_em } = state.plano;
    const detail = paused
      ? 'pausado'
      : expira_em
        ? `ativo até ${formatDate(expira_em)}`
        : 'ativo, sem data de expiração';
    message = `Plano de ${body.email} alterado para ${nome} (${detail}).`;
  }
  await registrarAuditoria(ctx.db, naConta(ator, usuarioId), {
    acao: 'alterar',
    entidade: 'plano',
    entidadeId: usuarioId,
    detalhes: { origem: 'admin', plano: state.plano.slug, status: state.plano.status },
  });
  return { message, usuario: { id: usuarioId, email: body.email }, plano: state.plano };
}
