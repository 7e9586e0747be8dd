import type { Usuario } from './auth.ts';
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
  | { kind: 'redirect'; to: string; denied?: { path: string; plano: string; soTitular?: true } };

/** Who navigates, as the guard needs it: a titular, or a secretária with or without finance (docs/product.md §15). */
export type QuemNavega = Pick<Usuario, 'papel' | 'acesso_financeiro'> | null | undefined;

/** The areas a secretária may open (docs/product.md §15); the clinical pages under /pacientes are not hers. */
const AREAS_DA_SECRETARIA = ['/pacientes', '/agendamentos', '/perfil', '/faq'];
const AREAS_CLINICAS = ['/pacientes/prontuarios', '/pacientes/anexos'];

const dentro = (path: string, prefixo: string) => path === prefixo || path.startsWith(`${prefixo}/`);

/** True when the path is one a secretária may open (finance only with her access). */
export function secretariaPodeAbrir(path: string, acessoFinanceiro: boolean): boolean {
  if (AREAS_CLINICAS.some((p) => dentro(path, p))) return false;
  if (acessoFinanceiro && dentro(path, '/financeiro')) return true;
  return AREAS_DA_SECRETARIA.some((p) => dentro(path, p));
}

/**
 * The navigation guard's decision after the plan is known (docs/product.md §5.3). Public paths and the missing token are
 * decided before the plan is loaded; see `guardBeforePlan`.
 */
export function guardDecision(path: string, plano: PlanoInfo, quem?: QuemNavega): GuardDecision {
  if (quem?.papel === 'secretaria' && !secretariaPodeAbrir(path, quem.acesso_financeiro)) {
    return {
      kind: 'redirect',
      to: homePath(plano, quem),
      denied: { path, plano: plano.nome, soTitular: true },
    };
  }
  if (isLifetime(plano)) return { kind: 'allow' };
  const feature = featureForPath(path);
  if (!feature || hasFeature(plano, feature)) return { kind: 'allow' };
  return { kind: 'redirect', to: homePath(plano, quem), denied: { path, plano: plano.nome } };
}

/**
 * The first area the plan opens (the guard's redirect target and the breadcrumb's home): dashboard, agenda,
 * patients. A secretária starts at the agenda (the dashboard is the titular's).
 */
export function homePath(plano: PlanoInfo, quem?: QuemNavega): string {
  if (quem?.papel !== 'secretaria' && (isLifetime(plano) || hasFeature(plano, 'dashboard')))
    return '/dashboard';
  return hasFeature(plano, 'agendamentos') ? '/agendamentos' : '/pacientes';
}

export function guardBeforePlan(path: string, hasToken: boolean): GuardDecision | null {
  if (isPublicPath(path)) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: '/login' };
  return null;
}
