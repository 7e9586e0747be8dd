import {
  PLAN_SEEDS,
  type PlanInfoResponse,
  type PlanoInfo,
  type PlanSlug,
} from '@consultorio/contracts/planos';

/** Test helper for the plan: an answer of GET user/plan-info (serve it with `mockFetch` from test/browser). */
export function planInfo(slug: PlanSlug, plano: Partial<PlanoInfo> = {}): PlanInfoResponse {
  const seed = PLAN_SEEDS.find((p) => p.slug === slug)!;
  return {
    plano: {
      nome: seed.nome,
      slug,
      status: 'ACTIVE',
      paused: false,
      expira_em: slug === 'essencial' ? '2026-12-21T12:00:00.000Z' : null,
      features: { ...seed.features },
      ...plano,
    },
    stats: {
      pacientes_count: 3,
      limite_pacientes: seed.limite_pacientes,
      can_add_paciente: true,
      anexos_count: 4,
      anexos_limite: seed.anexos_limite,
      can_add_anexo: true,
    },
  };
}
