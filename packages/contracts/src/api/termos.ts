import { idParamsSchema } from '../common.ts';
import {
  modeloParamsSchema,
  termoAssinadoResponseSchema,
  termoAssinarSchema,
  termoCreateSchema,
  termoModeloResponseSchema,
  termoModeloUpdateSchema,
  termoPortalResponseSchema,
  termoPreviaResponseSchema,
  termoRecusadoResponseSchema,
  termoRecusarSchema,
  termoResponseSchema,
  termoResumoResponseSchema,
  termosModelosResponseSchema,
  termosPortalResponseSchema,
  termosResponseSchema,
} from '../termos.ts';
import { arquivo, campoArquivo, campoTexto, declarar } from './endpoint.ts';

const tag = 'termos';
const params = idParamsSchema;
const pdf = arquivo(
  'application/pdf',
  'O termo: o texto seguido do "Registro da assinatura eletrônica" (quem assinou, quando, de onde, como foi ' +
    'identificado e o SHA-256 do texto).',
);

/**
 * The psychologist's side of the terms (docs/product.md §20): the models, sending a term to a patient, its status,
 * cancelling it and its PDF. Terms carry no clinical content: a secretária sends them and sees their status.
 */
export const termosApi = declarar({
  'termos.modelos': {
    method: 'GET',
    path: 'termos/modelos',
    operationId: 'listarModelosTermo',
    summary:
      'Lista os modelos de termo (contrato terapêutico, autorização do responsável, aviso de privacidade, livre) ' +
      'com o texto em uso e os campos que o texto pode usar.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    responses: { 200: termosModelosResponseSchema },
  },
  'termos.salvarModelo': {
    method: 'PUT',
    path: 'termos/modelos/:modelo',
    operationId: 'salvarModeloTermo',
    summary: 'Salva o texto próprio do psicólogo para um modelo (`proprio: true`).',
    description: 'Um campo `{{…}}` fora da lista: 422 que o nomeia. O termo livre não tem modelo: 422.',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params: modeloParamsSchema,
    body: termoModeloUpdateSchema,
    responses: { 200: termoModeloResponseSchema },
  },
  'termos.restaurarModelo': {
    method: 'DELETE',
    path: 'termos/modelos/:modelo',
    operationId: 'restaurarModeloTermo',
    summary: 'Volta ao texto do Consultório para o modelo (apaga o texto próprio).',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params: modeloParamsSchema,
    responses: { 200: termoModeloResponseSchema },
  },
  'termos.previa': {
    method: 'POST',
    path: 'paciente/:id/termos/previa',
    operationId: 'previaTermo',
    summary: 'Mostra o texto do termo preenchido para o paciente, como ele o receberia, sem enviar.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    body: termoCreateSchema,
    responses: { 200: termoPreviaResponseSchema },
  },
  'termos.enviar': {
    method: 'POST',
    path: 'paciente/:id/termos',
    operationId: 'enviarTermo',
    summary:
      'Envia um termo ao paciente, para assinar na área do paciente: o texto preenchido fica congelado e `hash` é ' +
      'o SHA-256 dele.',
    description:
      'O termo livre exige `titulo` e `texto` (422). Um campo sem valor (sem valor da sessão, por exemplo) vira ' +
      '`________`, para preencher à mão; um campo fora da lista: 422 que o nomeia.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    plano: { write: true },
    params,
    body: termoCreateSchema,
    responses: { 201: termoResponseSchema },
  },
  'termos.list': {
    method: 'GET',
    path: 'paciente/:id/termos',
    operationId: 'listarTermos',
    summary:
      'Lista os termos do paciente e diz se falta a autorização do responsável (`pendente` para menor de 18 anos ' +
      'sem autorização assinada).',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    responses: { 200: termosResponseSchema },
  },
  'termos.get': {
    method: 'GET',
    path: 'termos/:id',
    operationId: 'obterTermo',
    summary: 'Mostra um termo enviado, com o texto congelado e o hash.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    responses: { 200: termoResponseSchema },
  },
  'termos.cancelar': {
    method: 'POST',
    path: 'termos/:id/cancelar',
    operationId: 'cancelarTermo',
    summary: 'Cancela um termo que aguarda assinatura: ele não pode mais ser assinado.',
    description:
      'Um termo assinado nunca é cancelado, alterado nem excluído (409); um já recusado ou cancelado: 409.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    responses: { 200: termoResumoResponseSchema },
    erros: [409],
  },
  'termos.excluir': {
    method: 'DELETE',
    path: 'termos/:id',
    operationId: 'excluirTermo',
    summary: 'O mesmo que cancelar: o termo pendente fica guardado como cancelado; um assinado, nunca (409).',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    responses: { 200: termoResumoResponseSchema },
    erros: [409],
  },
  'termos.pdf': {
    method: 'GET',
    path: 'termos/:id/pdf',
    operationId: 'baixarTermo',
    summary: 'Baixa o PDF do termo, com o registro da assinatura eletrônica quando assinado.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    params,
    responses: { 200: pdf },
  },
  'termos.assinarA1': {
    method: 'POST',
    path: 'termos/:id/assinar',
    operationId: 'assinarTermoComCertificado',
    summary:
      'Devolve o PDF do termo assinado digitalmente (PAdES) com o certificado A1 do psicólogo, como os documentos.',
    description: 'O certificado e a senha servem só a esta requisição: nunca são guardados nem registrados.',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    params,
    multipart: {
      certificado: campoArquivo('O certificado A1 (ICP-Brasil) em `.pfx` ou `.p12`, até 100 KB.'),
      senha: campoTexto('A senha do certificado.', true),
      somente_icp_brasil: campoTexto(
        '`sim`: um certificado que não foi emitido na ICP-Brasil é recusado (409, sem assinar) com o emissor em ' +
          '`detalhes.emissor`.',
      ),
    },
    responses: { 200: arquivo('application/pdf', 'O PDF do termo com assinatura digital PAdES.') },
    erros: [409, 413, 415],
  },
});

