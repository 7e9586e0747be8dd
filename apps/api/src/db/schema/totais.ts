import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { usuarioIdColumn } from './usuarios.ts';

/*
 * Totals the dashboards read instead of summing every entry (docs/decisions/0032-totals-kept-by-triggers.md). Kept by
 * triggers on financeiros, sessoes and pacientes (migrations/0011_totais.sql, 0012_totais_pacientes.sql) in the same
 * transaction as every write, whoever writes; a key whose count reaches zero is deleted. Read-only for the
 * application.
 */

/** Finance entries per competência month (`data`), tipo, status, categoria and forma de pagamento ('' for none). */
export const financeiroTotais = pgTable(
  'financeiro_totais',
  {
    usuario_id: usuarioIdColumn(),
    /** First day of the month. */
    mes: date('mes', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    status: text('status').notNull(),
    categoria: text('categoria').notNull(),
    forma_pagamento: text('forma_pagamento').notNull().default(''),
    valor_centavos: bigint('valor_centavos', { mode: 'number' }).notNull().default(0),
    quantidade: integer('quantidade').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'financeiro_totais_pk',
      columns: [t.usuario_id, t.mes, t.tipo, t.status, t.categoria, t.forma_pagamento],
    }),
  ],
);

/** Sessions per day and presença. */
export const sessoesTotais = pgTable(
  'sessoes_totais',
  {
    usuario_id: usuarioIdColumn(),
    dia: date('dia', { mode: 'string' }).notNull(),
    presenca: text('presenca').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'sessoes_totais_pk', columns: [t.usuario_id, t.dia, t.presenca] })],
);

/** Patients per status, archived ones left out (migrations/0012_totais_pacientes.sql). */
export const pacientesTotais = pgTable(
  'pacientes_totais',
  {
    usuario_id: usuarioIdColumn(),
    status_tratamento: text('status_tratamento').notNull(),
    quantidade: integer('quantidade').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'pacientes_totais_pk', columns: [t.usuario_id, t.status_tratamento] })],
);
