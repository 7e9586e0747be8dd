import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import {
  pagamentoStatusResponseSchema,
  pagamentosListResponseSchema,
  pixConfigResponseSchema,
  pixWebhookSchema,
  upgradePlanRequestSchema,
  upgradePlanResponseSchema,
} from '../pagamentos.ts';
import { declarar } from './endpoint.ts';

const tag = 'pagamentos';
const acesso = 'sessao' as const;

/** Plans paid by PIX (docs/product.md §8.2; docs/operations.md for the PSP). */
export const pagamentosApi = declarar({
  'pagamentos.upgrade': {
    method: 'POST',
    path: 'user/upgrade-plan',
    operationId: 'contratarPlano',
    summary: 'Gera a cobrança PIX de um plano pago (ou devolve a que ainda está pendente).',
    tag,
    acesso,
    secretaria: 'nao',
    body: upgradePlanRequestSchema,
    responses: { 201: upgradePlanResponseSchema },
    erros: [409],
  },
  'pagamentos.status': {
    method: 'GET',
    path: 'user/pix-payment-status/:id',
    operationId: 'situacaoPagamento',
    summary: 'Devolve a situação de uma cobrança PIX.',
    tag,
    acesso,
    secretaria: 'nao',
    params: idParamsSchema,
    responses: { 200: pagamentoStatusResponseSchema },
  },
  'pagamentos.list': {
    method: 'GET',
    path: 'user/pagamentos',
    operationId: 'listarPagamentos',
    summary: 'Lista as cobranças PIX do usuário, mais recente primeiro.',
    tag,
    acesso,
    secretaria: 'nao',
    responses: { 200: pagamentosListResponseSchema },
  },
  'pagamentos.config': {
    method: 'GET',
    path: 'user/pix-config',
    operationId: 'configuracaoPix',
    summary: 'Diz qual provedor confirma os pagamentos e se a simulação está disponível.',
    tag,
    acesso,
    secretaria: 'nao',
    responses: { 200: pixConfigResponseSchema },
  },
  'pagamentos.simular': {
    method: 'POST',
    path: 'user/pix-payment/:id/simular-pagamento',
    operationId: 'simularPagamento',
    summary: 'Só no simulador, fora de produção: confirma a cobrança como se o PIX tivesse chegado.',
    description: 'Existe só com PIX_PROVIDER=simulador e fora de produção.',
    tag,
    acesso,
    secretaria: 'nao',
    params: idParamsSchema,
    responses: { 200: pagamentoStatusResponseSchema },
    erros: [409],
  },
  // The PSP's notification (the BCB API Pix appends "/pix" to the registered webhook URL). No bearer: the PSP's
  // client certificate is checked where TLS ends (docs/operations.md), and the body is never trusted. Rate-limited
  // per address; more than MAX_NOTIFICACOES_PIX notifications in one call: 422.
  'pagamentos.webhook': {
    method: 'POST',
    path: 'pix/webhook/pix',
    operationId: 'webhookPix',
    summary: 'Notificação do PSP (API Pix do BCB); cada txid é consultado no PSP antes de qualquer mudança.',
    tag,
    acesso: 'publico',
    description: 'Até 100 notificações por chamada; mais do que isso é recusado inteiro com 422.',
    body: pixWebhookSchema,
    responses: { 200: z.object({ recebido: z.number().int() }) },
    erros: [429],
  },
});
