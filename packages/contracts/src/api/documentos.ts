import { idParamsSchema } from '../common.ts';
import {
  documentoCreateSchema,
  documentoDeleteResponseSchema,
  documentoResponseSchema,
  documentosResponseSchema,
  documentoUpdateSchema,
  modelosDocumentoResponseSchema,
} from '../documentos.ts';
import { arquivo, campoArquivo, campoTexto, declarar } from './endpoint.ts';

const tag = 'documentos';
const acesso = 'sessao' as const;
const params = idParamsSchema;
const pdf = arquivo('application/pdf', 'Arquivo PDF, para download.');

/** The psychologist's written documents (docs/product.md §14, Resolução CFP nº 06/2019): kept with the record. */
export const documentosApi = declarar({
  'documentos.modelos': {
    method: 'GET',
    path: 'documentos/modelos',
    operationId: 'listarModelosDocumento',
    summary: 'Lista os seis tipos de documento da Resolução CFP nº 06/2019, com as seções e orientações.',
    tag,
    acesso,
    secretaria: 'nao',
    responses: { 200: modelosDocumentoResponseSchema },
  },
  'documentos.list': {
    method: 'GET',
    path: 'paciente/:id/documentos',
    operationId: 'listarDocumentos',
    summary: 'Lista os documentos emitidos para um paciente, do mais recente ao mais antigo.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: documentosResponseSchema },
  },
  'documentos.create': {
    method: 'POST',
    path: 'paciente/:id/documentos',
    operationId: 'criarDocumento',
    summary: 'Escreve um documento (declaração, atestado, relatório, laudo, parecer) para um paciente.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    body: documentoCreateSchema,
    responses: { 201: documentoResponseSchema },
  },
  'documentos.get': {
    method: 'GET',
    path: 'documentos/:id',
    operationId: 'obterDocumento',
    summary: 'Mostra um documento.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: documentoResponseSchema },
  },
  'documentos.update': {
    method: 'PUT',
    path: 'documentos/:id',
    operationId: 'atualizarDocumento',
    summary: 'Altera um documento; as seções enviadas substituem as guardadas.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    body: documentoUpdateSchema,
    responses: { 200: documentoResponseSchema },
  },
  'documentos.delete': {
    method: 'DELETE',
    path: 'documentos/:id',
    operationId: 'excluirDocumento',
    summary: 'Exclui um documento (fica guardado pelo prazo legal, fora das telas).',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: documentoDeleteResponseSchema },
  },
});

/** The document's files: the PDF as the resolution lays it out, its delivery receipt, the signed PDF. */
export const documentosArquivosApi = declarar({
  'documentos.pdf': {
    method: 'GET',
    path: 'documentos/:id/pdf',
    operationId: 'baixarDocumentoPdf',
    summary: 'Gera o PDF do documento, com páginas numeradas e bloco de assinatura.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: pdf },
  },
  'documentos.protocolo': {
    method: 'GET',
    path: 'documentos/:id/protocolo',
    operationId: 'baixarProtocoloEntrega',
    summary: 'Gera o protocolo de entrega do documento, para quem o recebe assinar.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: pdf },
  },
  'documentos.assinar': {
    method: 'POST',
    path: 'documentos/:id/assinar',
    operationId: 'assinarDocumento',
    summary: 'Devolve o PDF do documento assinado digitalmente (PAdES) com o certificado A1 enviado.',
    description: 'O certificado e a senha servem só a esta requisição: nunca são guardados nem registrados.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    multipart: {
      certificado: campoArquivo('O certificado A1 (ICP-Brasil) em `.pfx` ou `.p12`, até 100 KB.'),
      senha: campoTexto('A senha do certificado.', true),
      somente_icp_brasil: campoTexto(
        '`sim`: um certificado que não foi emitido na ICP-Brasil é recusado (409, sem assinar) com o emissor em ' +
          '`detalhes.emissor`, para o cliente pedir confirmação e enviar de novo sem este campo.',
      ),
    },
    responses: { 200: arquivo('application/pdf', 'O PDF do documento com assinatura digital PAdES.') },
    erros: [409, 413, 415],
  },
});
