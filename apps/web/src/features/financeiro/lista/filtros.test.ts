import { describe, expect, it } from 'vitest';
import { anoDoFiltro, escreverFiltros, lerFiltros, toQuery } from './filtros';

const hoje = '2026-11-21';
const ler = (q: string) => lerFiltros(new URLSearchParams(q), hoje);

describe('list filters in the address', () => {
  it('defaults to the current month and writes nothing for the defaults', () => {
    const f = ler('');
    expect(f).toMatchObject({ periodo: 'mes', mes: '2026-11', page: 1, tipo: null });
    expect(escreverFiltros(f, hoje).toString()).toBe('');
    expect(toQuery(f)).toMatchObject({ ano: 2026, mes: 11, page: 1, per_page: 20 });
  });

  it('reads every filter and writes it back', () => {
    const q = 'periodo=ano&ano=2025&tipo=despesa&categoria=aluguel&status=pendente&busca=sala&page=2';
    const f = ler(q);
    expect(toQuery(f)).toEqual({
      ano: 2025,
      tipo: 'despesa',
      categoria: 'aluguel',
      status: 'pendente',
      paciente_id: undefined,
      busca: 'sala',
      page: 2,
      per_page: 20,
    });
    expect(escreverFiltros(f, hoje).toString()).toBe(q);
    expect(anoDoFiltro(f, hoje)).toBe(2025);
  });

  it('ignores invalid values and a category of the other tipo', () => {
    const f = ler('periodo=semana&mes=2026-13&tipo=x&status=quitado&page=-3&tipo=receita');
    expect(f).toMatchObject({ periodo: 'mes', mes: '2026-11', tipo: null, status: null, page: 1 });
    expect(ler('tipo=receita&categoria=aluguel').categoria).toBeNull();
    expect(toQuery(ler('periodo=tudo'))).not.toHaveProperty('ano');
    expect(anoDoFiltro(ler('periodo=tudo'), hoje)).toBe(2026);
  });
});
