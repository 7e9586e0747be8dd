import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pacienteIdColumn } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * A patient's attachments (docs/product.md §8.8). The bytes live in the object storage (lib/storage) under
 * `storage_key`, a random name, encrypted; this row holds what the screens show. The original name and the
 * description are clinical free text ("laudo psiquiátrico de …"): stored as FieldCipher values ("cipher").
 */
export const anexos = pgTable(
  'anexos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    storage_key: text('storage_key').notNull().unique(),
    /** cipher */
    nome_original: text('nome_original').notNull(),
    /** cipher */
    descricao: text('descricao'),
    /** The allowed type by extension (contracts TIPOS_ANEXO), checked against the content at upload. */
    tipo: text('tipo').notNull(),
    mime_type: text('mime_type').notNull(),
    /** Bytes of the original file. */
    tamanho: integer('tamanho').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('anexos_paciente_created_idx').on(t.paciente_id, t.created_at.desc()),
    index('anexos_usuario_idx').on(t.usuario_id),
  ],
);
