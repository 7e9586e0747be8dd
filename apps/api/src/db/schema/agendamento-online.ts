import type { HorarioAtendimento, ModalidadeOnline } from '@consultorio/contracts/agendamento-online';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarioIdColumn } from './usuarios.ts';

/*
 * Self-booking (docs/product.md §16): the settings of each psychologist's public booking page (a missing row means
 * the page is off) and the secret address of the agenda's calendar feed, stored only as its SHA-256.
 */
export const agendamentoOnline = pgTable(
  'agendamento_online',
  {
    usuario_id: usuarioIdColumn().primaryKey(),
    ativo: boolean('ativo').notNull().default(false),
    /** Lower case letters, digits and hyphens: the page's address /agendar/{slug}. */
    slug: text('slug').notNull(),
    duracao_minutos: integer('duracao_minutos').notNull(),
    intervalo_minutos: integer('intervalo_minutos').notNull().default(0),
    antecedencia_minima_horas: integer('antecedencia_minima_horas').notNull().default(24),
    janela_dias: integer('janela_dias').notNull().default(30),
    horarios: jsonb('horarios').$type<HorarioAtendimento[]>().notNull().default([]),
    /** automatica | manual */
    confirmacao: text('confirmacao').notNull().default('automatica'),
    modalidades: jsonb('modalidades').$type<ModalidadeOnline[]>().notNull().default(['presencial']),
    mensagem: text('mensagem'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agendamento_online_slug_unique').on(t.slug)],
);

export const calendarioFeeds = pgTable('calendario_feeds', {
  usuario_id: usuarioIdColumn().primaryKey(),
  token_hash: text('token_hash').notNull().unique(),
  /** The events' titles carry the patient's full name (default: initials only). */
  mostrar_nomes: boolean('mostrar_nomes').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
