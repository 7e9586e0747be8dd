import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { NO_PLAN, type PlanoInfo } from './planos.ts';
import { featureForPath, guardBeforePlan, guardDecision, isPublicPath, PUBLIC_PATHS } from './routes.ts';
import { PLANS, planInfo } from './testing.ts';

/** Every route inside the main layout (docs/product.md §2.2) with the feature it needs. */
const LAYOUT_ROUTES: Array<[path: string, feature: string | null]> = [
  ['/dashboard', 'dashboard'],
  ['/pacientes', null],
  ['/pacientes/cadastro', null],
  ['/pacientes/editar/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', null],
  ['/pacientes/prontuarios/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', null],
  ['/pacientes/anexos/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', null],
  ['/pacientes/ficha/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', null],
  ['/configuracoes', null],
  ['/faq', null],
  ['/perfil', null],
  ['/upgrade', null],
  ['/carne-leao', 'essencial'],
  ['/carne-leao/gerar', 'essencial'],
  ['/carne-leao/detalhes/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', 'essencial'],
  ['/financeiro', 'gestao_financeira'],
  ['/financeiro/novo', 'gestao_financeira'],
  ['/financeiro/editar/3f0c8a4e-1d2b-4c5d-8e9f-0a1b2c3d4e5f', 'gestao_financeira'],
  ['/financeiro/lista', 'gestao_financeira'],
  ['/agendamentos', 'agendamentos'],
];

/** Per plan: which features its routes may use, and where a denied route sends the user. */
const EXPECTED: Record<string, { allowed: string[]; redirectTo: string }> = {
  gratuito: { allowed: ['agendamentos'], redirectTo: '/agendamentos' },
  'gratuito pausado': { allowed: [], redirectTo: '/pacientes' },
  'essencial ativo': {
    allowed: ['dashboard', 'gestao_financeira', 'agendamentos', 'essencial'],
    redirectTo: '/dashboard',
  },
  'essencial pausado (status INACTIVE)': { allowed: ['dashboard'], redirectTo: '/dashboard' },
  'essencial pausado (paused true)': { allowed: ['dashboard'], redirectTo: '/dashboard' },
  vitalicio: { allowed: ['dashboard', 'gestao_financeira', 'agendamentos', 'essencial'], redirectTo: '' },
  'sem plano': { allowed: [], redirectTo: '/pacientes' },
};

describe('route → feature (docs/product.md §2.2, §5.3)', () => {
  it('maps every layout route', () => {
    for (const [path, feature] of LAYOUT_ROUTES)
      expect({ path, feature: featureForPath(path) }).toEqual({ path, feature });
  });
  it('matches whole segments only', () => {
    expect(featureForPath('/financeiros')).toBeNull();
    expect(featureForPath('/dashboard/')).toBe('dashboard');
    expect(featureForPath('/agendamentos/semana')).toBe('agendamentos');
  });
});

describe('guardDecision for every plan × route', () => {
  for (const [name, plano] of Object.entries(PLANS)) {
    const { allowed, redirectTo } = EXPECTED[name];
    describe(name, () => {
      for (const [path, feature] of LAYOUT_ROUTES) {
        const allow = feature === null || allowed.includes(feature);
        it(`${path} → ${allow ? 'allow' : redirectTo}`, () => {
          expect(guardDecision(path, plano)).toEqual(
            allow
              ? { kind: 'allow' }
              : { kind: 'redirect', to: redirectTo, denied: { path, plano: plano.nome } },
          );
        });
      }
    });
  }
});

