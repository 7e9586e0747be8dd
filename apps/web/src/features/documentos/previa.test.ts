import { LINHA_SIGILOSO, timbreDoDocumento } from '@consultorio/contracts/documentos';
import { describe, expect, it } from 'vitest';
import { documentoDefaults } from './documentoForm';
import { localEData, montarPrevia, paragrafos } from './previa';

const autoria = {
  nome: 'Marina Alves Costa',
  crp: '06/123456',
  email: 'marina@exemplo.com.br',
  telefone: '11987654321',
  endereco: {
    logradouro: 'Rua das Flores',
    numero: '100',
    complemento: 'sala 2',
    bairro: 'Centro',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '01310100',
  },
};

describe('the document’s preview, laid out as the PDF', () => {
  it('lays out a declaração: identification lines, its text, place and date, signature', () => {
    const v = documentoDefaults({ tipo: 'declaracao' }, '2026-03-12');
    v.finalidade = 'Apresentação ao empregador';
    v.secoes.informacoes_atendimento =
      'Compareceu no dia 12/03/2026,\ndas 14h às 14h50.\n\nSegundo parágrafo.';
    const p = montarPrevia(v, 'Helena Prado', autoria);
    expect(p.titulo).toBe('DECLARAÇÃO');
    expect(p.tituloIdentificacao).toBeNull();
    expect(p.identificacao).toEqual([
      { rotulo: 'Pessoa atendida', valor: 'Helena Prado' },
      { rotulo: 'Finalidade', valor: 'Apresentação ao empregador' },
    ]);
    expect(p.blocos).toEqual([
      {
        chave: 'informacoes_atendimento',
        titulo: null,
        paragrafos: ['Compareceu no dia 12/03/2026,\ndas 14h às 14h50.', 'Segundo parágrafo.'],
        pendente: null,
      },
    ]);
    expect(p.validade).toBeNull();
    expect(p.sigiloso).toBeNull();
    expect(p.localData).toBe('São Paulo/SP, 12 de março de 2026.');
    expect(p.assinatura).toEqual({ nome: 'Marina Alves Costa', crp: 'CRP 06/123456' });
  });

  it('numbers a report’s sections after “1. Identificação”, leaving out a blank optional one', () => {
    const v = documentoDefaults({ tipo: 'relatorio' }, '2026-03-12');
    v.solicitante = 'Escola';
    v.secoes.analise = 'Análise.';
    v.prazo_validade = '90 dias';
    v.sigiloso = true;
    const p = montarPrevia(v, 'Helena Prado', autoria);
    expect(p.tituloIdentificacao).toBe('1. Identificação');
    expect(p.identificacao).toEqual([
      { rotulo: 'Pessoa atendida', valor: 'Helena Prado' },
      { rotulo: 'Solicitante', valor: 'Escola' },
      { rotulo: 'Finalidade', valor: '' },
      { rotulo: 'Autor(a)', valor: 'Marina Alves Costa — CRP 06/123456' },
    ]);
    expect(p.blocos.map((b) => b.titulo)).toEqual([
      '2. Descrição da demanda',
      '3. Procedimento',
      '4. Análise',
      '5. Conclusão',
    ]);
    expect(p.blocos[0].pendente).toBe('Descrição da demanda');
    expect(p.blocos[2].pendente).toBeNull();
    expect(p.validade).toBe('Prazo de validade do conteúdo deste documento: 90 dias.');
    expect(p.sigiloso).toBe(LINHA_SIGILOSO);
    v.secoes.referencias = 'APA (2020).';
    expect(montarPrevia(v, 'Helena Prado', autoria).blocos.at(-1)?.titulo).toBe('6. Referências');
  });

  it('lists every author of a multiprofessional report, the psychologist first and once', () => {
    const v = documentoDefaults({ tipo: 'relatorio_multiprofissional' }, '2026-03-12');
    v.secoes.autores = [
      { nome: 'Marina Alves Costa', profissao: 'Psicóloga', registro: 'CRP 06/123456' },
      { nome: 'Ana Lima', profissao: 'Fonoaudióloga', registro: 'CRFa 1234' },
      { nome: '', profissao: '', registro: '' },
    ];
    const p = montarPrevia(v, 'X', autoria);
    expect(p.identificacao.at(-1)).toEqual({
      rotulo: 'Autores',
      valor: ['Marina Alves Costa — Psicólogo(a) — CRP 06/123456', 'Ana Lima — Fonoaudióloga — CRFa 1234'],
    });
    expect(p.blocos.map((b) => b.chave)).not.toContain('autores');
    expect(p.blocos[0].titulo).toBe('2. Descrição da demanda');
  });

  it('prints the letterhead with address and contact, and the date alone without a city', () => {
    expect(timbreDoDocumento(autoria)).toEqual([
      'Marina Alves Costa',
      'CRP 06/123456',
      'Rua das Flores, 100, sala 2 · Centro · São Paulo/SP · CEP 01310-100',
      'Telefone (11) 98765-4321 · marina@exemplo.com.br',
    ]);
    expect(timbreDoDocumento({ nome: 'Marina', crp: '06/1' })).toEqual(['Marina', 'CRP 06/1']);
    expect(localEData('01/01/2027', null)).toBe('1 de janeiro de 2027.');
    expect(localEData('12/0', { cidade: 'Recife' })).toBe('Recife, 12/0.');
  });

  it('splits paragraphs on blank lines only', () => {
    expect(paragrafos('a\nb\n\n\n c \r\n\r\nd')).toEqual(['a\nb', ' c', 'd']);
  });
});
