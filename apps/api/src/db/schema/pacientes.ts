import type { ContatoEmergencia, Responsavel } from '@consultorio/contracts/pacientes';
import type { Endereco } from '@consultorio/contracts/pessoa';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, usuarioIdColumn } from './usuarios.ts';

/*
 * Columns marked "cipher" hold FieldCipher values ("kid:iv:tag:data", AES-256-GCM): clinical free text is never
 * stored in clear (docs/product.md §9.2). Only the service of the owning area reads or writes them.
 *
 * `busca_normalizada(text)` (migration 0001_extensions) is lower(unaccent(text)) declared IMMUTABLE, so it can feed
 * generated columns and indexes: "joao" finds "João" through a trigram index.
 */

export const pacientes = pgTable(
  'pacientes',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    nome: text('nome').notNull(),
    nome_social: text('nome_social'),
    data_nascimento: date('data_nascimento', { mode: 'string' }),
    /** Digits only. Unique per psychologist among patients not archived. */
    cpf: text('cpf'),
    rg: text('rg'),
    genero: text('genero'),
    email: text('email'),
    /** LGPD consent to reminders by e-mail (docs/product.md §13). */
    aceita_lembretes: boolean('aceita_lembretes').notNull().default(false),
    /** Digits only, with DDD. */
    telefone: text('telefone').notNull(),
    endereco: jsonb('endereco').$type<Endereco>(),
    profissao: text('profissao'),
    escolaridade: text('escolaridade'),
    estado_civil: text('estado_civil'),
    responsavel: jsonb('responsavel').$type<Responsavel>(),
    contato_emergencia: jsonb('contato_emergencia').$type<ContatoEmergencia>(),
    modalidade: text('modalidade'),
    frequencia: text('frequencia'),
    valor_sessao_centavos: integer('valor_sessao_centavos'),
    status_tratamento: text('status_tratamento').notNull().default('em_atendimento'),
    data_inicio: date('data_inicio', { mode: 'string' }),
    /** cipher */
    observacoes: text('observacoes'),
    /** Date of the last session held (presença realizada); kept by the sessions service for list ordering. */
    ultima_sessao: date('ultima_sessao', { mode: 'string' }),
    /** Set when a patient with clinical records is "deleted": hidden everywhere, kept for the legal period. */
    arquivado_em: timestamp('arquivado_em', { withTimezone: true }),
    /** Sort key of the list (accent- and case-insensitive). */
    nome_ordem: text('nome_ordem').notNull().generatedAlwaysAs(sql`busca_normalizada(nome)`),
    /** What `busca` matches: names, e-mail, CPF and phone digits, normalized. */
    busca: text('busca')
      .notNull()
      .generatedAlwaysAs(
        sql`busca_normalizada(nome || ' ' || coalesce(nome_social, '') || ' ' || coalesce(email, '') || ' ' || coalesce(cpf, '') || ' ' || telefone)`,
      ),
    ...timestamps,
  },
  (t) => [
    // Also INCLUDE (busca, status_tratamento, created_at) in migrations/0011_totais.sql: the search and the dashboard's
    // counts read them from the index (Drizzle cannot express INCLUDE).
    index('pacientes_usuario_nome_idx').on(t.usuario_id, t.nome_ordem, t.id).where(sql`arquivado_em IS NULL`),
    // The dashboard's birthdays of the month, in (day, name) order.
    index('pacientes_aniversario_idx')
      .on(
        t.usuario_id,
        sql`(extract(month from ${t.data_nascimento}))`,
        sql`(extract(day from ${t.data_nascimento}))`,
        t.nome_ordem,
      )
      .where(sql`arquivado_em IS NULL`),
    index('pacientes_usuario_ultima_sessao_idx')
      .on(t.usuario_id, t.ultima_sessao.desc().nullsLast())
      .where(sql`arquivado_em IS NULL`),
    // The dashboard's new patients of the month.
    index('pacientes_usuario_criado_idx').on(t.usuario_id, t.created_at).where(sql`arquivado_em IS NULL`),
    // The few archived patients of an account (the agenda excludes them with a NOT EXISTS and counts them; the
    // archived list): led by the owner, so no statement reads the archived patients of every account.
    index('pacientes_arquivados_idx').on(t.usuario_id, t.id).where(sql`arquivado_em IS NOT NULL`),
    // No pending list (fastupdate off, migration 0013): the embedded database never vacuums it away.
    // Led by the owner (btree_gin, migration 0020): the search reads only the account's matches.
    index('pacientes_usuario_busca_trgm_idx')
      .using('gin', t.usuario_id, t.busca.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    uniqueIndex('pacientes_usuario_cpf_unique')
      .on(t.usuario_id, t.cpf)
      .where(sql`cpf IS NOT NULL AND arquivado_em IS NULL`),
  ],
);

/** A row that belongs to one patient (deleted with the patient). */
export const pacienteIdColumn = () =>
  uuid('paciente_id')
    .notNull()
    .references(() => pacientes.id, { onDelete: 'cascade' });

export const sessoes = pgTable(
  'sessoes',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    paciente_id: pacienteIdColumn(),
    data: date('data', { mode: 'string' }).notNull(),
    hora_inicio: time('hora_inicio'),
    duracao_minutos: integer('duracao_minutos').notNull(),
    valor_centavos: integer('valor_centavos'),
    presenca: text('presenca').notNull(),
    pago: boolean('pago').notNull().default(false),
    forma_pagamento: text('forma_pagamento'),
    /** cipher */
    observacoes: text('observacoes'),
    /** The appointment this session came from (agenda area); no FK so the areas stay independent. */
    agendamento_id: uuid('agendamento_id'),
    ...timestamps,
  },
  (t) => [
    index('sessoes_paciente_data_idx').on(t.paciente_id, t.data.desc()),
    index('sessoes_usuario_data_idx').on(t.usuario_id, t.data),
  ],
);

export const anamneses = pgTable('anamneses', {
  id: idColumn(),
  usuario_id: usuarioIdColumn(),
  paciente_id: uuid('paciente_id')
    .notNull()
    .unique()
    .references(() => pacientes.id, { onDelete: 'cascade' }),
  // Every text below: cipher.
  queixa_principal: text('queixa_principal').notNull(),
  historico_queixa: text('historico_queixa'),
  historico_familiar: text('historico_familiar'),
  historico_medico: text('historico_medico'),
  medicamentos: text('medicamentos'),
  historico_psiquiatrico: text('historico_psiquiatrico'),
  uso_substancias: text('uso_substancias'),
  sono: text('sono'),
  alimentacao: text('alimentacao'),
  relacionamentos: text('relacionamentos'),
  trabalho_estudos: text('trabalho_estudos'),
  rotina: text('rotina'),
  expectativas: text('expectativas'),
  observacoes: text('observacoes'),
  ...timestamps,
});
