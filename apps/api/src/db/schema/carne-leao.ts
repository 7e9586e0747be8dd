import type { Calculo } from '@consultorio/contracts/carne-leao';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * Carnê-Leão (docs/carne-leao.md). The monthly tables and the reduction are data, one row per validity period
 * with its legal source, seeded by migration 0007: next year's table is a new row, not code. Money in integer
 * centavos; rates as exact decimals (text in JSON, numeric in SQL), never floating point.
 */

/** One band: upper limit in centavos (null = no limit), rate in percent as decimal text, deduction in centavos. */
export interface FaixaArmazenada {
  ate: number | null;
  aliquota: string;
  deducao: number;
}

export const tabelasIrpf = pgTable('tabelas_irpf', {
  id: serial('id').primaryKey(),
  vigencia_inicio: date('vigencia_inicio', { mode: 'string' }).notNull().unique(),
  /** Last day in force; null while in force. */
  vigencia_fim: date('vigencia_fim', { mode: 'string' }),
  fonte: text('fonte').notNull(),
  faixas: jsonb('faixas').$type<FaixaArmazenada[]>().notNull(),
  desconto_simplificado_centavos: integer('desconto_simplificado_centavos').notNull(),
  deducao_dependente_centavos: integer('deducao_dependente_centavos').notNull(),
});

/** The monthly reduction of Lei 15.270/2025 (from 2026-01), measured on the income before deductions. */
export const reducoesIrpf = pgTable('reducoes_irpf', {
  id: serial('id').primaryKey(),
  vigencia_inicio: date('vigencia_inicio', { mode: 'string' }).notNull().unique(),
  vigencia_fim: date('vigencia_fim', { mode: 'string' }),
  fonte: text('fonte').notNull(),
  limite_integral_centavos: integer('limite_integral_centavos').notNull(),
  valor_maximo_centavos: integer('valor_maximo_centavos').notNull(),
  limite_parcial_centavos: integer('limite_parcial_centavos').notNull(),
  constante_centavos: integer('constante_centavos').notNull(),
  coeficiente: numeric('coeficiente', { precision: 12, scale: 8 }).notNull(),
});

/**
 * A saved month (one per user and month: saving again replaces it). The figures the lists and totals read are
 * columns; `calculo` is the whole statement as computed when saved (entries, deductions, warnings, table), so the
 * details and the PDF show what was saved even if the books change later.
 */
export const carneLeaoCalculos = pgTable(
  'carne_leao_calculos',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    ano: integer('ano').notNull(),
    mes: integer('mes').notNull(),
    modo: text('modo').notNull(),
    inss_centavos: integer('inss_centavos').notNull().default(0),
    dependentes: integer('dependentes').notNull().default(0),
    pensao_centavos: integer('pensao_centavos').notNull().default(0),
    rendimentos_centavos: integer('rendimentos_centavos').notNull(),
    total_deducoes_centavos: integer('total_deducoes_centavos').notNull(),
    base_centavos: integer('base_centavos').notNull(),
    imposto_devido_centavos: integer('imposto_devido_centavos').notNull(),
    /** Carried in from the previous month (a total below R$ 10,00 not paid then). */
    darf_transportado_centavos: integer('darf_transportado_centavos').notNull().default(0),
    darf_valor_centavos: integer('darf_valor_centavos').notNull(),
    darf_vencimento: date('darf_vencimento', { mode: 'string' }).notNull(),
    calculo: jsonb('calculo').$type<Calculo>().notNull(),
    status: text('status').notNull().default('calculado'),
    pdf_gerado_em: timestamp('pdf_gerado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carne_leao_calculos_usuario_mes_idx').on(t.usuario_id, t.ano, t.mes)],
);

/** The Carnê-Leão Web's plano de contas for payments (docs/carne-leao.md §6), seeded by migration 0014. */
export const planoDeContas = pgTable('plano_de_contas', {
  codigo: text('codigo').primaryKey(),
  descricao: text('descricao').notNull(),
  /** livro_caixa | nao_dedutivel | deducao */
  grupo: text('grupo').notNull(),
  /** A deductible despesa (livro-caixa) may only take these accounts. */
  livro_caixa: boolean('livro_caixa').notNull(),
  ordem: integer('ordem').notNull(),
});
