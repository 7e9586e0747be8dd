import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, planos, timestamps, usuarioIdColumn } from './usuarios.ts';

/**
 * PIX charges for paid plans (docs/product.md, plans). `status` is 'pendente' or 'pago' (a pending charge past
 * `expira_em` reads as 'expirado'); `txid` identifies the charge at the PSP. The money that arrived is kept apart
 * from the price asked (`valor_pago_centavos`), and `aplicado_ate` records the plan period the payment opened.
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    plano_slug: text('plano_slug')
      .notNull()
      .references(() => planos.slug),
    valor_centavos: integer('valor_centavos').notNull(),
    status: text('status').notNull().default('pendente'),
    provedor: text('provedor').notNull(),
    txid: text('txid').notNull(),
    pix_copia_e_cola: text('pix_copia_e_cola').notNull(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    pago_em: timestamp('pago_em', { withTimezone: true }),
    valor_pago_centavos: integer('valor_pago_centavos'),
    end_to_end_id: text('end_to_end_id'),
    aplicado_ate: timestamp('aplicado_ate', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pagamentos_txid_idx').on(t.txid),
    index('pagamentos_usuario_created_idx').on(t.usuario_id, t.created_at.desc()),
  ],
);

/**
 * Renewal reminders already e-mailed: one row per user, plan period end and days before it (7 or 1), so the
 * daily job never sends the same reminder twice, whether the period came from a payment or from support.
 */
export const lembretesRenovacao = pgTable(
  'lembretes_renovacao',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    dias: integer('dias').notNull(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lembretes_renovacao_unico_idx').on(t.usuario_id, t.expira_em, t.dias)],
);
