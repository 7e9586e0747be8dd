import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { estatisticasSchema } from '../pacientes.ts';
import {
  sessaoCreateSchema,
  sessaoDeleteQuerySchema,
  sessaoResponseSchema,
  sessaoUpdateSchema,
  sessoesQuerySchema,
  sessoesResponseSchema,
} from '../sessoes.ts';
import { declarar } from './endpoint.ts';

const acesso = 'sessao' as const;
const params = idParamsSchema;

/**
 * Sessions (docs/product.md §8.4): clinical records, registered even while the plan is paused; and the patient's
 * figures, counted from them (apps/api/src/modules/sessoes).
 */
export const sessoesApi = declarar({
  'pacientes.estatisticas': {
    method: 'GET',
    path: 'paciente/:id/estatisticas',
    operationId: 'obterEstatisticasPaciente',
    summary: 'Devolve os números do paciente: sessões, faltas, próximo agendamento, registros e anexos.',
    tag: 'pacientes',
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: estatisticasSchema },
  },

  'sessoes.list': {
    method: 'GET',
    path: 'paciente/:id/sessoes',
    operationId: 'listarSessoes',
    summary: 'Lista as sessões de um paciente, mais recente primeiro.',
    tag: 'sessoes',
    acesso,
    secretaria: 'sim',
    params,
    query: sessoesQuerySchema,
    responses: { 200: sessoesResponseSchema },
  },
  'sessoes.create': {
    method: 'POST',
    path: 'sessao',
    operationId: 'registrarSessao',
    summary: 'Registra uma sessão e, se pedido, a receita correspondente.',
    tag: 'sessoes',
    acesso,
    secretaria: 'sim',
    body: sessaoCreateSchema,
    responses: { 201: sessaoResponseSchema },
    erros: [403, 404],
  },
  'sessoes.update': {
    method: 'PUT',
    path: 'sessao/:id',
    operationId: 'editarSessao',
    summary: 'Edita uma sessão; a receita vinculada acompanha a mudança.',
    tag: 'sessoes',
    acesso,
    secretaria: 'sim',
    params,
    body: sessaoUpdateSchema,
    responses: { 200: sessaoResponseSchema },
    erros: [404],
  },
  'sessoes.delete': {
    method: 'DELETE',
    path: 'sessao/:id',
    operationId: 'excluirSessao',
    summary: 'Exclui uma sessão, desvinculando ou excluindo a sua receita.',
    tag: 'sessoes',
    acesso,
    secretaria: 'sim',
    params,
    query: sessaoDeleteQuerySchema,
    responses: { 204: z.null() },
  },
});
