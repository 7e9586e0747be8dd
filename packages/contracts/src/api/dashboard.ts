import { dashboardSchema } from '../dashboard.ts';
import { declarar } from './endpoint.ts';

/** The dashboard (docs/product.md §8.11): the practice's figures in one answer. */
export const dashboardApi = declarar({
  'dashboard.get': {
    method: 'GET',
    path: 'dashboard',
    operationId: 'obterPainel',
    summary: 'Devolve o resumo do consultório: pacientes, sessões, agenda e finanças.',
    tag: 'dashboard',
    acesso: 'sessao',
    secretaria: 'nao',
    plano: { feature: 'dashboard' },
    responses: { 200: dashboardSchema },
  },
});
