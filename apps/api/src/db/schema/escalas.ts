import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * PHQ-9 and GAD-7 (docs/escalas.md, docs/decisions/0088-escalas.md): a schedule per patient and scale, and each
 * application — sent to the patient's page or typed in from paper. The answers are clinical: one FieldCipher value
 * of their JSON; the score and band are computed from them on read, so nothing of the answer is stored plain but
 * the safety flag the file and the list show.
 */
export const escalasRecorrencias = pgTable(
  'escalas_recorrencias',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    /** phq9 | gad7 */
    escala: text('escala').notNull(),
    /** semanal | quinzenal | mensal */
    recorrencia: text('recorrencia').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    encerrada_em: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [
    // One live schedule per patient and scale; the job reads the live ones.
    uniqueIndex('escalas_recorrencias_ativa_unique')
      .on(t.usuario_id, t.paciente_id, t.escala)
      .where(sql`encerrada_em IS NULL`),
  ],
);

export const escalasAplicacoes = pgTable(
  'escalas_aplicacoes',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    escala: text('escala').notNull(),
    recorrencia_id: uuid('recorrencia_id').references(() => escalasRecorrencias.id, { onDelete: 'set null' }),
    /** unica | semanal | quinzenal | mensal, as sent. */
    recorrencia: text('recorrencia').notNull().default('unica'),
    /** portal | sessao */
    origem: text('origem').notNull().default('portal'),
    /** pendente | respondida | encerrada */
    status: text('status').notNull().default('pendente'),
    enviada_em: timestamp('enviada_em', { withTimezone: true }).notNull().defaultNow(),
    respondida_em: timestamp('respondida_em', { withTimezone: true }),
    /** cipher: the answers' JSON array, in item order. */
    respostas: text('respostas'),
    /** PHQ-9 item 9 above 0 (docs/escalas.md): shown in the file and the list until seen. */
    alerta: boolean('alerta').notNull().default(false),
    alerta_visto_em: timestamp('alerta_visto_em', { withTimezone: true }),
    encerrada_em: timestamp('encerrada_em', { withTimezone: true }),
  },
  (t) => [
    index('escalas_aplicacoes_paciente_idx').on(t.usuario_id, t.paciente_id, t.enviada_em),
    // One application waiting per patient and scale: sending twice is a 409, two job runs make one.
    uniqueIndex('escalas_aplicacoes_pendente_unique')
      .on(t.usuario_id, t.paciente_id, t.escala)
      .where(sql`status = 'pendente'`),
    // The patient list's marker: the few unseen alerts of an account.
    index('escalas_aplicacoes_alerta_idx')
      .on(t.usuario_id, t.paciente_id)
      .where(sql`alerta AND alerta_visto_em IS NULL`),
  ],
);
