import { uuidSchema } from './common.ts';
import { z } from './zod.ts';

// docs/product.md (plans): a paid plan is bought with a PIX charge. POST /user/upgrade-plan creates (or returns
// the pending) charge, GET /user/pix-payment-status/{id} is polled until it is paid or expires, and
// GET /user/pagamentos lists the user's charges. Money is reais in JSON, integer centavos in the database.

/** Plans that can be bought (Gratuito costs nothing). */
export const PLANOS_PAGOS = ['essencial', 'vitalicio'] as const;
export type PlanoPago = (typeof PLANOS_PAGOS)[number];

export const STATUS_PAGAMENTO = ['pendente', 'pago', 'expirado'] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export const STATUS_PAGAMENTO_LABELS: Record<StatusPagamento, string> = {
  pendente: 'Aguardando pagamento',
  pago: 'Pago',
  expirado: 'Expirado',
};

export const MSG_PAGAMENTOS = {
  planoInvalido: 'Escolha o plano Essencial ou o Vitalício.',
  jaVitalicio: 'Você já tem o plano Vitalício: não há o que contratar.',
  pagamentoNaoEncontrado: 'Pagamento não encontrado.',
  indisponivel: 'Não foi possível gerar o PIX agora. Tente novamente em alguns minutos.',
} as const;

export const upgradePlanRequestSchema = z.object({
  plano: z.enum(PLANOS_PAGOS, { message: MSG_PAGAMENTOS.planoInvalido }),
});
export type UpgradePlanRequest = z.infer<typeof upgradePlanRequestSchema>;

/** A charge as the status route and the list answer it. */
export const pagamentoSchema = z.object({
  id: uuidSchema,
  plano: z.enum(PLANOS_PAGOS),
  status: z.enum(STATUS_PAGAMENTO),
  valor: z.number(),
  expira_em: z.iso.datetime({ offset: true }),
  pago_em: z.iso.datetime({ offset: true }).nullable(),
  criado_em: z.iso.datetime({ offset: true }),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

/** A new (or still pending) charge: what the checkout shows. */
export const cobrancaPixSchema = z.object({
  id: uuidSchema,
  plano: z.enum(PLANOS_PAGOS),
  status: z.enum(STATUS_PAGAMENTO),
  valor: z.number(),
  /** The BR Code text ("PIX copia e cola"). */
  pix_copia_e_cola: z.string().min(1),
  /** The same code as a QR image: `data:image/png;base64,…`. */
  qr_code: z.string().startsWith('data:image/png;base64,'),
  expira_em: z.iso.datetime({ offset: true }),
});
export type CobrancaPix = z.infer<typeof cobrancaPixSchema>;

export const upgradePlanResponseSchema = z.object({ pagamento: cobrancaPixSchema });
export type UpgradePlanResponse = z.infer<typeof upgradePlanResponseSchema>;

export const pagamentoStatusResponseSchema = pagamentoSchema;
export type PagamentoStatusResponse = Pagamento;

export const pagamentosListResponseSchema = z.object({ pagamentos: z.array(pagamentoSchema) });
export type PagamentosListResponse = z.infer<typeof pagamentosListResponseSchema>;

/**
 * Most notifications one webhook call may carry: a PSP batches a few; a longer list is refused whole (422), never
 * read in part, so a PSP that really sent it learns of the refusal and sends again.
 */
export const MAX_NOTIFICACOES_PIX = 100;

/** The notification a PSP sends to the webhook (BCB API Pix): only txids matter, each is read back. */
export const pixWebhookSchema = z.object({
  pix: z
    .array(
      z.looseObject({
        endToEndId: z.string().optional(),
        txid: z.string().optional(),
        valor: z.string().optional(),
        horario: z.string().optional(),
      }),
    )
    .max(MAX_NOTIFICACOES_PIX, {
      message: `Notificações demais em uma chamada (máximo de ${MAX_NOTIFICACOES_PIX}); envie em partes.`,
    })
    .default([]),
});
export type PixWebhook = z.infer<typeof pixWebhookSchema>;

/** GET /user/pix-config: which provider confirms payments, and whether the checkout may offer "Simular pagamento". */
export const pixConfigResponseSchema = z.object({
  provedor: z.enum(['simulador', 'bcb']),
  simulacao: z.boolean(),
});
export type PixConfigResponse = z.infer<typeof pixConfigResponseSchema>;

/** Seconds until a charge expires, never negative. */
export const segundosRestantes = (expiraEm: string, agora: number = Date.now()): number =>
  Math.max(0, Math.floor((Date.parse(expiraEm) - agora) / 1000));
