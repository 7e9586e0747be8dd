import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { FICHA_TABS, tabFromSearch } from './PacienteFichaScreen';

afterEach(() => sessionStorage.clear());

describe('patient file tabs', () => {
  it('the other areas plug in their tabs, gated by the plan where the area is', () => {
    expect(FICHA_TABS.map((t) => [t.value, t.feature])).toEqual([
      ['prontuario', undefined],
      ['documentos', undefined],
      ['agenda', 'agendamentos'],
      ['anexos', undefined],
      ['termos', undefined],
      ['escalas', undefined],
      ['financeiro', 'gestao_financeira'],
    ]);
  });

  it('opens the tab named in the URL, else Dados', () => {
    expect(tabFromSearch(new URLSearchParams('aba=sessoes'))).toBe('sessoes');
    expect(tabFromSearch(new URLSearchParams('aba=financeiro'))).toBe('financeiro');
    expect(tabFromSearch(new URLSearchParams('aba=documentos'))).toBe('documentos');
    expect(tabFromSearch(new URLSearchParams('aba=termos'))).toBe('termos');
    expect(tabFromSearch(new URLSearchParams('aba=escalas'))).toBe('escalas');
    expect(tabFromSearch(new URLSearchParams('aba=qualquer'))).toBe('dados');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('dados');
  });

  it("a secretária's link to the Escalas tab (the alert e-mail's) opens Dados: the scales are clinical", () => {
    sessionStorage.setItem(
      STORAGE_KEYS.usuario,
      JSON.stringify({ nome: 'Joana', papel: 'secretaria', acesso_financeiro: false }),
    );
    expect(tabFromSearch(new URLSearchParams('aba=escalas'))).toBe('dados');
    expect(tabFromSearch(new URLSearchParams('aba=termos'))).toBe('termos');
  });
});
