import { describe, expect, it } from 'vitest';
import {
  CATEGORIAS_DESPESA,
  CATEGORIAS_RECEITA,
  lancamentoCreateSchema,
  lancamentosQuerySchema,
  regrasLancamento,
} from './financeiro.ts';

const base = { tipo: 'receita', descricao: 'Sessão', valor: 150, data: '2026-03-10' };
const erros = (value: unknown) => {
  const r = lancamentoCreateSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('lancamentoCreateSchema', () => {
  it('accepts a minimal entry and normalizes empty fields and CPFs', () => {
    const parsed = lancamentoCreateSchema.parse({
      ...base,
      forma_pagamento: '',
      paciente_id: '',
      pagador_cpf: '529.982.247-25',
      observacoes: '  ',
    });
    expect(parsed).toMatchObject({
      forma_pagamento: null,
      paciente_id: null,
      pagador_cpf: '52998224725',
      observacoes: null,
    });
  });

  it('refuses zero, negatives and more than two decimals', () => {
    expect(erros({ ...base, valor: 0 }).valor).toMatch(/maior que zero/);
    expect(erros({ ...base, valor: -1 }).valor).toMatch(/negativo/);
    expect(erros({ ...base, valor: 1.001 }).valor).toMatch(/dois decimais/);
  });

  it('checks the category against the tipo', () => {
    for (const c of CATEGORIAS_RECEITA) expect(erros({ ...base, categoria: c })).toEqual({});
    for (const c of CATEGORIAS_DESPESA) expect(erros({ ...base, tipo: 'despesa', categoria: c })).toEqual({});
    expect(erros({ ...base, categoria: 'aluguel' }).categoria).toMatch(/receitas/);
    expect(erros({ ...base, tipo: 'despesa', categoria: 'sessao' }).categoria).toMatch(/despesas/);
  });
});

describe('regrasLancamento', () => {
  it('keeps livro-caixa for despesas, payer and session for receitas, and no payment date when pending', () => {
    expect(regrasLancamento({ tipo: 'receita', dedutivel_livro_caixa: true }).map((r) => r.path[0])).toEqual([
      'dedutivel_livro_caixa',
    ]);
    expect(
      regrasLancamento({ tipo: 'despesa', pagador_nome: 'A', beneficiario_cpf: '1', sessao_id: 'x' }).map(
        (r) => r.path[0],
      ),
    ).toEqual(['pagador_nome', 'beneficiario_cpf', 'sessao_id']);
    expect(
      regrasLancamento({ tipo: 'receita', status: 'pendente', data_pagamento: '2026-01-01' }),
    ).toHaveLength(1);
    expect(regrasLancamento({ tipo: 'despesa', dedutivel_livro_caixa: true, status: 'pago' })).toEqual([]);
  });
});

describe('lancamentosQuerySchema', () => {
  it('coerces the query string and ignores empty filters', () => {
    expect(lancamentosQuerySchema.parse({ mes: '3', ano: '2026', tipo: '', status: 'pago' })).toMatchObject({
      mes: 3,
      ano: 2026,
      tipo: undefined,
      status: 'pago',
      page: 1,
      per_page: 10,
    });
  });
});
