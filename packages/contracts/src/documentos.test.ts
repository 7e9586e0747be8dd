import { describe, expect, it } from 'vitest';
import {
  avisosDoDocumento,
  documentoCreateSchema,
  LISTA_MODELOS_DOCUMENTO,
  nomeArquivoAssinado,
  nomeArquivoDocumento,
  nomeArquivoProtocolo,
  paragrafoValidade,
  problemasDoDocumento,
  temCodigoCid,
} from './documentos.ts';

const erros = (body: unknown): Record<string, string> => {
  const r = documentoCreateSchema.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const relatorio = {
  tipo: 'relatorio',
  data: '2026-11-20',
  finalidade: 'Acompanhamento escolar',
  solicitante: 'Escola Municipal Aurora',
  prazo_validade: '90 dias',
  secoes: { descricao_demanda: 'a', procedimento: 'b', analise: 'c', conclusao: 'd' },
};

describe('documents contract (Res. CFP 06/2019)', () => {
  it('lists the six kinds with their sections in the resolution’s order', () => {
    const secoes = Object.fromEntries(
      LISTA_MODELOS_DOCUMENTO.map((m) => [
        m.tipo,
        m.secoes.map((s) => `${s.chave}${s.obrigatoria ? '' : '?'}`),
      ]),
    );
    expect(secoes).toEqual({
      declaracao: ['informacoes_atendimento'],
      atestado: ['condicao_psicologica'],
      relatorio: ['descricao_demanda', 'procedimento', 'analise', 'conclusao', 'referencias?'],
      relatorio_multiprofissional: [
        'autores',
        'descricao_demanda',
        'procedimento',
        'analise',
        'conclusao',
        'referencias?',
      ],
      laudo: ['descricao_demanda', 'procedimento', 'analise', 'conclusao', 'referencias'],
      parecer: ['descricao_demanda', 'analise', 'conclusao', 'referencias'],
    });
    for (const m of LISTA_MODELOS_DOCUMENTO) {
      expect(m.titulo).toBe(m.titulo.toUpperCase());
      for (const s of m.secoes) expect(s.orientacao.length, s.chave).toBeGreaterThan(40);
    }
  });

  it('names every missing section, the requester and the validity', () => {
    expect(erros({ ...relatorio, secoes: { descricao_demanda: 'a', analise: '  ' } })).toEqual({
      'secoes.procedimento': 'Preencha a seção “Procedimento”.',
      'secoes.analise': 'Preencha a seção “Análise”.',
      'secoes.conclusao': 'Preencha a seção “Conclusão”.',
    });
    expect(Object.keys(erros({ ...relatorio, tipo: 'laudo' }))).toEqual(['secoes.referencias']);
    expect(Object.keys(erros({ ...relatorio, solicitante: ' ', prazo_validade: null }))).toEqual([
      'solicitante',
      'prazo_validade',
    ]);
    expect(
      erros({ ...relatorio, secoes: { ...relatorio.secoes, condicao_psicologica: 'x', nada: 'y' } }),
    ).toEqual({
      'secoes.condicao_psicologica':
        'A seção “Descrição da condição psicológica” não faz parte de um relatório psicológico.',
      'secoes.nada': 'Seção desconhecida: “nada”.',
    });
  });

  it('lets a declaração go without requester and validity, and keeps a number of days as text', () => {
    const d = documentoCreateSchema.parse({
      tipo: 'declaracao',
      data: '2026-11-20',
      finalidade: ' Apresentar ao empregador ',
      secoes: { informacoes_atendimento: ' Compareceu às 14h. ' },
    });
    expect(d).toMatchObject({
      solicitante: null,
      prazo_validade: null,
      sigiloso: false,
      finalidade: 'Apresentar ao empregador',
    });
    expect(d.secoes).toEqual({ informacoes_atendimento: 'Compareceu às 14h.' });
    expect(documentoCreateSchema.parse({ ...relatorio, prazo_validade: 90 }).prazo_validade).toBe('90 dias');
    expect(Object.keys(erros({ ...relatorio, prazo_validade: -3 }))).toEqual(['prazo_validade']);
  });

  it('needs every author of a multiprofessional report, accepted beside the sections too', () => {
    const multi = { ...relatorio, tipo: 'relatorio_multiprofissional' };
    expect(Object.keys(erros(multi))).toEqual(['secoes.autores']);
    expect(
      Object.keys(erros({ ...multi, autores: [{ nome: 'Ana', profissao: 'Fonoaudióloga', registro: '' }] })),
    ).toEqual(['secoes.autores']);
    const ok = documentoCreateSchema.parse({
      ...multi,
      autores: [{ nome: ' Ana ', profissao: 'Fonoaudióloga', registro: 'CRFa 2-1234' }],
    });
    expect(ok.secoes.autores).toEqual([{ nome: 'Ana', profissao: 'Fonoaudióloga', registro: 'CRFa 2-1234' }]);
  });

  it('refuses a CID code in a declaração (art. 9º) and only warns on symptom words', () => {
    for (const texto of ['CID F41.1', 'conforme F41.1', 'CID-10: F32', 'quadro F41'])
      expect(temCodigoCid(texto), texto).toBe(true);
    for (const texto of ['sala 12', 'Rua B, 45', 'das 14h às 15h'])
      expect(temCodigoCid(texto), texto).toBe(false);
    const declaracao = {
      tipo: 'declaracao' as const,
      data: '2026-11-20',
      finalidade: 'Trabalho',
      solicitante: null,
      prazo_validade: null,
      sigiloso: false,
      secoes: { informacoes_atendimento: 'Em atendimento por F41.1' },
    };
    expect(problemasDoDocumento(declaracao)).toEqual([
      { campo: 'secoes.informacoes_atendimento', mensagem: expect.stringContaining('art. 9º') },
    ]);
    // A laudo may carry a diagnosis.
    expect(
      problemasDoDocumento({
        ...declaracao,
        ...relatorio,
        tipo: 'laudo',
        secoes: { ...relatorio.secoes, conclusao: 'F41.1', referencias: 'r' },
      }),
    ).toEqual([]);
    const avisos = avisosDoDocumento(
      { ...declaracao, secoes: { informacoes_atendimento: 'Tratamento de depressão' } },
      '2026-11-28',
    );
    expect(avisos).toEqual([expect.stringMatching(/art\. 9º.*“depressão”/)]);
    expect(avisosDoDocumento({ ...declaracao, data: '2026-12-01', secoes: {} }, '2026-11-28')).toEqual([
      'A data do documento é posterior a hoje.',
    ]);
  });

  it('writes the validity paragraph and file names without the patient’s name', () => {
    expect(paragrafoValidade('90 dias.')).toBe('Prazo de validade do conteúdo deste documento: 90 dias.');
    expect(paragrafoValidade(null)).toBeNull();
    const d = {
      tipo: 'laudo' as const,
      paciente_id: '3f2a9c1e-0b4d-4e8f-9a7b-6c5d4e3f2a1b',
      data: '2026-11-20',
    };
    expect(nomeArquivoDocumento(d)).toBe('laudo-psicologico-paciente-3f2a9c1e-2026-11-20.pdf');
    expect(nomeArquivoProtocolo(d)).toBe('laudo-psicologico-paciente-3f2a9c1e-2026-11-20-protocolo.pdf');
    expect(nomeArquivoAssinado(d)).toBe('laudo-psicologico-paciente-3f2a9c1e-2026-11-20-assinado.pdf');
  });
});
