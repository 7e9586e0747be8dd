import {
  anexoDownloadQuerySchema,
  anexosResponseSchema,
  anexosUploadResponseSchema,
  anexoUploadResponseSchema,
} from '../anexos.ts';
import { idParamsSchema, okSchema } from '../common.ts';
import { arquivo, declarar } from './endpoint.ts';

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
    description: 'multipart/form-data: o arquivo no campo `arquivo` (+ `descricao` opcional).',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { limit: 'anexos' },
    params,
    multipart: true,
    responses: { 201: anexoUploadResponseSchema },
    erros: [507],
  },
  'anexos.uploadVarios': {
    method: 'POST',
    path: 'anexos/paciente/:id/multiple',
    operationId: 'enviarAnexos',
    summary: 'Envia vários arquivos (até 20) de uma vez.',
    description:
      'multipart/form-data: arquivos em `arquivos[0]`, `arquivos[1]`…; descrição por arquivo em `descricoes[i]` ou ' +
      'uma para todos em `descricao`. Tudo ou nada: se um arquivo for recusado, nenhum é guardado.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { limit: 'anexos' },
    params,
    multipart: true,
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