describe('redirect order: /dashboard, then /agendamentos, then /pacientes', () => {
  const custom = (features: Partial<PlanoInfo['features']>): PlanoInfo =>
    planInfo('essencial', { nome: 'Personalizado', features: { ...NO_PLAN.plano.features, ...features } });

  it('dashboard and agendamentos allowed → /dashboard', () => {
    expect(guardDecision('/financeiro', custom({ dashboard: true, agendamentos: true }))).toMatchObject({
      to: '/dashboard',
    });
  });
  it('only agendamentos → /agendamentos', () => {
    expect(guardDecision('/financeiro/lista', custom({ agendamentos: true }))).toMatchObject({
      to: '/agendamentos',
    });
  });
  it('neither → /pacientes', () => {
    expect(guardDecision('/carne-leao', custom({ gestao_financeira: true }))).toMatchObject({
      to: '/pacientes',
    });
    expect(guardDecision('/financeiro', custom({ gestao_financeira: true }))).toEqual({ kind: 'allow' });
  });
});

describe('the denied payload becomes the access-denied toast (docs/product.md §5.3)', () => {
  it('names the path and the plan', () => {
    const decision = guardDecision('/financeiro', PLANS.gratuito);
    if (decision.kind !== 'redirect' || !decision.denied) throw new Error('esperava redirecionamento');
    expect(MSG.accessDeniedSummary).toBe('Acesso Negado');
    expect(MSG.accessDeniedDetail(decision.denied.path, decision.denied.plano)).toBe(
      'Você não tem permissão para acessar "/financeiro" no seu plano atual (Gratuito)',
    );
    const none = guardDecision('/dashboard', NO_PLAN.plano);
    expect(none).toEqual({
      kind: 'redirect',
      to: '/pacientes',
      denied: { path: '/dashboard', plano: 'Sem plano' },
    });
  });
});

describe('guardBeforePlan', () => {
  it('public paths pass with or without a token', () => {
    for (const path of PUBLIC_PATHS) {
      expect(isPublicPath(path)).toBe(true);
      expect(guardBeforePlan(path, false)).toEqual({ kind: 'allow' });
      expect(guardBeforePlan(path, true)).toEqual({ kind: 'allow' });
    }
  });
  it('every layout route without a token goes to /login; with one the plan decides', () => {
    for (const [path] of LAYOUT_ROUTES) {
      expect(isPublicPath(path)).toBe(false);
      expect(guardBeforePlan(path, false)).toEqual({ kind: 'redirect', to: '/login' });
      expect(guardBeforePlan(path, true)).toBeNull();
    }
  });
});

describe('a secretária navigates only her areas (docs/product.md §15)', () => {
  const semFinanceiro = { papel: 'secretaria', acesso_financeiro: false } as const;
  const comFinanceiro = { papel: 'secretaria', acesso_financeiro: true } as const;
  const vitalicio = PLANS.vitalicio;

  it('opens the agenda, the patients, her profile and the FAQ, even on the lifetime plan', () => {
    for (const path of [
      '/agendamentos',
      '/pacientes',
      '/pacientes/ficha/x',
      '/pacientes/editar/x',
      '/perfil',
      '/faq',
    ]) {
      expect(guardDecision(path, vitalicio, semFinanceiro), path).toEqual({ kind: 'allow' });
    }
  });

  it("sends her from the titular's areas to the agenda, saying they are the titular's", () => {
    for (const path of [
      '/dashboard',
      '/carne-leao',
      '/configuracoes',
      '/upgrade',
      '/financeiro',
      '/pacientes/prontuarios/x',
      '/pacientes/anexos/x',
    ]) {
      expect(guardDecision(path, vitalicio, semFinanceiro), path).toEqual({
        kind: 'redirect',
        to: '/agendamentos',
        denied: { path, plano: vitalicio.nome, soTitular: true },
      });
    }
  });

  it('opens finance with her access, when the plan has it', () => {
    expect(guardDecision('/financeiro/lista', vitalicio, comFinanceiro)).toEqual({ kind: 'allow' });
    expect(guardDecision('/financeiro', PLANS.gratuito, comFinanceiro).kind).toBe('redirect');
  });

  it("the titular's navigation is unchanged", () => {
    expect(guardDecision('/dashboard', vitalicio, { papel: 'titular', acesso_financeiro: true })).toEqual({
      kind: 'allow',
    });
  });
});
