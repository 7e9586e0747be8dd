import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * The patient's own page (docs/product.md §17, docs/decisions/0072-patient-portal-access.md): one live link per
 * patient (its token only as SHA-256), the sessions opened through it (apart from the psychologist's auth_tokens,
 * so neither token is ever the other's), the psychologist's settings and the forms sent to the patient.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    token_hash: text('token_hash').notNull().unique(),
    /** cipher: the token itself, for the reminder e-mails that carry the link (lookups use the hash). */
    token_cifrado: text('token_cifrado').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogado_em: timestamp('revogado_em', { withTimezone: true }),
    ultimo_acesso_em: timestamp('ultimo_acesso_em', { withTimezone: true }),
    /** Failed entries since the last success or pause; the 5th pauses the link until `pausado_ate`. */
    falhas: integer('falhas').notNull().default(0),
    pausado_ate: timestamp('pausado_ate', { withTimezone: true }),
    /** The e-mailed entry code (patients without a birth date on file): SHA-256, expiry, tries left used. */
    codigo_hash: text('codigo_hash'),
    codigo_expira_em: timestamp('codigo_expira_em', { withTimezone: true }),
    codigo_tentativas: integer('codigo_tentativas').notNull().default(0),
  },
  (t) => [
    uniqueIndex('portal_links_paciente_ativo_unique').on(t.paciente_id).where(sql`revogado_em IS NULL`),
    index('portal_links_usuario_paciente_idx').on(t.usuario_id, t.paciente_id),
  ],
);

export const portalSessoes = pgTable(
  'portal_sessoes',
  {
    id: idColumn(),
    link_id: uuid('link_id')
      .notNull()
      .references(() => portalLinks.id, { onDelete: 'cascade' }),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /**
     * How the person was identified when the session opened: `data_nascimento` or `codigo` (e-mailed). Kept as the
     * evidence of a term signed in it (docs/decisions/0081-term-signature-evidence.md); null on sessions older than it.
     */
    identificacao: text('identificacao'),
  },
  (t) => [index('portal_sessoes_link_idx').on(t.link_id)],
);

export const portalConfig = pgTable('portal_config', {
  usuario_id: usuarioIdColumn().primaryKey(),
  permitir_cancelamento: boolean('permitir_cancelamento').notNull().default(true),
  antecedencia_cancelamento_horas: integer('antecedencia_cancelamento_horas').notNull().default(24),
  mensagem: text('mensagem'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A form sent to the patient; `respostas` is one FieldCipher value of the answers' JSON (draft or sent). */
export const formularios = pgTable(
  'formularios',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    /** ficha_cadastral | pre_anamnese */
    modelo: text('modelo').notNull(),
    /** pendente | respondido | aplicado */
    status: text('status').notNull().default('pendente'),
    /** cipher */
    respostas: text('respostas'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }),
    respondido_em: timestamp('respondido_em', { withTimezone: true }),
    aplicado_em: timestamp('aplicado_em', { withTimezone: true }),
  },
  (t) => [index('formularios_paciente_idx').on(t.usuario_id, t.paciente_id, t.created_at)],
);
