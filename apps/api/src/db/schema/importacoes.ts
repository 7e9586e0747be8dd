import type { ErroImportacao, Mapeamento } from '@consultorio/contracts/importacoes';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, usuarioIdColumn, usuarios } from './usuarios.ts';

/*
 * A spreadsheet read for import and waiting for its confirmation (docs/product.md §8.3.1). `dados` (cipher) holds
 * the header and the rows as read: patients' personal data, never stored in clear. A preview lives for an hour; the
 * next import of any user deletes the expired ones.
 */
export const importacoes = pgTable(
  'importacoes',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    /** The login that sent the file: the titular or her secretária (null once that login is removed). */
    enviada_por: uuid('enviada_por').references(() => usuarios.id, { onDelete: 'set null' }),
    /** cipher: JSON {colunas: string[], linhas: string[][]} */
    dados: text('dados').notNull(),
    mapeamento: jsonb('mapeamento').$type<Mapeamento>().notNull(),
    linhas_total: integer('linhas_total').notNull(),
    /** The rows the confirmation did not import and why (row numbers and fixed messages, no personal data). */
    erros: jsonb('erros').$type<ErroImportacao[]>(),
    concluida_em: timestamp('concluida_em', { withTimezone: true }),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('importacoes_usuario_idx').on(t.usuario_id), index('importacoes_expira_idx').on(t.expira_em)],
);
