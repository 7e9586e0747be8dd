import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agendamentos } from './agendamentos.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * Appointment reminders (docs/product.md §13). The settings of each psychologist (a missing row means the
 * defaults: off, 24 h, the default template) and the links sent to patients. A link's token is stored only as its
 * SHA-256 (like session tokens): a dump does not give anyone the power to confirm or cancel an appointment.
 * Whether a reminder went out and what the patient answered are columns of `agendamentos`.
 */
export const lembretesConfig = pgTable('lembretes_config', {
  usuario_id: usuarioIdColumn().primaryKey(),
  ativo: boolean('ativo').notNull().default(false),
  antecedencia_horas: integer('antecedencia_horas').notNull().default(24),
  /** null: the default template. */
  modelo: text('modelo'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lembretesAgendamento = pgTable(
  'lembretes_agendamento',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    agendamento_id: uuid('agendamento_id')
      .notNull()
      .references(() => agendamentos.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lembretes_agendamento_agendamento_idx').on(t.agendamento_id)],
);
