import type {
  Categoria,
  FinanceiroDashboard,
  FinanceiroDashboardQuery,
  Lancamento,
  TipoLancamento,
} from '@consultorio/contracts/financeiro';
import type { FormaPagamento } from '@consultorio/contracts/sessoes';
import {
  chaveMes,
  hojeEm,
  intervaloMes,
  type Mes,
  mesDe,
  mesesAte,
  primeiroDia,
} from '@consultorio/contracts/tempo';
import { and, asc, eq, getTableColumns, gte, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { emMs, isoDeMs } from '../../db/json.ts';
import { limiteFixo, preparada } from '../../db/preparadas.ts';
import { financeiros, financeiroTotais, pacientes, usuarios } from '../../db/schema.ts';
import { toResumo } from './lista.ts';
import { type LancamentoRow, toReais } from './service.ts';
import { situacaoCarneLeao } from './situacao.ts';

type Runner = Db | Tx;

/*
 * Figures of the finance dashboard (`GET /financeiros/dashboard`) and the finance figures of the general dashboard.
 * Months are competência months (`data`); receitas and despesas count what was paid, a_receber what is pending.
 * The sums come from `financeiro_totais` (per month, tipo, status, categoria and forma; kept by triggers in the same
 * transaction as every write, migrations/0011_totais.sql): a few dozen rows instead of every entry. Only the list of
 * the next receivables reads `financeiros` (its partial index, first 10).
 */

const pendenteReceita = (usuarioId: string | Placeholder) =>
  and(
    eq(financeiros.usuario_id, usuarioId),
    eq(financeiros.status, 'pendente'),
    eq(financeiros.tipo, 'receita'),
  );

type TotalRow = {
  mes: string;
  tipo: string;
  status: string;
  categoria: string;
  forma: string;
  centavos: number;
  quantidade: number;
};

/**
 * The totals rows of the user's months in [de, ate) and every pending receita row (any month). `mes` is
 * 'YYYY-MM-01'. Values: usuario, de, ate.
 */
const consultaTotais = (r: Runner) => {
  const t = financeiroTotais;
  const p = sql.placeholder;
  return r
    .select({
      mes: t.mes,
      tipo: t.tipo,
      status: t.status,
      categoria: t.categoria,
      forma: t.forma_pagamento,
      centavos: t.valor_centavos,
      quantidade: t.quantidade,
    })
    .from(t)
    .where(
      and(
        eq(t.usuario_id, p('usuario')),
        or(
          and(gte(t.mes, p('de')), lt(t.mes, p('ate'))),
          and(eq(t.tipo, 'receita'), eq(t.status, 'pendente')),
        ),
      ),
    );
};

/**
 * An entry as the database writes it from a row `f` of `financeiros` with its patient's name, instants in
 * milliseconds (`emMs`, finished by `isoDeMs`). It must give what toLancamento gives; dashboard.test.ts compares
 * each receivable with GET /financeiros/{id}.
 */
const lancamentoJson = (f: Record<keyof LancamentoRow | 'paciente_nome', unknown>) => sql`json_build_object(
  'id', ${f.id}, 'tipo', ${f.tipo}, 'descricao', ${f.descricao}, 'valor', ${f.valor_centavos} / 100.0,
  'data', ${f.data}, 'data_pagamento', ${f.data_pagamento}, 'status', ${f.status}, 'categoria', ${f.categoria},
  'forma_pagamento', ${f.forma_pagamento}, 'paciente_id', ${f.paciente_id},
  'paciente_nome', case when ${f.paciente_id} is null then null else ${f.paciente_nome} end,
  'sessao_id', ${f.sessao_id}, 'origem', ${f.origem}, 'pagador_nome', ${f.pagador_nome},
  'pagador_cpf', ${f.pagador_cpf}, 'beneficiario_cpf', ${f.beneficiario_cpf},
  'dedutivel_livro_caixa', ${f.dedutivel_livro_caixa}, 'codigo_plano_contas', ${f.codigo_plano_contas},
  'carne_leao_marca', ${f.carne_leao_marca}, 'escriturado_em', ${emMs(f.escriturado_em)},
  'observacoes', ${f.observacoes}, 'created_at', ${emMs(f.created_at)}, 'updated_at', ${emMs(f.updated_at)})`;

/**
 * The finance dashboard's data in one statement and two JSON values, so the API maps one row instead of sixty:
 * the totals rows of consultaTotais as arrays, and the next 10 pending receitas (overdue first) as entries.
 */
async function dadosDoPainel(db: Runner, usuarioId: string, de: string, ate: string) {
  const [linha] = await preparada(db, 'financeiro_painel', (r) => {
    const f = r
      .select({ ...getTableColumns(financeiros), paciente_nome: pacientes.nome })
      .from(financeiros)
      .leftJoin(
        pacientes,
        and(eq(pacientes.id, financeiros.paciente_id), eq(pacientes.usuario_id, financeiros.usuario_id)),
      )
      .where(pendenteReceita(sql.placeholder('usuario')))
      .orderBy(asc(financeiros.data), asc(financeiros.created_at), asc(financeiros.id))
      .limit(limiteFixo(10))
      .as('f');
    return r
      .select({
        totais: totaisJson(r),
        proximas: sql<
          LancamentoDoBanco[]
        >`(select coalesce(json_agg(${lancamentoJson(f)} order by ${f.data}, ${f.created_at}, ${f.id}), '[]'::json) from ${f})`,
      })
      .from(usuarios)
      .where(eq(usuarios.id, sql.placeholder('usuario')));
  }).execute({ usuario: usuarioId, de, ate });
  const proximas: Lancamento[] = (linha?.proximas ?? []).map(({ carne_leao_marca, ...l }) => ({
    ...l,
    carne_leao_situacao: situacaoCarneLeao({ ...l, carne_leao_marca }),
    escriturado_em:
      carne_leao_marca === 'escriturado' && l.escriturado_em !== null ? isoDeMs(l.escriturado_em) : null,
    created_at: isoDeMs(l.created_at),
    updated_at: isoDeMs(l.updated_at),
  }));
  return { rows: totaisDe(linha?.totais ?? []), proximas };
}

/**
 * The rows of consultaTotais (with every pending receita) as one JSON array of arrays, for a statement that reads
 * more than the totals (placeholders usuario, de, ate); `totaisDe` reads it back.
 */
export function totaisJson(r: Runner): SQL<TotalLinha[]> {
  const t = consultaTotais(r).as('t');
  return sql`(select coalesce(json_agg(json_build_array(${t.mes}, ${t.tipo}, ${t.status}, ${t.categoria}, ${t.forma}, ${t.centavos}, ${t.quantidade})), '[]'::json) from ${t})`;
}
export const totaisDe = (linhas: TotalLinha[]): TotalRow[] =>
  linhas.map(([mes, tipo, status, categoria, forma, centavos, quantidade]) => ({
    mes,
    tipo,
    status,
    categoria,
    forma,
    centavos,
    quantidade,
  }));
type LancamentoDoBanco = Omit<
  Lancamento,
  'created_at' | 'updated_at' | 'carne_leao_situacao' | 'escriturado_em'
> & {
  carne_leao_marca: string | null;
  escriturado_em: number | null;
  created_at: number;
  updated_at: number;
};
type TotalLinha = [string, string, string, string, string, number, number];

const aReceberDe = (rows: TotalRow[]) => {
  let centavos = 0;
  let quantidade = 0;
  for (const r of rows) {
    if (r.tipo === 'receita' && r.status === 'pendente') {
      centavos += Number(r.centavos);
      quantidade += Number(r.quantidade);
    }
  }
  return { valor: toReais(centavos), quantidade };
};

/**
 * The general dashboard's finance figures, from the totals rows of the month and every pending receita (totaisJson):
 * paid receitas of the month (reais) and every pending receita.
 */
export function figurasDe(
  rows: TotalRow[],
  mes: Mes,
): { receitaMes: number; aReceber: { valor: number; quantidade: number } } {
  const { inicio } = intervaloMes(mes);
  let receita = 0;
  for (const r of rows) {
    if (r.mes === inicio && r.tipo === 'receita' && r.status === 'pago') receita += Number(r.centavos);
  }
  return { receitaMes: toReais(receita), aReceber: aReceberDe(rows) };
}

/** Sums by key, ordered as SQL's `ORDER BY sum DESC, key ASC` (NULL last); the keys are ASCII slugs. */
function somasPor<K extends string | null>(
  rows: TotalRow[],
  key: (r: TotalRow) => K,
): Array<{ tipo: string; key: K; centavos: number; quantidade: number }> {
  const out = new Map<string, { tipo: string; key: K; centavos: number; quantidade: number }>();
  for (const r of rows) {
    const k = key(r);
    const id = `${r.tipo}\u0000${k ?? '\u0000null'}`;
    const cur = out.get(id) ?? { tipo: r.tipo, key: k, centavos: 0, quantidade: 0 };
    cur.centavos += Number(r.centavos);
    cur.quantidade += Number(r.quantidade);
    out.set(id, cur);
  }
  const cmpKey = (a: K, b: K) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
  return [...out.values()].sort((a, b) => b.centavos - a.centavos || cmpKey(a.key, b.key));
}

export async function financeiroDashboard(
  ctx: AppContext,
  usuarioId: string,
  q: FinanceiroDashboardQuery,
  /** The practice's time zone when the caller already has it (the session's: saves a query). */
  fusoConhecido?: string,
): Promise<FinanceiroDashboard> {
  const atual =
    q.ano === undefined || q.mes === undefined
      ? mesDe(hojeEm(fusoConhecido ?? (await fusoDoUsuario(ctx.db, usuarioId))))
      : null;
  const ref: Mes = { ano: Number(q.ano ?? atual?.ano), mes: Number(q.mes ?? atual?.mes) };
  const meses = mesesAte(ref, 12);
  const doMes = intervaloMes(ref);

  const { rows, proximas } = await dadosDoPainel(ctx.db, usuarioId, primeiroDia(meses[0]), doMes.fim);

  const porMes = new Map<
    string,
    { receitas: number; despesas: number; a_receber: number; a_pagar: number }
  >();
  for (const r of rows) {
    if (r.mes < primeiroDia(meses[0]) || r.mes >= doMes.fim) continue;
    const chave = r.mes.slice(0, 7);
    const m = porMes.get(chave) ?? { receitas: 0, despesas: 0, a_receber: 0, a_pagar: 0 };
    const v = Number(r.centavos);
    if (r.status === 'pago') {
      if (r.tipo === 'receita') m.receitas += v;
      else if (r.tipo === 'despesa') m.despesas += v;
    } else if (r.status === 'pendente') {
      if (r.tipo === 'receita') m.a_receber += v;
      else if (r.tipo === 'despesa') m.a_pagar += v;
    }
    porMes.set(chave, m);
  }
  const resumoDe = (chave: string) => {
    const m = porMes.get(chave);
    return toResumo({
      receitas: String(m?.receitas ?? 0),
      despesas: String(m?.despesas ?? 0),
      a_receber: String(m?.a_receber ?? 0),
      a_pagar: String(m?.a_pagar ?? 0),
    });
  };
  const pagosDoMes = rows.filter((r) => r.mes === doMes.inicio && r.status === 'pago');

  return {
    referencia: chaveMes(ref),
    resumo_mes: resumoDe(chaveMes(ref)),
    evolucao_mensal: meses.map((m) => {
      const r = resumoDe(chaveMes(m));
      return {
        mes: chaveMes(m),
        receitas: r.receitas,
        despesas: r.despesas,
        saldo: r.saldo,
        a_receber: r.a_receber,
      };
    }),
    por_categoria: somasPor(pagosDoMes, (r) => r.categoria).map((r) => ({
      tipo: r.tipo as TipoLancamento,
      categoria: r.key as Categoria,
      total: toReais(r.centavos),
    })),
    por_forma_pagamento: somasPor(pagosDoMes, (r) => (r.forma === '' ? null : r.forma)).map((r) => ({
      tipo: r.tipo as TipoLancamento,
      forma_pagamento: r.key as FormaPagamento | null,
      total: toReais(r.centavos),
      quantidade: r.quantidade,
    })),
    a_receber: proximas,
    a_receber_total: aReceberDe(rows),
  };
}
