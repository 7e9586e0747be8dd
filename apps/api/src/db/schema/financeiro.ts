import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { planoDeContas } from './carne-leao.ts';
import { pacientes } from './pacientes.ts';
import { idColumn, usuarioIdColumn } from './usuarios.ts';

/*
 * Finance entries (docs/product.md §8.9). Money in integer centavos; every sum is done in SQL over centavos.
 * `data` is the competência (lists, cards and charts of the area); `data_pagamento` is when the money moved, which
 * the Carnê-Leão reads (cash basis, docs/carne-leao.md) through its own index.
 *
 * `paciente_id` keeps an FK (SET NULL: an entry is a fiscal record and outlives the patient row); `sessao_id` has
 * none, so the areas stay independent: the patient's life cycle detaches or deletes the entry with its session
 * (modules/ciclo-paciente, modules/financeiro/receitas-de-sessao.ts).
 */
export const financeiros = pgTable(
  'financeiros',
  {
    id: idColumn(),
    usuario_id: usuarioIdColumn(),
    tipo: text('tipo').notNull(),
    descricao: text('descricao').notNull(),
    valor_centavos: integer('valor_centavos').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    data_pagamento: date('data_pagamento', { mode: 'string' }),
    status: text('status').notNull(),
    categoria: text('categoria').notNull(),
    forma_pagamento: text('forma_pagamento'),
    paciente_id: uuid('paciente_id').references(() => pacientes.id, { onDelete: 'set null' }),
    sessao_id: uuid('sessao_id'),
    origem: text('origem').notNull().default('pessoa_fisica'),
    pagador_nome: text('pagador_nome'),
    /** Digits only. */
    pagador_cpf: text('pagador_cpf'),
    /** Digits only. */
    beneficiario_cpf: text('beneficiario_cpf'),
    dedutivel_livro_caixa: boolean('dedutivel_livro_caixa').notNull().default(false),
    /** A despesa's account in the Carnê-Leão's plano de contas (docs/carne-leao.md §6). */
    codigo_plano_contas: text('codigo_plano_contas').references(() => planoDeContas.codigo),
    /**
     * What the Carnê-Leão Web knows of the entry: null, 'escriturado' (confirmed imported) or
     * 'recibo_emitido_no_app'. The situação the API answers is derived from it (financeiro/situacao.ts).
     */
    carne_leao_marca: text('carne_leao_marca'),
    escriturado_em: timestamp('escriturado_em', { withTimezone: true }),
    observacoes: text('observacoes'),
    /** What `busca` matches: description, payer and notes, normalized (accents and case ignored). */
    busca: text('busca')
      .notNull()
      .generatedAlwaysAs(
        sql`busca_normalizada(descricao || ' ' || coalesce(pagador_nome, '') || ' ' || coalesce(observacoes, ''))`,
      ),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('financeiros_usuario_data_idx').on(t.usuario_id, t.data),
    index('financeiros_usuario_data_pagamento_idx').on(t.usuario_id, t.data_pagamento),
    // The next receivables (dashboard) and the total owed: pending receitas by date.
    index('financeiros_a_receber_idx')
      .on(t.usuario_id, t.data)
      .where(sql`status = 'pendente' AND tipo = 'receita'`),
    index('financeiros_paciente_idx').on(t.paciente_id),
    index('financeiros_sessao_idx').on(t.sessao_id),
    index('financeiros_busca_trgm_idx').using('gin', t.busca.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);
