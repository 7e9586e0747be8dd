import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pacientes } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * The agenda (docs/product.md §8.7). `fim` is kept by the service (inicio + duracao_minutos) so that the
 * overlap check is one indexed range query. A recurring series shares `serie_id`; `serie_ordem` numbers its
 * occurrences (1 = first) and defines "this and the later ones" for escopo=futuros.
 */
export const agendamentos = pgTable(
  'agendamentos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    /** null while an online booking waits to be linked to a patient (then reserva_* hold the booker). */
    paciente_id: uuid('paciente_id').references(() => pacientes.id, { onDelete: 'cascade' }),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    duracao_minutos: integer('duracao_minutos').notNull(),
    modalidade: text('modalidade'),
    local: text('local'),
    link_online: text('link_online'),
    /** agendado | confirmado | realizado | faltou | cancelado */
    status: text('status').notNull().default('agendado'),
    /** cipher (FieldCipher): notes about a patient's care are health data. */
    observacoes: text('observacoes'),
    valor_centavos: integer('valor_centavos'),
    serie_id: uuid('serie_id'),
    /** semanal | quinzenal | mensal (the series' frequency). */
    serie_frequencia: text('serie_frequencia'),
    serie_ordem: integer('serie_ordem'),
    /** The session registered from this appointment (sessions area); no FK so the areas stay independent. */
    sessao_id: uuid('sessao_id'),
    /** When the reminder e-mail went out (docs/product.md §13); claimed before sending, so it goes out once. */
    lembrete_enviado_em: timestamp('lembrete_enviado_em', { withTimezone: true }),
    /** confirmado | cancelado: the patient's answer through the reminder's link. */
    resposta_paciente: text('resposta_paciente'),
    respondido_em: timestamp('respondido_em', { withTimezone: true }),
    /** manual | agendamento_online (booked on the public page, docs/product.md §16). */
    origem: text('origem').notNull().default('manual'),
    /** The booker's name, e-mail and phone (digits) until the booking is linked to a patient. */
    reserva_nome: text('reserva_nome'),
    reserva_email: text('reserva_email'),
    reserva_telefone: text('reserva_telefone'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** iCalendar SEQUENCE: one more at each change of time, length or status (a trigger, migration 0022). */
    sequencia: integer('sequencia').notNull().default(0),
  },
  (t) => [
    index('agendamentos_usuario_inicio_idx').on(t.usuario_id, t.inicio),
    index('agendamentos_paciente_inicio_idx').on(t.paciente_id, t.inicio),
    index('agendamentos_serie_idx').on(t.serie_id, t.serie_ordem).where(sql`serie_id IS NOT NULL`),
    index('agendamentos_lembrete_pendente_idx')
      .on(t.inicio)
      .where(sql`status = 'agendado' AND lembrete_enviado_em IS NULL`),
  ],
);
