import { describe, expect, it } from 'vitest';
import {
  campoDaColuna,
  descreverErro,
  errosPorLinha,
  linhasAImportar,
  pacientesN,
  trocaDeCampo,
  vagasDoPlano,
} from './previa';

describe('the import preview, read for the screen', () => {
  it('groups errors by row in order, each named by its field', () => {
    expect(
      errosPorLinha([
        { linha: 7, campo: 'cpf', motivo: 'CPF inválido: confira os números.' },
        { linha: 3, campo: 'telefone', motivo: 'Informe o telefone.' },
        { linha: 7, campo: 'responsavel.nome', motivo: 'Informe o nome do responsável.' },
        { linha: 9, campo: null, motivo: 'Limite do plano.' },
      ]),
    ).toEqual([
      [3, ['Celular: Informe o telefone.']],
      [7, ['CPF: CPF inválido: confira os números.', 'Responsável: Informe o nome do responsável.']],
      [9, ['Limite do plano.']],
    ]);
    expect(
      descreverErro({ campo: 'responsavel', motivo: 'Paciente menor de 18 anos: informe o responsável.' }),
    ).toBe('Responsável: Paciente menor de 18 anos: informe o responsável.');
  });

  it('counts the rows to import: neither in error (once per row) nor already registered', () => {
    expect(
      linhasAImportar({
        linhas_total: 10,
        ignorados: 2,
        erros: [
          { linha: 2, campo: 'cpf', motivo: 'x' },
          { linha: 2, campo: 'email', motivo: 'y' },
          { linha: 5, campo: 'telefone', motivo: 'z' },
        ],
      }),
    ).toBe(6);
  });

  it('moves a field to another column, leaving the old one without it', () => {
    const mapeamento = { nome: 'Nome', telefone: 'Fone', email: 'Contato' };
    expect(campoDaColuna(mapeamento)).toEqual({ Nome: 'nome', Fone: 'telefone', Contato: 'email' });
    expect(trocaDeCampo(mapeamento, 'Contato', 'telefone')).toEqual({ email: null, telefone: 'Contato' });
    expect(trocaDeCampo(mapeamento, 'Fone', null)).toEqual({ telefone: null });
    expect(trocaDeCampo(mapeamento, 'Outra', 'cpf')).toEqual({ cpf: 'Outra' });
  });

  it('tells the places left under the plan', () => {
    expect(vagasDoPlano({ pacientes_count: 3, limite_pacientes: 5 })).toBe(2);
    expect(vagasDoPlano({ pacientes_count: 7, limite_pacientes: 5 })).toBe(0);
    expect(vagasDoPlano({ pacientes_count: 7, limite_pacientes: -1 })).toBeNull();
    expect(pacientesN(1)).toBe('1 paciente');
    expect(pacientesN(1200)).toBe('1.200 pacientes');
  });
});
