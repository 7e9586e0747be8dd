import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * The psychologist's written documents (docs/product.md §14, Res. CFP 06/2019). `conteudo` is one FieldCipher value
 * of the JSON {finalidade, solicitante, secoes, prazo_validade}: every text of a document is clinical, a dump of
 * this table shows none. A deleted document only gets `excluido_em`: it is kept for the legal retention (art. 15)
 * and keeps its patient from ever being deleted, like a record entry (modules/ciclo-paciente).
 */
export const documentos = pgTable(
  'documentos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    tipo: text('tipo').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    /** cipher */
    conteudo: text('conteudo').notNull(),
    sigiloso: boolean('sigiloso').notNull().default(false),
    excluido_em: timestamp('excluido_em', { withTimezone: true }),
    /** Put in the patient's page, and first opened there (docs/decisions/0074-document-delivery-proof.md). */
    entregue_em: timestamp('entregue_em', { withTimezone: true }),
    visualizado_em: timestamp('visualizado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documentos_paciente_data_idx')
      .on(t.usuario_id, t.paciente_id, t.data, t.created_at)
      .where(sql`excluido_em IS NULL`),
  ],
);
