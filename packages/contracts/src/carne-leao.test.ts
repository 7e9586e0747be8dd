import { describe, expect, it } from 'vitest';
import { anoMaximoCarneLeao, carneLeaoCalculoInputSchema, nomeMes, vigenciaDaTabela } from './carne-leao.ts';

const erros = (value: unknown) => {
  const r = carneLeaoCalculoInputSchema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('carneLeaoCalculoInputSchema', () => {
  it('accepts a month with optional deductions', () => {
    expect(erros({ mes: 3, ano: 2026 })).toEqual({});
    expect(erros({ mes: 12, ano: 2024, inss: 1000.5, dependentes: 2, pensao: 0, modo: 'legal' })).toEqual({});
  });

  it('refuses a month outside 1–12, a year before 2024 or after next year, in Portuguese', () => {
    expect(erros({ mes: 0, ano: 2026 }).mes).toMatch(/Mês inválido/);
    expect(erros({ mes: 13, ano: 2026 }).mes).toMatch(/Mês inválido/);
    expect(erros({ mes: 1, ano: 2023 }).ano).toMatch(/Ano inválido \(2024 a/);
    expect(erros({ mes: 1, ano: anoMaximoCarneLeao() + 1 }).ano).toMatch(/Ano inválido/);
    expect(erros({ mes: 1, ano: anoMaximoCarneLeao() })).toEqual({});
  });

  it('refuses negative amounts, fractional dependents and an unknown mode', () => {
    expect(erros({ mes: 1, ano: 2026, inss: -1 }).inss).toMatch(/negativo/);
    expect(erros({ mes: 1, ano: 2026, pensao: -0.01 }).pensao).toMatch(/negativo/);
    expect(erros({ mes: 1, ano: 2026, dependentes: 1.5 }).dependentes).toMatch(/inteiro/);
    expect(erros({ mes: 1, ano: 2026, dependentes: -1 }).dependentes).toMatch(/inteiro/);
    expect(erros({ mes: 1, ano: 2026, modo: 'outro' }).modo).toMatch(/Modo inválido/);
  });

  it('names months in Portuguese', () => {
    expect(nomeMes(3, 2026)).toBe('março de 2026');
  });
});

describe('vigenciaDaTabela', () => {
  it('says "desde" while a table is in force and both ends once it has ended', () => {
    expect(vigenciaDaTabela('2025-05-01', null)).toBe('vigente desde 01/05/2025');
    expect(vigenciaDaTabela('2024-02-01', '2025-04-30')).toBe('vigente de 01/02/2024 a 30/04/2025');
  });
});
