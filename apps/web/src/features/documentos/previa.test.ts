import { LINHA_SIGILOSO } from '@consultorio/contracts/documentos';
import { describe, expect, it } from 'vitest';
import { documentoDefaults } from './documentoForm';
import { localEData, montarPrevia } from './previa';

const autoria = { nome: 'Marina Alves Costa', crp: '06/123456', cidade: 'São Paulo', uf: 'SP' };

describe('the document’s preview', () => {
  it('lays out a declaração: identification lines, its text, place and date, signature', () => {
    const v = documentoDefaults({ tipo: 'declaracao' }, '2026-03-12');
    v.finalidade = 'Apresentação ao empregador';
    v.secoes.informacoes_atendimento = 'Compareceu no dia 12/03/2026,\ndas 14h às 14h50.';
    const p = montarPrevia(v, 'Helena Prado', autoria);
    expect(p.titulo).toBe('DECLARAÇÃO');
    expect(p.tituloIdentificacao).toBeNull();
    expect(p.identificacao).toEqual([
      { rotulo: 'Nome', valor: 'Helena Prado' },
      { rotulo: 'Finalidade', valor: 'Apresentação ao empregador' },
    ]);
    expect(p.blocos).toEqual([
      {
        chave: 'informacoes_atendimento',
        titulo: null,
        paragrafos: ['Compareceu no dia 12/03/2026,', 'das 14h às 14h50.'],
        pendente: null,
      },
    ]);
    expect(p.validade).toBeNull();
    expect(p.sigiloso).toBeNull();
    expect(p.localData).toBe('São Paulo/SP, 12 de março de 2026.');
    expect(p.assinatura).toEqual({ nome: 'Marina Alves Costa', crp: 'CRP 06/123456' });
  });

  it('numbers a report’s sections after “1. Identificação”, skipping a blank optional one', () => {
    const v = documentoDefaults({ tipo: 'relatorio' }, '2026-03-12');
    v.solicitante = 'Escola';
    v.secoes.analise = 'Análise.';
    v.prazo_validade = '90 dias';
    v.sigiloso = true;
    const p = montarPrevia(v, 'Helena Prado', autoria);
    expect(p.tituloIdentificacao).toBe('1. Identificação');
    expect(p.identificacao.map((i) => i.rotulo)).toEqual([
      'Pessoa atendida',
      'Solicitante',
      'Finalidade',
      'Autora/Autor',
    ]);
    expect(p.identificacao[3].valor).toBe('Marina Alves Costa — CRP 06/123456');
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
  });

  it('lists the authors of a multiprofessional report', () => {
    const v = documentoDefaults({ tipo: 'relatorio_multiprofissional' }, '2026-03-12');
    expect(montarPrevia(v, 'X', autoria).blocos.find((b) => b.chave === 'autores')?.pendente).toBe('Autores');
    v.secoes.autores = [
      { nome: 'Ana Lima', profissao: 'Fonoaudióloga', registro: 'CRFa 1234' },
      { nome: '', profissao: '', registro: '' },
    ];
    const autores = montarPrevia(v, 'X', autoria).blocos.find((b) => b.chave === 'autores');
    expect(autores?.autores).toEqual([
      { nome: 'Ana Lima', profissao: 'Fonoaudióloga', registro: 'CRFa 1234' },
    ]);
    expect(autores?.pendente).toBeNull();
  });

  it('writes the date alone without a city, and keeps a half-typed date', () => {
    expect(localEData('01/01/2027', {})).toBe('1 de janeiro de 2027.');
    expect(localEData('12/0', { cidade: 'Recife' })).toBe('Recife, 12/0.');
  });
});
