import {
  anexoDownloadQuerySchema,
  anexosResponseSchema,
  anexosUploadResponseSchema,
  anexoUploadResponseSchema,
  MAX_ARQUIVOS_POR_ENVIO,
  MAX_DESCRICAO,
  TIPOS_ANEXO,
} from '../anexos.ts';
import { idParamsSchema, okSchema } from '../common.ts';
import { arquivo, campoArquivo, campoArquivos, campoTexto, declarar } from './endpoint.ts';

const tag = 'anexos';
const acesso = 'sessao' as const;
const params = idParamsSchema;

/** Attachments (docs/product.md §8.8): encrypted at rest, checked by content. */
export const anexosApi = declarar({
  'anexos.list': {
    method: 'GET',
    path: 'anexos/paciente/:id',
    operationId: 'listarAnexos',
    summary: 'Lista os anexos de um paciente.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: anexosResponseSchema },
  },
  'anexos.upload': {
    method: 'POST',
    path: 'anexos/paciente/:id',
    operationId: 'enviarAnexo',
    summary: 'Envia um arquivo para os anexos de um paciente.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { limit: 'anexos' },
    params,
    multipart: {
      arquivo: campoArquivo(`O arquivo: ${TIPOS_ANEXO.join(', ')}.`),
      descricao: campoTexto(`Descrição do arquivo, até ${MAX_DESCRICAO} caracteres.`),
    },
    responses: { 201: anexoUploadResponseSchema },
    erros: [507],
  },
  'anexos.uploadVarios': {
    method: 'POST',
    path: 'anexos/paciente/:id/multiple',
    operationId: 'enviarAnexos',
    summary: 'Envia vários arquivos (até 20) de uma vez.',
    description:
      'Os arquivos vão em `arquivos` (ou `arquivos[0]`, `arquivos[1]`…); a descrição de cada um em `descricoes[i]` ' +
      'ou uma para todos em `descricao`. Tudo ou nada: se um arquivo for recusado, nenhum é guardado.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { limit: 'anexos' },
    params,
    multipart: {
      arquivos: campoArquivos(`Os arquivos, até ${MAX_ARQUIVOS_POR_ENVIO}, cada um como em \`enviarAnexo\`.`),
      descricao: campoTexto(`Uma descrição para todos os arquivos, até ${MAX_DESCRICAO} caracteres.`),
    },
    responses: { 201: anexosUploadResponseSchema },
    erros: [507],
  },
  'anexos.download': {
    method: 'GET',
    path: 'anexos/:id/download',
    operationId: 'baixarAnexo',
    summary: 'Baixa um anexo com o seu nome original; com inline=1, um PDF ou uma imagem abre no navegador.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    query: anexoDownloadQuerySchema,
    responses: {
      200: arquivo('application/octet-stream', 'O arquivo, com o nome original em Content-Disposition.'),
    },
  },
  'anexos.delete': {
    method: 'DELETE',
    path: 'anexos/:id',
    operationId: 'excluirAnexo',
    summary: 'Exclui um anexo e o arquivo guardado.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: okSchema },
  },
});