/** The patient's side (`acesso: 'portal'`): read, sign, refuse, download — only their own terms. */
export const termosPortalApi = declarar({
  'termos.portalList': {
    method: 'GET',
    path: 'portal/termos',
    operationId: 'termosPortal',
    summary: 'Lista os termos enviados ao paciente (os cancelados não aparecem).',
    tag,
    acesso: 'portal',
    responses: { 200: termosPortalResponseSchema },
  },
  'termos.portalGet': {
    method: 'GET',
    path: 'portal/termos/:id',
    operationId: 'termoPortal',
    summary: 'Mostra o texto de um termo e o hash que a assinatura deve devolver.',
    tag,
    acesso: 'portal',
    params,
    responses: { 200: termoPortalResponseSchema },
  },
  'termos.portalAssinar': {
    method: 'POST',
    path: 'portal/termos/:id/assinar',
    operationId: 'assinarTermoPortal',
    summary: 'Assina o termo (assinatura eletrônica simples, Lei nº 14.063/2020, art. 4º, I).',
    description:
      '`hash` diferente do texto, termo já assinado, recusado ou cancelado: 409. Sem `aceite`, nome ou CPF ' +
      'inválidos: 422 por campo. A autorização do responsável exige `papel: responsavel` e `parentesco` (422).',
    tag,
    acesso: 'portal',
    params,
    body: termoAssinarSchema,
    responses: { 200: termoAssinadoResponseSchema },
    erros: [409],
  },
  'termos.portalRecusar': {
    method: 'POST',
    path: 'portal/termos/:id/recusar',
    operationId: 'recusarTermoPortal',
    summary: 'Recusa o termo; o psicólogo é avisado por e-mail.',
    description: 'Termo já assinado, recusado ou cancelado: 409.',
    tag,
    acesso: 'portal',
    params,
    body: termoRecusarSchema,
    responses: { 200: termoRecusadoResponseSchema },
    erros: [409],
  },
  'termos.portalPdf': {
    method: 'GET',
    path: 'portal/termos/:id/pdf',
    operationId: 'baixarTermoPortal',
    summary: 'Baixa o PDF do termo, o mesmo que o psicólogo baixa.',
    tag,
    acesso: 'portal',
    params,
    responses: { 200: pdf },
  },
});
