import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * Terms the patient signs in their page (docs/product.md §20, docs/decisions/0080-terms-frozen-and-hashed.md): the
 * psychologist's own version of each model, and each term sent — its text frozen when sent, its SHA-256, and the
 * evidence of the signature (docs/decisions/0081-term-signature-evidence.md).
 */

/** The psychologist's own text of a model (`contrato_terapeutico`, `autorizacao_responsavel`, `aviso_privacidade`). */
export const termosModelos = pgTable(
  'termos_modelos',
  {
    usuario_id: usuarioIdColumn(),
    modelo: text('modelo').notNull(),
    texto: text('texto').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.modelo] })],
);

export const termos = pgTable(
  'termos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    modelo: text('modelo').notNull(),
    titulo: text('titulo').notNull(),
    /** cipher: the rendered text, frozen from the moment it was sent. */
    texto: text('texto').notNull(),
    /** SHA-256 (hex) of the text's UTF-8 bytes. */
    hash: text('hash').notNull(),
    /** pendente | assinado | recusado | cancelado */
    status: text('status').notNull().default('pendente'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    cancelado_em: timestamp('cancelado_em', { withTimezone: true }),
    recusado_em: timestamp('recusado_em', { withTimezone: true }),
    /** cipher: the reason the patient gave for refusing, if any. */
    motivo_recusa: text('motivo_recusa'),
    // The evidence of the signature (Lei 14.063/2020 art. 4º I): who, when, from where, how identified, what.
    assinado_em: timestamp('assinado_em', { withTimezone: true }),
    /** The signing instant as ISO 8601 with the practice's offset at that moment, e.g. 2026-12-02T08:15:03-03:00. */
    assinado_em_local: text('assinado_em_local'),
    assinante_nome: text('assinante_nome'),
    assinante_cpf: text('assinante_cpf'),
    /** paciente | responsavel */
    assinante_papel: text('assinante_papel'),
    assinante_parentesco: text('assinante_parentesco'),
    assinatura_ip: text('assinatura_ip'),
    assinatura_user_agent: text('assinatura_user_agent'),
    /** The portal session the term was signed in (no foreign key: the evidence outlives the session's row). */
    assinatura_sessao_id: uuid('assinatura_sessao_id'),
    /** data_nascimento | codigo: how the portal session identified the person. */
    assinatura_identificacao: text('assinatura_identificacao'),
    /** The hash the signer's page sent: the text they read. */
    assinatura_hash: text('assinatura_hash'),
  },
  (t) => [index('termos_paciente_idx').on(t.usuario_id, t.paciente_id, t.criado_em)],
);
