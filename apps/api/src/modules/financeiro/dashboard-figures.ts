import type {
  Categoria,
  FinanceiroDashboard,
  FinanceiroDashboardQuery,
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
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros } from '../../db/schema.ts';
import { selectComPaciente, somasResumo, toLancamento, toReais, toResumo } from './service.ts';

type Runner = Db | Tx;

/*
 * Figures of the finance dashboard (`GET /financeiros/dashboard`) and the finance figures of the general dashboard.
 * Months are competência months (`data`); receitas and despesas count what was paid, a_receber what is pending.
 * Every sum runs in SQL over integer centavos.
 */

const pendenteReceita = (usuarioId: string) =>
  and(
    eq(financeiros.usuario_id, usuarioId),
    eq(financeiros.status, 'pendente'),
    eq(financeiros.tipo, 'receita'),
  );

/** Every pending receita of the user (any month). */
export async function totalAReceber(
  db: Runner,
  usuarioId: string,
): Promise<{ valor: number; quantidade: number }> {
  const [r] = await db
    .select({
      centavos: sql<string>`coalesce(sum(${financeiros.valor_centavos}), 0)::text`,
      quantidade: sql<number>`count(*)::int`,
    })
    .from(financeiros)
    .where(pendenteReceita(usuarioId));
  return { valor: toReais(r.centavos), quantidade: Number(r.quantidade) };
}

/** Paid receitas of a month (competência), reais. */
export async function receitaDoMes(db: Runner, usuarioId: string, mes: Mes): Promise<number> {
  const { inicio, fim } = intervaloMes(mes);
  const [r] = await db
    .select({ receitas: somasResumo.receitas })
    .from(financeiros)
    .where(
      and(eq(financeiros.usuario_id, usuarioId), gte(financeiros.data, inicio), lt(financeiros.data, fim)),
    );
  return toReais(r.receitas);
}

export async function financeiroDashboard(
  ctx: AppContext,
  usuarioId: string,
  q: FinanceiroDashboardQuery,
): Promise<FinanceiroDashboard> {
  const atual =
    q.ano === undefined || q.mes === undefined ? mesDe(hojeEm(await fusoDoUsuario(ctx.db, usuarioId))) : null;
  const ref: Mes = { ano: Number(q.ano ?? atual?.ano), mes: Number(q.mes ?? atual?.mes) };
  const meses = mesesAte(ref, 12);
  const doMes = intervaloMes(ref);
  const mine = eq(financeiros.usuario_id, usuarioId);
  const noMesPago = and(
    mine,
    gte(financeiros.data, doMes.inicio),
    lt(financeiros.data, doMes.fim),
    eq(financeiros.status, 'pago'),
  );
  const mesCol = sql<string>`to_char(${financeiros.data}, 'YYYY-MM')`;

  const [evolucao, categorias, formas, proximas, total] = await Promise.all([
    ctx.db
      .select({ mes: mesCol, ...somasResumo })
      .from(financeiros)
      .where(and(mine, gte(financeiros.data, primeiroDia(meses[0])), lt(financeiros.data, doMes.fim)))
      .groupBy(mesCol),
    ctx.db
      .select({
        tipo: financeiros.tipo,
        categoria: financeiros.categoria,
        centavos: sql<string>`sum(${financeiros.valor_centavos})::text`,
      })
      .from(financeiros)
      .where(noMesPago)
      .groupBy(financeiros.tipo, financeiros.categoria)
      .orderBy(sql`sum(${financeiros.valor_centavos}) desc`, asc(financeiros.categoria)),
    ctx.db
      .select({
        tipo: financeiros.tipo,
        forma: financeiros.forma_pagamento,
        centavos: sql<string>`sum(${financeiros.valor_centavos})::text`,
        quantidade: sql<number>`count(*)::int`,
      })
      .from(financeiros)
      .where(noMesPago)
      .groupBy(financeiros.tipo, financeiros.forma_pagamento)
      .orderBy(sql`sum(${financeiros.valor_centavos}) desc`, asc(financeiros.forma_pagamento)),
    selectComPaciente(ctx.db)
      .where(pendenteReceita(usuarioId))
      .orderBy(asc(financeiros.data), asc(financeiros.created_at), asc(financeiros.id))
      .limit(10),
    totalAReceber(ctx.db, usuarioId),
  ]);

  const porMes = new Map(evolucao.map((r) => [r.mes, toResumo(r)]));
  const vazio = toResumo({ receitas: '0', despesas: '0', a_receber: '0', a_pagar: '0' });
  const evolucaoMensal = meses.map((m) => {
    const r = porMes.get(chaveMes(m)) ?? vazio;
    return {
      mes: chaveMes(m),
      receitas: r.receitas,
      despesas: r.despesas,
      saldo: r.saldo,
      a_receber: r.a_receber,
    };
  });
  return {
    referencia: chaveMes(ref),
    resumo_mes: porMes.get(chaveMes(ref)) ?? vazio,
    evolucao_mensal: evolucaoMensal,
    por_categoria: categorias.map((r) => ({
      tipo: r.tipo as TipoLancamento,
      categoria: r.categoria as Categoria,
      total: toReais(r.centavos),
    })),
    por_forma_pagamento: formas.map((r) => ({
      tipo: r.tipo as TipoLancamento,
      forma_pagamento: r.forma as FormaPagamento | null,
      total: toReais(r.centavos),
      quantidade: Number(r.quantidade),
    })),
    a_receber: proximas.map((r) => toLancamento(r.row, r.paciente_nome)),
    a_receber_total: total,
  };
}
