import { describe, expect, it } from 'vitest';
import { FICHA_TABS, tabFromSearch } from './PacienteFichaScreen';

describe('patient file tabs', () => {
  it('the other areas plug in their tabs, gated by the plan where the area is', () => {
    expect(FICHA_TABS.map((t) => [t.value, t.feature])).toEqual([
      ['prontuario', undefined],
      ['documentos', undefined],
      ['agenda', 'agendamentos'],
      ['anexos', undefined],
      ['termos', undefined],
      ['financeiro', 'gestao_financeira'],
    ]);
  });

  it('opens the tab named in the URL, else Dados', () => {
    expect(tabFromSearch(new URLSearchParams('aba=sessoes'))).toBe('sessoes');
    expect(tabFromSearch(new URLSearchParams('aba=financeiro'))).toBe('financeiro');
    expect(tabFromSearch(new URLSearchParams('aba=documentos'))).toBe('documentos');
    expect(tabFromSearch(new URLSearchParams('aba=termos'))).toBe('termos');
    expect(tabFromSearch(new URLSearchParams('aba=qualquer'))).toBe('dados');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('dados');
  });
});
