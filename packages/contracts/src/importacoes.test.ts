import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMPOS_IMPORTACAO, mapearColunas, normalizarCabecalho } from './importacoes.ts';

describe('matching spreadsheet columns to patient fields', () => {
  it('the export’s own headers match every field to its column', () => {
    const rotulos = CAMPOS_IMPORTACAO.map((c) => c.rotulo);
    expect(mapearColunas(rotulos)).toEqual(
      Object.fromEntries(CAMPOS_IMPORTACAO.map((c) => [c.campo, c.rotulo])),
    );
  });

  it('ignores accents, case and punctuation, and finds a variant inside a longer header', () => {
    expect(normalizarCabecalho('  E-MAIL: ')).toBe('e mail');
    expect(
      mapearColunas([
        'NOME',
        'Fone (WhatsApp)',
        'Data Nascimento',
        'cpf',
        'Nome do Responsável',
        'Situação',
        'Notas',
      ]),
    ).toEqual({
      nome: 'NOME',
      telefone: 'Fone (WhatsApp)',
      data_nascimento: 'Data Nascimento',
      cpf: 'cpf',
      'responsavel.nome': 'Nome do Responsável',
      status_tratamento: 'Situação',
      observacoes: 'Notas',
    });
  });

  it('gives a field to one column only: an exact name wins over a header that merely contains it', () => {
    expect(mapearColunas(['Telefone fixo', 'Celular', 'Nome completo', 'Nome'])).toEqual({
      telefone: 'Celular',
      nome: 'Nome completo',
    });
  });

  it('leaves a column nobody knows without a field', () => {
    expect(mapearColunas(['Nome', 'Convênio', 'Coluna 3'])).toEqual({ nome: 'Nome' });
  });

  it('the web app’s model spreadsheet has every column the import knows, for Excel in Portuguese', () => {
    const modelo = readFileSync(
      join(import.meta.dirname, '../../../apps/web/public/modelo-pacientes.csv'),
      'utf8',
    );
    expect(modelo.charCodeAt(0)).toBe(0xfeff);
    expect(modelo.slice(1).trim().split(';')).toEqual(CAMPOS_IMPORTACAO.map((c) => c.rotulo));
  });
});
