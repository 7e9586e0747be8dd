import type { Papel } from '@consultorio/contracts/auth';
import type { Endereco } from '@consultorio/contracts/pessoa';
import type { Features } from '@consultorio/contracts/planos';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Columns every table shares. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** The owner of a row: every query on user data is scoped by it. */
export const usuarioIdColumn = () =>
  uuid('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' });

export const planos = pgTable('planos', {
  slug: text('slug').primaryKey(),
  nome: text('nome').notNull(),
  preco_centavos: integer('preco_centavos').notNull(),
  periodicidade: text('periodicidade').notNull(),
  duracao_dias: integer('duracao_dias'),
  limite_pacientes: integer('limite_pacientes').notNull(),
  anexos_limite: integer('anexos_limite').notNull(),
  /** How many secretárias the plan allows (docs/product.md §15). */
  limite_equipe: integer('limite_equipe').notNull().default(0),
  features: jsonb('features').$type<Features>().notNull(),
  ordem: integer('ordem').notNull().default(0),
});

export const usuarios = pgTable(
  'usuarios',
  {
    id: idColumn(),
    nome: text('nome').notNull(),
    email: text('email').notNull().unique(),
    senha_hash: text('senha_hash').notNull(),
    /** A titular's; a secretária has none (check constraint usuarios_papel_check). */
    cpf: text('cpf').unique(),
    crp: text('crp').unique(),
    telefone: text('telefone').unique(),
    /** `titular` owns the account; a `secretaria` acts on her titular's (docs/product.md §15). */
    papel: text('papel').$type<Papel>().notNull().default('titular'),
    titular_id: uuid('titular_id').references((): AnyPgColumn => usuarios.id, { onDelete: 'cascade' }),
    /** A secretária may use the finance area (the titular's choice); ignored for a titular. */
    acesso_financeiro: boolean('acesso_financeiro').notNull().default(false),
    /** Last login, shown to the titular in Equipe. */
    ultimo_acesso_em: timestamp('ultimo_acesso_em', { withTimezone: true }),
    data_nascimento: date('data_nascimento', { mode: 'string' }),
    endereco: jsonb('endereco').$type<Endereco>(),
    valor_sessao_padrao_centavos: integer('valor_sessao_padrao_centavos'),
    duracao_sessao_padrao: integer('duracao_sessao_padrao').notNull().default(50),
    fuso_horario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
    /** The Carnê-Leão Web's occupation code (255: psicólogo), field 3 of the rendimentos file. */
    codigo_ocupacao: text('codigo_ocupacao').notNull().default('255'),
    /** The rendimentos file asks for the Receita Saúde receipt of each PF payment (field 14). */
    emite_receita_saude: boolean('emite_receita_saude').notNull().default(true),
    /** The video link of online sessions booked without one (else a new Jitsi Meet room each). */
    link_online_padrao: text('link_online_padrao'),
    /** Online care (Res. CFP 09/2024): the video platform the therapeutic contract names ("Google Meet"). */
    plataforma_online: text('plataforma_online'),
    /** Online care: the emergency referral route the contract gives the patient (CVV 188, SAMU 192, CAPS…). */
    encaminhamento_emergencia: text('encaminhamento_emergencia'),
    plano_slug: text('plano_slug')
      .notNull()
      .default('gratuito')
      .references(() => planos.slug),
    plano_status: text('plano_status').notNull().default('ACTIVE'),
    plano_expira_em: timestamp('plano_expira_em', { withTimezone: true }),
    failed_logins: integer('failed_logins').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    aceite_termos_em: timestamp('aceite_termos_em', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('usuarios_titular_idx').on(t.titular_id).where(sql`titular_id IS NOT NULL`),
    check(
      'usuarios_papel_check',
      sql`(papel = 'titular' AND titular_id IS NULL AND cpf IS NOT NULL AND crp IS NOT NULL AND telefone IS NOT NULL) OR (papel = 'secretaria' AND titular_id IS NOT NULL)`,
    ),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [index('auth_tokens_usuario_idx').on(t.usuario_id)],
);

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reset_codes_usuario_idx').on(t.usuario_id)],
);

/** An invitation to join the account as secretária: only the token's SHA-256 is kept; valid 7 days, used once. */
export const convites = pgTable(
  'convites',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('convites_usuario_idx').on(t.usuario_id)],
);

export const leads = pgTable('leads', {
  id: idColumn(),
  nome: text('nome').notNull(),
  email: text('email').notNull(),
  telefone: text('telefone'),
  mensagem: text('mensagem'),
  consentimento_em: timestamp('consentimento_em', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audit trail of access to clinical data and of authentication events (docs/product.md §9.2). */
export const auditoria = pgTable(
  'auditoria',
  {
    id: idColumn(),
    usuario_id: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    acao: text('acao').notNull(),
    entidade: text('entidade'),
    entidade_id: text('entidade_id'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    detalhes: jsonb('detalhes').$type<Record<string, unknown>>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_usuario_created_idx').on(t.usuario_id, t.created_at.desc())],
);
