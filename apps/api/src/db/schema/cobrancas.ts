import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn, usuarios } from './usuarios.ts';

/*
 * Charging patients by PIX (docs/product.md §18, docs/decisions/0085-patient-charges.md). Money in integer
 * centavos. A charge's BR Code is written once, at creation, with the key of that moment; its items are sessions
 * (`sessao_id`, no FK so the areas stay independent) or free lines. A session is in at most one live charge: the
 * unique index over the items of charges not cancelled (`ativo`).
 */
export const cobrancaConfig = pgTable('cobranca_config', {
  usuario_id: uuid('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  /** The key as DICT writes it: CPF/CNPJ digits, lower-case e-mail, +55DDDNÚMERO, lower-case UUID. */
  chave_pix: text('chave_pix').notNull(),
  tipo_chave: text('tipo_chave').notNull(),
  /** BR Code-safe (no accents), ≤ 25 and ≤ 15 characters. */
  nome_recebedor: text('nome_recebedor').notNull(),
  cidade: text('cidade').notNull(),
  vencimento_dias: integer('vencimento_dias').notNull().default(3),
  lembrete_automatico: boolean('lembrete_automatico').notNull().default(true),
  mensagem: text('mensagem'),
  cobrar_faltas: boolean('cobrar_faltas').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cobrancas = pgTable(
  'cobrancas',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    numero: integer('numero').notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    /** aberta | informada | paga | cancelada (`vencida` is derived: aberta past its due date). */
    status: text('status').notNull().default('aberta'),
    /** AAAA-MM: the month's run's month, else the latest session's, else the creation's. */
    competencia: text('competencia').notNull(),
    /** 25 upper-case letters and digits, field 62-05 of the BR Code. */
    txid: text('txid').notNull().unique(),
    copia_e_cola: text('copia_e_cola').notNull(),
    pago_em: timestamp('pago_em', { withTimezone: true }),
    data_pagamento: date('data_pagamento', { mode: 'string' }),
    forma_pagamento: text('forma_pagamento'),
    cancelada_em: timestamp('cancelada_em', { withTimezone: true }),
    /** The patient's comprovante: encrypted in the attachments' storage (lib/storage), its type by content. */
    comprovante_key: text('comprovante_key'),
    comprovante_tipo: text('comprovante_tipo'),
    comprovante_tamanho: integer('comprovante_tamanho'),
    informada_em: timestamp('informada_em', { withTimezone: true }),
    motivo_recusa: text('motivo_recusa'),
    /** When the job `cobrar-vencidas` e-mailed the patient; claimed before sending, so it goes out once. */
    lembrete_enviado_em: timestamp('lembrete_enviado_em', { withTimezone: true }),
    /** When the patient first opened the paid charge's receipt in the patient's page (null: not yet). */
    recibo_visualizado_em: timestamp('recibo_visualizado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cobrancas_usuario_numero_unique').on(t.usuario_id, t.numero),
    index('cobrancas_usuario_status_vencimento_idx').on(t.usuario_id, t.status, t.vencimento),
    index('cobrancas_paciente_idx').on(t.paciente_id),
    index('cobrancas_lembrete_pendente_idx')
      .on(t.vencimento)
      .where(sql`status = 'aberta' AND lembrete_enviado_em IS NULL`),
  ],
);

export const cobrancaItens = pgTable(
  'cobranca_itens',
  {
    id: idColumn(),
    cobranca_id: uuid('cobranca_id')
      .notNull()
      .references(() => cobrancas.id, { onDelete: 'cascade' }),
    usuario_id: usuarioIdColumn(),
    ordem: integer('ordem').notNull(),
    descricao: text('descricao').notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    sessao_id: uuid('sessao_id'),
    /** The receita a free item became when the charge was paid. */
    financeiro_id: uuid('financeiro_id'),
    /** False once the charge is cancelled: its sessions may be charged again. */
    ativo: boolean('ativo').notNull().default(true),
  },
  (t) => [
    index('cobranca_itens_cobranca_idx').on(t.cobranca_id, t.ordem),
    uniqueIndex('cobranca_itens_sessao_ativa_unique')
      .on(t.sessao_id)
      .where(sql`ativo AND sessao_id IS NOT NULL`),
  ],
);
