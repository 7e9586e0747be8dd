import type { LinhaImportada } from '@consultorio/contracts/importacoes';
import { describe, expect, it } from 'vitest';
import {
  campoDaColuna,
  camposMapeados,
  descreverErro,
  errosPorLinha,
  ignoradosPorMotivo,
  linhasAImportar,
  linhasN,
  pacientesN,
  rotuloDaOpcao,
  trocaDeCampo,
  vagasDoPlano,
  valorNaAmostra,
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

  it('swaps the fields of two columns, so nothing is dropped and choosing again undoes it', () => {
    const mapeamento = { nome: 'Nome', telefone: 'Fone', email: 'Contato', observacoes: 'Obs' };
    expect(campoDaColuna(mapeamento)).toEqual({
      Nome: 'nome',
      Fone: 'telefone',
      Contato: 'email',
      Obs: 'observacoes',
    });
    expect(trocaDeCampo(mapeamento, 'Contato', 'telefone')).toEqual({ email: 'Fone', telefone: 'Contato' });
    // The notes column given the name: the name's column takes the notes; giving it back restores both.
    const trocado = { ...mapeamento, ...trocaDeCampo(mapeamento, 'Obs', 'nome') };
    expect(trocado).toMatchObject({ nome: 'Obs', observacoes: 'Nome' });
    expect({ ...trocado, ...trocaDeCampo(trocado as Record<string, string>, 'Obs', 'observacoes') }).toEqual(
      mapeamento,
    );
    expect(trocaDeCampo(mapeamento, 'Fone', null)).toEqual({ telefone: null });
    expect(trocaDeCampo(mapeamento, 'Outra', 'cpf')).toEqual({ cpf: 'Outra' });
    expect(trocaDeCampo(mapeamento, 'Outra', 'email')).toEqual({ email: 'Outra' });
    expect(trocaDeCampo(mapeamento, 'Fone', 'telefone')).toEqual({});
  });

  it('names the column that fills a field today in its option', () => {
    const mapeamento = { nome: 'Paciente' };
    expect(rotuloDaOpcao('nome', 'Nome completo', mapeamento, 'Obs')).toBe(
      'Nome completo — hoje na coluna “Paciente”',
    );
    expect(rotuloDaOpcao('nome', 'Nome completo', mapeamento, 'Paciente')).toBe('Nome completo');
    expect(rotuloDaOpcao('cpf', 'CPF', mapeamento, 'Obs')).toBe('CPF');
  });

  it('tells the places left under the plan', () => {
    expect(vagasDoPlano({ pacientes_count: 3, limite_pacientes: 5 })).toBe(2);
    expect(vagasDoPlano({ pacientes_count: 7, limite_pacientes: 5 })).toBe(0);
    expect(vagasDoPlano({ pacientes_count: 7, limite_pacientes: -1 })).toBeNull();
    expect(pacientesN(1)).toBe('1 paciente');
    expect(pacientesN(1200)).toBe('1.200 pacientes');
  });
});

describe('the sample and the skipped rows', () => {
  it('shows a column for each field the file fills, each value as the patient page shows it', () => {
    const mapeamento = { nome: 'Nome', 'endereco.cep': 'CEP', valor_sessao: 'Valor', telefone: 'Cel' };
    expect(camposMapeados(mapeamento)).toEqual(['nome', 'telefone', 'endereco.cep', 'valor_sessao']);
    const linha = {
      linha: 2,
      nome: 'Ana',
      telefone: '11987654321',
      endereco: { cep: '01010000' },
      valor_sessao: 180,
      data_nascimento: '1990-07-02',
      modalidade: 'online',
      email: null,
    } as unknown as LinhaImportada;
    expect(valorNaAmostra(linha, 'endereco.cep')).toBe('01010-000');
    expect(valorNaAmostra(linha, 'valor_sessao').replace(/\s/g, ' ')).toBe('R$ 180,00');
    expect(valorNaAmostra(linha, 'telefone')).toBe('(11) 98765-4321');
    expect(valorNaAmostra(linha, 'data_nascimento')).toBe('02/07/1990');
    expect(valorNaAmostra(linha, 'modalidade')).toBe('Online');
    expect(valorNaAmostra(linha, 'email')).toBe('—');
    expect(valorNaAmostra(linha, 'responsavel.nome')).toBe('—');
  });

  it('tells registered patients from rows repeated in the file', () => {
    expect(ignoradosPorMotivo(3, 1)).toEqual({ cadastrados: 2, repetidas: 1 });
    expect(ignoradosPorMotivo(0, 0)).toEqual({ cadastrados: 0, repetidas: 0 });
    expect(linhasN(1)).toBe('1 linha');
    expect(linhasN(1200)).toBe('1.200 linhas');
  });
});
