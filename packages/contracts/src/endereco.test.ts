import { describe, expect, it } from 'vitest';
import { cidadeUf, enderecoEmLinha, localEData } from './endereco.ts';

const endereco = {
  logradouro: 'Rua das Flores',
  numero: '100',
  complemento: 'sala 2',
  bairro: 'Centro',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
};

describe('an address on one line', () => {
  it('joins the parts that are filled, with the CEP formatted', () => {
    expect(enderecoEmLinha(endereco)).toBe(
      'Rua das Flores, 100, sala 2 · Centro · São Paulo/SP · CEP 01310-100',
    );
    expect(enderecoEmLinha({ cidade: ' Recife ', uf: '' })).toBe('Recife');
    expect(enderecoEmLinha({ logradouro: '', cidade: null })).toBeNull();
    expect(enderecoEmLinha(null)).toBeNull();
  });

  it("writes the reminders' shape without the CEP", () => {
    expect(enderecoEmLinha(endereco, { separador: ' - ', cep: false })).toBe(
      'Rua das Flores, 100, sala 2 - Centro - São Paulo/SP',
    );
  });

  it('closes a document with the place and the day in full', () => {
    expect(cidadeUf({ cidade: 'Santos', uf: 'SP' })).toBe('Santos/SP');
    expect(cidadeUf({ uf: 'SP' })).toBeNull();
    expect(localEData(endereco, '2026-03-12')).toBe('São Paulo/SP, 12 de março de 2026.');
    expect(localEData(null, '2027-01-01')).toBe('1 de janeiro de 2027.');
  });
});
