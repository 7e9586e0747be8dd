import { idParamsSchema } from '../common.ts';
import {
  prontuarioCreateBodyOnlySchema,
  prontuarioCreateSchema,
  prontuarioDeleteResponseSchema,
  prontuarioExportarQuerySchema,
  prontuarioResponseSchema,
  prontuariosQuerySchema,
  prontuariosResponseSchema,
  prontuarioUpdateSchema,
} from '../prontuarios.ts';
import { arquivo, declarar } from './endpoint.ts';

const tag = 'prontuarios';
const acesso = 'sessao' as const;
const params = idParamsSchema;
const pdf = arquivo('application/pdf', 'Arquivo PDF, para download.');

/** Records (docs/product.md §8.6). The exports need the plan's prontuarios_pdf. */
export const prontuariosApi = declarar({
  'prontuarios.list': {
    method: 'GET',
    path: 'prontuario/paciente/:id',
    operationId: 'listarProntuario',
    summary: 'Lista as entradas do prontuário de um paciente, com filtros e busca.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    query: prontuariosQuerySchema,
    responses: { 200: prontuariosResponseSchema },
  },
  'prontuarios.create': {
    method: 'POST',
    path: 'prontuario/paciente/:id',
    operationId: 'criarEntradaDoPaciente',
    summary: 'Acrescenta uma entrada ao prontuário do paciente.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    body: prontuarioCreateSchema,
    responses: { 201: prontuarioResponseSchema },
  },
  // The original client's shape: the patient only in the body ({paciente: {id}}).
  'prontuarios.createComPaciente': {
    method: 'POST',
    path: 'prontuario',
    operationId: 'criarEntradaProntuario',
    summary: 'Acrescenta uma entrada ao prontuário (paciente no corpo).',
    tag,
    acesso,
    secretaria: 'nao',
    body: prontuarioCreateBodyOnlySchema,
    responses: { 201: prontuarioResponseSchema },
    erros: [404],
  },
  'prontuarios.update': {
    method: 'PUT',
    path: 'prontuario/:id',
    operationId: 'atualizarEntradaProntuario',
    summary: 'Altera uma entrada do prontuário.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    body: prontuarioUpdateSchema,
    responses: { 200: prontuarioResponseSchema },
  },
  'prontuarios.delete': {
    method: 'DELETE',
    path: 'prontuario/:id',
    operationId: 'excluirEntradaProntuario',
    summary: 'Exclui uma entrada do prontuário.',
    tag,
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: prontuarioDeleteResponseSchema },
  },
  'prontuarios.exportarPaciente': {
    method: 'GET',
    path: 'prontuario/paciente/:id/exportar',
    operationId: 'exportarProntuario',
    summary: 'Gera o PDF com todo o prontuário de um paciente (e, se pedido, a anamnese e o responsável).',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'prontuarios_pdf' },
    params,
    query: prontuarioExportarQuerySchema,
    responses: { 200: pdf },
  },
  'prontuarios.exportar': {
    method: 'GET',
    path: 'prontuario/:id/exportar',
    operationId: 'exportarEntradaProntuario',
    summary: 'Gera o PDF de uma entrada do prontuário.',
    tag,
    acesso,
    secretaria: 'nao',
    plano: { feature: 'prontuarios_pdf' },
    params,
    responses: { 200: pdf },
  },
});
