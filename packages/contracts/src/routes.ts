import { type Feature, hasFeature, isLifetime, type PlanoInfo } from './planos.ts';

/** Paths anyone may open without logging in (docs/product.md §2.1). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/change-password',
  '/cadastro',
  '/politica-privacidade',
  '/termos-uso',
  '/pages/notfound',
  '/auth/access',
  '/auth/error',
] as const;

export const isPublicPath = (path: string): boolean => (PUBLIC_PATHS as readonly string[]).includes(path);

/** Route → feature (docs/product.md §2.2, §5.3). Paths not listed need none. */
const ROUTE_FEATURES: Array<[prefix: string, feature: Feature]> = [
  ['/dashboard', 'dashboard'],
  ['/financeiro', 'gestao_financeira'],
  ['/agendamentos', 'agendamentos'],
  ['/carne-leao', 'essencial'],
];

export function featureForPath(path: string): Feature | null {
  for (const [prefix, feature] of ROUTE_FEATURES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return feature;
  }
  return null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; denied?: { path: string; plano: string } };

/**
 * The navigation guard's decision after the plan is known (docs/product.md §5.3). Public paths and the missing token are
 * decided before the plan is loaded; see `guardBeforePlan`.
 */
export function guardDecision(path: string, plano: PlanoInfo): GuardDecision {
  if (isLifetime(plano)) return { kind: 'allow' };
  const feature = featureForPath(path);
  if (!feature || hasFeature(plano, feature)) return { kind: 'allow' };
  return { kind: 'redirect', to: homePath(plano), denied: { path, plano: plano.nome } };
}

/** The first area the plan opens (the guard's redirect target and the breadcrumb's home): dashboard, agenda, patients. */
export function homePath(plano: PlanoInfo): string {
  if (isLifetime(plano) || hasFeature(plano, 'dashboard')) return '/dashboard';
  return hasFeature(plano, 'agendamentos') ? '/agendamentos' : '/pacientes';
}

export function guardBeforePlan(path: string, hasToken: boolean): GuardDecision | null {
  if (isPublicPath(path)) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: '/login' };
  return null;
}
