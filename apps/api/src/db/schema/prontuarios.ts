import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pacienteIdColumn, sessoes } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * Record entries (prontuário, CFP Resolution 001/2009). `titulo` and `conteudo` hold FieldCipher values: a dump of
 * this table shows no clinical text. A deleted entry only gets `excluido_em`: it disappears from every route but
 * is kept for the legal retention (and keeps its patient from ever being deleted, see modules/ciclo-paciente).
 */
export const prontuarios = pgTable(
  'prontuarios',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    /** The session this entry registers; a deleted session leaves the entry unlinked. */
    sessao_id: uuid('sessao_id').references(() => sessoes.id, { onDelete: 'set null' }),
    data: date('data', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    /** cipher */
    titulo: text('titulo'),
    /** cipher */
    conteudo: text('conteudo').notNull(),
    excluido_em: timestamp('excluido_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prontuarios_paciente_data_idx').on(t.paciente_id, t.data, t.created_at),
    index('prontuarios_sessao_idx').on(t.sessao_id).where(sql`sessao_id IS NOT NULL`),
  ],
);
