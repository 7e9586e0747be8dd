import { okSchema } from '../common.ts';
import { leadRequestSchema } from '../leads.ts';
import { declarar } from './endpoint.ts';

/** The landing page's contact form (docs/product.md §8.12). */
export const leadsApi = declarar({
  'leads.create': {
    method: 'POST',
    path: 'leads',
    operationId: 'registrarContato',
    summary: 'Registra o pedido de contato feito na página inicial.',
    tag: 'leads',
    acesso: 'publico',
    body: leadRequestSchema,
    responses: { 201: okSchema },
    erros: [429],
  },
});
