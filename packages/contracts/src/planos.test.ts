import { describe, expect, it } from 'vitest';
import {
  adminSetPlanRequestSchema,
  FEATURES,
  type Feature,
  formatLimit,
  hasFeature,
  isLifetime,
  isPaused,
  NO_PLAN,
  PLAN_SEEDS,
  remaining,
} from './planos.ts';
import { PLANS, planInfo } from './testing.ts';

describe('plan seeds (docs/product.md §6.1)', () => {
  it('has the three plans with their prices, limits and features', () => {
    const on = (f: Record<Feature, boolean>) => FEATURES.filter((k) => f[k]);
    expect(
      PLAN_SEEDS.map((p) => [p.slug, p.nome, p.preco, p.limite_pacientes, p.anexos_limite, on(p.features)]),
    ).toEqual([
      ['gratuito', 'Gratuito', 0, 5, 10, ['agendamentos']],
      [
        'essencial',
        'Essencial',
        39.9,
        60,
        500,
        ['dashboard', 'gestao_financeira', 'prontuarios_pdf', 'agendamentos', 'essencial'],
      ],
      ['vitalicio', 'Vitalício', 990, -1, -1, [...FEATURES]],
    ]);
    expect(PLAN_SEEDS.find((p) => p.slug === 'essencial')?.duracao_dias).toBe(30);
  });

  it('"Sem plano": limit 0 and every feature false', () => {
    expect(NO_PLAN.plano.nome).toBe('Sem plano');
    expect(NO_PLAN.stats.limite_pacientes).toBe(0);
    expect(NO_PLAN.stats.can_add_paciente).toBe(false);
    expect(Object.values(NO_PLAN.plano.features).some(Boolean)).toBe(false);
  });
});

describe('isLifetime / isPaused', () => {
  const expected: Record<string, { lifetime: boolean; paused: boolean }> = {
    gratuito: { lifetime: false, paused: false },
    'gratuito pausado': { lifetime: false, paused: true },
    'essencial ativo': { lifetime: false, paused: false },
    'essencial pausado (status INACTIVE)': { lifetime: false, paused: true },
    'essencial pausado (paused true)': { lifetime: false, paused: true },
    vitalicio: { lifetime: true, paused: false },
    'sem plano': { lifetime: false, paused: false },
  };
  for (const [name, plano] of Object.entries(PLANS)) {
    it(name, () => {
      expect({ lifetime: isLifetime(plano), paused: isPaused(plano) }).toEqual(expected[name]);
    });
  }

  it('Vitalício is recognised by its name too, and never pauses', () => {
    expect(isLifetime({ nome: 'Vitalício', slug: null })).toBe(true);
    expect(isPaused(planInfo('vitalicio', { status: 'INACTIVE', paused: true }))).toBe(false);
  });
});

describe('hasFeature for every plan × feature', () => {
  const expected: Record<string, Feature[]> = {
    gratuito: ['agendamentos'],
    'gratuito pausado': [],
    'essencial ativo': ['dashboard', 'gestao_financeira', 'prontuarios_pdf', 'agendamentos', 'essencial'],
    // Paused: only the dashboard stays (docs/product.md §6.3).
    'essencial pausado (status INACTIVE)': ['dashboard'],
    'essencial pausado (paused true)': ['dashboard'],
    vitalicio: [...FEATURES],
    'sem plano': [],
  };
  for (const [name, plano] of Object.entries(PLANS)) {
    it(`${name}: ${expected[name].join(', ') || 'none'}`, () => {
      expect(FEATURES.filter((f) => hasFeature(plano, f))).toEqual(expected[name]);
    });
  }

  it('Vitalício passes even a feature its row would not list', () => {
    const edited = planInfo('vitalicio', { features: NO_PLAN.plano.features });
    expect(FEATURES.every((f) => hasFeature(edited, f))).toBe(true);
  });
});

describe('limits', () => {
  it('−1 is shown as Ilimitado and has no remaining count; otherwise remaining is never below 0', () => {
    expect(formatLimit(-1)).toBe('Ilimitado');
    expect(formatLimit(10)).toBe('10');
    expect(remaining(-1, 5000)).toBeNull();
    expect(remaining(10, 3)).toBe(7);
    expect(remaining(10, 12)).toBe(0);
  });
});

describe('admin set-plan request', () => {
  it('accepts a plan, a status or both, and normalises the e-mail', () => {
    expect(adminSetPlanRequestSchema.parse({ email: ' Ana@Exemplo.com ', plano: 'essencial' })).toEqual({
      email: 'ana@exemplo.com',
      plano: 'essencial',
    });
    expect(adminSetPlanRequestSchema.safeParse({ email: 'a@b.com', status: 'INACTIVE' }).success).toBe(true);
  });
  it('refuses an unknown plan, an unknown status or no change at all', () => {
    const issues = (v: unknown) =>
      adminSetPlanRequestSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ email: 'a@b.com', plano: 'premium' })).toEqual([['plano', 'Plano desconhecido.']]);
    expect(issues({ email: 'a@b.com', status: 'PAUSED' })).toEqual([
      ['status', 'Status inválido (use ACTIVE ou INACTIVE).'],
    ]);
    expect(issues({ email: 'a@b.com' })).toEqual([['plano', 'Informe o plano ou o status.']]);
  });
});
