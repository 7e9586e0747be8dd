import {
  anamneseCreateSchema,
  anamneseOrNullResponseSchema,
  anamneseResponseSchema,
  anamneseUpdateSchema,
} from '../anamnese.ts';
import { idParamsSchema } from '../common.ts';
import { declarar } from './endpoint.ts';

const acesso = 'sessao' as const;
const params = idParamsSchema;

/** Anamnese (docs/product.md §8.5): one per patient. */
export const anamneseApi = declarar({
  'anamnese.get': {
    method: 'GET',
    path: 'paciente/:id/anamnese',
    operationId: 'obterAnamnese',
    summary: 'Devolve a anamnese de um paciente.',
    tag: 'anamnese',
    acesso,
    secretaria: 'nao',
    params,
    responses: { 200: anamneseOrNullResponseSchema },
  },
  'anamnese.create': {
    method: 'POST',
    path: 'paciente/:id/anamnese',
    operationId: 'criarAnamnese',
    summary: 'Cria a anamnese de um paciente.',
    tag: 'anamnese',
    acesso,
    secretaria: 'nao',
    params,
    body: anamneseCreateSchema,
    responses: { 201: anamneseResponseSchema },
    erros: [409],
  },
  'anamnese.update': {
    method: 'PUT',
    path: 'anamnese/:id',
    operationId: 'atualizarAnamnese',
    summary: 'Altera os campos enviados de uma anamnese.',
    tag: 'anamnese',
    acesso,
    secretaria: 'nao',
    params,
    body: anamneseUpdateSchema,
    responses: { 200: anamneseResponseSchema },
  },
});
