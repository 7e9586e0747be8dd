import { describe, expect, it } from 'vitest';
import { nomeDoArquivo } from './api';
import { contagem, idsAEscriturar, periodoDaUrl, periodoNaUrl } from './periodo';

describe('escrituração: period, ids to confirm, file names', () => {
  it('reads the period from the address: the current year by default, a month only when valid', () => {
    expect(periodoDaUrl(new URLSearchParams(''), 2026)).toEqual({ ano: 2026, mes: null, todos: false });
    expect(periodoDaUrl(new URLSearchParams('ano=2025&mes=3&todos=true'), 2026)).toEqual({
      ano: 2025,
      mes: 3,
      todos: true,
    });
    expect(periodoDaUrl(new URLSearchParams('ano=1999&mes=13'), 2026)).toEqual({
      ano: 2026,
      mes: null,
      todos: false,
    });
    expect(periodoNaUrl({ ano: 2026, mes: null, todos: false })).toEqual({ ano: '2026' });
    expect(periodoNaUrl({ ano: 2026, mes: 4, todos: true })).toEqual({
      ano: '2026',
      mes: '4',
      todos: 'true',
    });
  });

  it('confirms only the lines still a escriturar, rendimentos and pagamentos', () => {
    const linha = (lancamento_id: string, situacao: 'a_escriturar' | 'escriturado') => ({
      lancamento_id,
      situacao,
    });
    const d = {
      rendimentos: [linha('r1', 'a_escriturar'), linha('r2', 'escriturado')],
      pagamentos: [linha('p1', 'a_escriturar')],
    } as unknown as Parameters<typeof idsAEscriturar>[0];
    expect(idsAEscriturar(d)).toEqual(['r1', 'p1']);
  });

  it('names the files as the server does, with the part when there are several', () => {
    expect(nomeDoArquivo('rendimentos', { ano: 2026, mes: 3, todos: false }, 1, 1)).toBe(
      'carne-leao-rendimentos-2026-03.csv',
    );
    expect(nomeDoArquivo('pagamentos', { ano: 2026, mes: null, todos: false }, 2, 3)).toBe(
      'carne-leao-pagamentos-2026-parte2.csv',
    );
  });

  it('counts in the singular and the plural', () => {
    expect(contagem(1, 'linha', 'linhas')).toBe('1 linha');
    expect(contagem(0, 'linha', 'linhas')).toBe('0 linhas');
  });
});
