// Test fixtures shared by the contracts' tests (not used by the product).
import { NO_PLAN, PLAN_SEEDS, type PlanoInfo, type PlanSlug } from './planos.ts';

export function planInfo(slug: PlanSlug, over: Partial<PlanoInfo> = {}): PlanoInfo {
  const seed = PLAN_SEEDS.find((p) => p.slug === slug);
  if (!seed) throw new Error(slug);
  return {
    nome: seed.nome,
    slug,
    status: 'ACTIVE',
    paused: false,
    expira_em: null,
    features: seed.features,
    ...over,
  };
}

/** The plans a user can be in (docs/product.md §6). */
export const PLANS: Record<string, PlanoInfo> = {
  gratuito: planInfo('gratuito'),
  'gratuito pausado': planInfo('gratuito', { status: 'INACTIVE', paused: true }),
  'essencial ativo': planInfo('essencial', { expira_em: '2030-01-01T00:00:00.000Z' }),
  'essencial pausado (status INACTIVE)': planInfo('essencial', { status: 'INACTIVE' }),
  'essencial pausado (paused true)': planInfo('essencial', { paused: true }),
  vitalicio: planInfo('vitalicio'),
  'sem plano': NO_PLAN.plano,
};
