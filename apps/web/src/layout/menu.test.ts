import { planInfo } from '@consultorio/contracts/testing';
import { describe, expect, it } from 'vitest';
import { lockedMenu, visibleMenu } from './menu';

const chaves = (grupos: ReturnType<typeof visibleMenu>) => grupos.flatMap((g) => g.items.map((i) => i.key));

describe("a secretária's menu (docs/product.md §15)", () => {
  const vitalicio = planInfo('vitalicio');

  it('shows only the patients, the agenda and the FAQ, whatever the plan opens', () => {
    expect(chaves(visibleMenu(vitalicio, { papel: 'secretaria', acesso_financeiro: false }))).toEqual([
      'pacientes',
      'agendamentos',
      'faq',
    ]);
    expect(lockedMenu(planInfo('gratuito'), { papel: 'secretaria', acesso_financeiro: false })).toEqual([]);
  });

  it('adds finance when the titular allows it', () => {
    expect(chaves(visibleMenu(vitalicio, { papel: 'secretaria', acesso_financeiro: true }))).toEqual([
      'financeiro',
      'pacientes',
      'agendamentos',
      'faq',
    ]);
  });

  it("leaves the titular's menu as the plan makes it", () => {
    expect(chaves(visibleMenu(vitalicio, { papel: 'titular', acesso_financeiro: true }))).toEqual(
      chaves(visibleMenu(vitalicio)),
    );
    expect(chaves(visibleMenu(vitalicio))).toContain('dashboard');
  });
});
