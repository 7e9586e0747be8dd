import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * The user's own account (docs/decisions/0031-users-own-data.md): two-factor login, backups of their data and
 * the minimum kept after an account is erased.
 */

/** The TOTP secret (cipher: FieldCipher value) of a user; `ativado_em` null while it is being configured. */
export const doisFatores = pgTable('dois_fatores', {
  usuario_id: usuarioIdColumn().primaryKey(),
  /** cipher */
  segredo: text('segredo').notNull(),
  ativado_em: timestamp('ativado_em', { withTimezone: true }),
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
  ultimo_passo: integer('ultimo_passo'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes (SHA-256 only), shown once when 2FA is turned on. */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    codigo_hash: text('codigo_hash').notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('codigos_recuperacao_usuario_idx').on(t.usuario_id)],
);

/** The second step of a login: the password was right, a code is still owed (5 minutes, 5 tries). */
export const desafios2fa = pgTable(
  'desafios_2fa',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    desafio_hash: text('desafio_hash').notNull().unique(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desafios_2fa_usuario_idx').on(t.usuario_id)],
);

/** A ZIP of the user's data (the export), stored encrypted in the object storage under `storage_key`. */
export const backups = pgTable(
  'backups',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    storage_key: text('storage_key').notNull().unique(),
    tamanho_bytes: integer('tamanho_bytes').notNull(),
    origem: text('origem').notNull(),
    /** The day (in UTC) of an automatic backup: one per user and day, whichever replica runs the job. */
    dia: text('dia'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('backups_usuario_criado_idx').on(t.usuario_id, t.criado_em.desc()),
    uniqueIndex('backups_automatico_dia_idx').on(t.usuario_id, t.dia),
  ],
);

/**
 * What is left of an erased account: who paid the plan charges (pagamentos, kept for tax law) and when the account
 * was erased. No clinical data. The usuarios row stays as an inert tombstone so those payments keep their owner.
 */
export const contasExcluidas = pgTable('contas_excluidas', {
  usuario_id: uuid('usuario_id').primaryKey(),
  nome: text('nome').notNull(),
  cpf: text('cpf').notNull(),
  email: text('email').notNull(),
  excluido_em: timestamp('excluido_em', { withTimezone: true }).notNull().defaultNow(),
});
