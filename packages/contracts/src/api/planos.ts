import {
  checkFeatureRequestSchema,
  checkFeatureResponseSchema,
  planInfoResponseSchema,
  planosResponseSchema,
} from '../planos.ts';
import { declarar } from './endpoint.ts';

const tag = 'planos';

/** Plan info, feature check and the plans on offer (docs/product.md §8.2). */
export const planosApi = declarar({
  'planos.public': {
    method: 'GET',
    path: 'planos',
    operationId: 'listarPlanos',
    summary: 'Lista os planos à venda, com preços e recursos.',
    tag,
    acesso: 'publico',
    responses: { 200: planosResponseSchema },
  },
  'planos.available': {
    method: 'GET',
    path: 'user/available-plans',
    operationId: 'listarPlanosDisponiveis',
    summary: 'Lista os planos que o usuário pode contratar.',
    tag,
    acesso: 'sessao',
    secretaria: 'nao',
    responses: { 200: planosResponseSchema },
  },
  'planos.info': {
    method: 'GET',
    path: 'user/plan-info',
    operationId: 'obterPlano',
    summary: 'Devolve o plano do usuário, seus recursos e o uso dos limites.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    responses: { 200: planInfoResponseSchema },
  },
  'planos.checkFeature': {
    method: 'POST',
    path: 'user/check-feature',
    operationId: 'verificarRecurso',
    summary: 'Diz se o plano do usuário dá acesso a um recurso.',
    tag,
    acesso: 'sessao',
    secretaria: 'sim',
    body: checkFeatureRequestSchema,
    responses: { 200: checkFeatureResponseSchema },
  },
});
