import { MSG_ENTRADA } from '@consultorio/contracts/common';
import { type Documento, MSG_DOCUMENTOS } from '@consultorio/contracts/documentos';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import {
  campoDoFormulario,
  documentoDefaults,
  errosDaApi,
  temAlteracoes,
  toDocumentoPayload,
  validateDocumento,
} from './documentoForm';

const HOJE = '2026-03-12';

const declaracao = () => ({
  ...documentoDefaults({ tipo: 'declaracao' }, HOJE),
  finalidade: 'Apresentação ao empregador',
  secoes: {
    ...documentoDefaults({ tipo: 'declaracao' }, HOJE).secoes,
    informacoes_atendimento: 'Compareceu a atendimento psicológico no dia 12/03/2026, das 14h às 14h50.',
  },
});

const salvo: Documento = {
  id: 'b3f0c1de-0000-4000-8000-000000000001',
  paciente_id: 'b3f0c1de-0000-4000-8000-000000000002',
  tipo: 'relatorio_multiprofissional',
  data: '2026-03-02',
  finalidade: 'Escola',
  solicitante: 'Coordenação pedagógica',
  secoes: {
    descricao_demanda: 'Demanda.',
    autores: [{ nome: 'Ana Lima', profissao: 'Fonoaudióloga', registro: 'CRFa 1234' }],
  },
  prazo_validade: '90 dias',
  sigiloso: true,
  criado_em: '2026-03-02T12:00:00.000Z',
  atualizado_em: '2026-03-02T12:00:00.000Z',
  entregue_em: null,
  visualizado_em: null,
  avisos: [],
};

describe('document form', () => {
  it('starts a new document today; an existing one from what was saved', () => {
    const novo = documentoDefaults({ tipo: 'laudo' }, HOJE);
    expect(novo).toMatchObject({ tipo: 'laudo', data: '12/03/2026', finalidade: '', sigiloso: false });
    expect(novo.secoes.autores).toEqual([{ nome: '', profissao: '', registro: '' }]);
    const existente = documentoDefaults(salvo);
    expect(existente).toMatchObject({
      data: '02/03/2026',
      solicitante: 'Coordenação pedagógica',
      prazo_validade: '90 dias',
      sigiloso: true,
    });
    expect(existente.secoes.descricao_demanda).toBe('Demanda.');
    expect(existente.secoes.analise).toBe('');
    expect(existente.secoes.autores).toEqual(salvo.secoes.autores);
  });

  it('sends only the kind’s sections, an empty optional one as null (an edit clears it), an ISO date', () => {
    const v = declaracao();
    v.secoes.conclusao = 'Typed while the form showed another kind.';
    expect(toDocumentoPayload(v)).toEqual({
      tipo: 'declaracao',
      data: HOJE,
      finalidade: 'Apresentação ao empregador',
      solicitante: null,
      secoes: { informacoes_atendimento: v.secoes.informacoes_atendimento },
      prazo_validade: null,
      sigiloso: false,
    });
    const relatorio = { ...v, tipo: 'relatorio' as const };
    expect(toDocumentoPayload(relatorio).secoes).toEqual({
      descricao_demanda: '',
      procedimento: '',
      analise: '',
      conclusao: 'Typed while the form showed another kind.',
      referencias: null,
    });
  });

  it('leaves out author rows nobody filled', () => {
    const v = documentoDefaults(salvo);
    v.secoes.autores.push({ nome: ' ', profissao: '', registro: '' });
    expect(toDocumentoPayload(v).secoes.autores).toEqual(salvo.secoes.autores);
  });

  it('finds what the API would refuse, with its messages, on the form’s fields', () => {
    expect(validateDocumento(declaracao())).toEqual({});
    const relatorio = { ...declaracao(), tipo: 'relatorio' as const };
    expect(validateDocumento(relatorio)).toEqual({
      solicitante: MSG_DOCUMENTOS.solicitanteObrigatorio,
      prazo_validade: MSG_DOCUMENTOS.prazoObrigatorio,
      'secoes.descricao_demanda': 'Preencha a seção “Descrição da demanda”.',
      'secoes.procedimento': 'Preencha a seção “Procedimento”.',
      'secoes.analise': 'Preencha a seção “Análise”.',
      'secoes.conclusao': 'Preencha a seção “Conclusão”.',
    });
    const semAutores = documentoDefaults({ tipo: 'relatorio_multiprofissional' }, HOJE);
    expect(validateDocumento(semAutores)['secoes.autores']).toBe(MSG_DOCUMENTOS.autoresObrigatorios);
    semAutores.secoes.autores = [{ nome: 'Ana', profissao: '', registro: '' }];
    expect(validateDocumento(semAutores)['secoes.autores']).toBe(MSG_DOCUMENTOS.autorIncompleto);
  });

  it('refuses a CID code in a declaração and a date that is not a date', () => {
    const v = declaracao();
    v.secoes.informacoes_atendimento = 'Atendimento por F41.1 no dia 12/03.';
    expect(validateDocumento(v)['secoes.informacoes_atendimento']).toBe(MSG_DOCUMENTOS.cidNaDeclaracao);
    expect(validateDocumento({ ...declaracao(), data: '31/02/2026' }).data).toBe(MSG_ENTRADA.dataInexistente);
    expect(validateDocumento({ ...declaracao(), data: '' }).data).toBe(MSG_DOCUMENTOS.dataObrigatoria);
    expect(validateDocumento({ ...declaracao(), finalidade: '  ' }).finalidade).toBe(
      MSG_DOCUMENTOS.finalidadeObrigatoria,
    );
  });

  it('knows when closing would lose typed text', () => {
    const inicial = documentoDefaults({ tipo: 'atestado' }, HOJE);
    expect(temAlteracoes(inicial, inicial)).toBe(false);
    expect(temAlteracoes({ ...inicial, finalidade: '   ' }, inicial)).toBe(false);
    expect(temAlteracoes({ ...inicial, finalidade: 'Escola' }, inicial)).toBe(true);
    expect(temAlteracoes({ ...inicial, sigiloso: true }, inicial)).toBe(true);
  });
});

describe('the API’s errors on the form', () => {
  it('names fields as the form does', () => {
    expect(campoDoFormulario('secoes.conclusao')).toBe('secoes.conclusao');
    expect(campoDoFormulario('autores')).toBe('secoes.autores');
    expect(campoDoFormulario('secoes.autores.0.nome')).toBe('secoes.autores');
    expect(campoDoFormulario('finalidade')).toBe('finalidade');
  });

  it('puts field errors on their fields and the rest in the alert', () => {
    const e = new ApiError(422, {
      message: 'Dados inválidos.',
      errors: {
        'secoes.conclusao': ['Preencha a seção “Conclusão”.'],
        tipo: ['Escolha o tipo do documento.'],
      },
    });
    expect(errosDaApi(e)).toEqual({
      campos: { 'secoes.conclusao': 'Preencha a seção “Conclusão”.' },
      resto: 'Escolha o tipo do documento.',
    });
    expect(errosDaApi(new ApiError(422, { message: 'x', errors: { finalidade: ['Informe.'] } }))).toEqual({
      campos: { finalidade: 'Informe.' },
      resto: null,
    });
    expect(errosDaApi(new ApiError(404, { message: MSG_DOCUMENTOS.naoEncontrado }))).toEqual({
      campos: {},
      resto: MSG_DOCUMENTOS.naoEncontrado,
    });
  });
});
