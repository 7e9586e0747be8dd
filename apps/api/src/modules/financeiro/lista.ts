import type { Pagination } from '@consultorio/contracts/common';
import type { Lancamento, LancamentosQueryParsed, ResumoFinanceiro } from '@consultorio/contracts/financeiro';
import { hojeEm, intervaloMes, type Mes, mesDe } from '@consultorio/contracts/tempo';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { fusoDoUsuario } from '../../db/fuso.ts';
import { financeiros, pacientes } from '../../db/schema.ts';
import { paginationOf } from '../../lib/paginacao.ts';
import { escapeLike } from '../../lib/sql.ts';
import { selecionarComPaciente, toLancamento, toReais } from './service.ts';

/* The finance list and its totals (`GET /financeiro`). */
// ---------------------------------------------------------------------------------------------------------------
// List with the totals of the filtered rows

/** Sums in centavos, as text (bigint): receitas/despesas paid, a_receber/a_pagar pending. */
export const somasResumo = {
  receitas: sql<string>`coalesce(sum(${financeiros.valor_centavos}) filter (where ${financeiros.tipo} = 'receita' and ${financeiros.status} = 'pago'), 0)::text`,
  despesas: sql<string>`coalesce(sum(${financeiros.valor_centavos}) filter (where ${financeiros.tipo} = 'despesa' and ${financeiros.status} = 'pago'), 0)::text`,
  a_receber: sql<string>`coalesce(sum(${financeiros.valor_centavos}) filter (where ${financeiros.tipo} = 'receita' and ${financeiros.status} = 'pendente'), 0)::text`,
  a_pagar: sql<string>`coalesce(sum(${financeiros.valor_centavos}) filter (where ${financeiros.tipo} = 'despesa' and ${financeiros.status} = 'pendente'), 0)::text`,
};

export function toResumo(r: { receitas: string; despesas: string; a_receber: string; a_pagar: string }) {
  const receitas = Number(r.receitas);
  const despesas = Number(r.despesas);
  return {
    receitas: toReais(receitas),
    despesas: toReais(despesas),
    saldo: toReais(receitas - despesas),
    a_receber: toReais(r.a_receber),
    a_pagar: toReais(r.a_pagar),
  } satisfies ResumoFinanceiro;
}

/** Each word must appear in the entry's description, payer or notes, or in the patient's name. */
function buscaCondition(busca: string | undefined): SQL | undefined {
  const words = (busca?.trim() ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const term = sql`'%' || busca_normalizada(${escapeLike(w)}) || '%'`;
      return sql`(${financeiros.busca} LIKE ${term} OR coalesce(${pacientes.nome_ordem}, '') LIKE ${term})`;
    }),
  );
}

function periodoCondition(q: { mes?: number; ano?: number }, hoje: string): SQL | undefined {
  if (q.mes === undefined && q.ano === undefined) return undefined;
  if (q.mes === undefined) {
    const ano = q.ano as number;
    return and(gte(financeiros.data, `${ano}-01-01`), lt(financeiros.data, `${ano + 1}-01-01`));
  }
  const mes: Mes = { ano: q.ano ?? mesDe(hoje).ano, mes: q.mes };
  const { inicio, fim } = intervaloMes(mes);
  return and(gte(financeiros.data, inicio), lt(financeiros.data, fim));
}

export async function listarLancamentos(
  ctx: AppContext,
  usuarioId: string,
  q: LancamentosQueryParsed,
): Promise<{ financeiros: Lancamento[]; pagination: Pagination; resumo: ResumoFinanceiro }> {
  const hoje =
    q.mes !== undefined && q.ano === undefined ? hojeEm(await fusoDoUsuario(ctx.db, usuarioId)) : '';
  const where = and(
    eq(financeiros.usuario_id, usuarioId),
    periodoCondition(q, hoje),
    q.tipo ? eq(financeiros.tipo, q.tipo) : undefined,
    q.categoria ? eq(financeiros.categoria, q.categoria) : undefined,
    q.status ? eq(financeiros.status, q.status) : undefined,
    q.paciente_id ? eq(financeiros.paciente_id, q.paciente_id) : undefined,
    buscaCondition(q.busca),
  );
  const joinPaciente = and(
    eq(pacientes.id, financeiros.paciente_id),
    eq(pacientes.usuario_id, financeiros.usuario_id),
  );
  const [[totais], rows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)::int`, ...somasResumo })
      .from(financeiros)
      .leftJoin(pacientes, joinPaciente)
      .where(where),
    selecionarComPaciente(ctx.db)
      .where(where)
      .orderBy(desc(financeiros.data), desc(financeiros.created_at), desc(financeiros.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
  ]);
  return {
    financeiros: rows.map((r) => toLancamento(r.row, r.paciente_nome)),
    pagination: paginationOf(q.page, q.per_page, Number(totais.total)),
    resumo: toResumo(totais),
  };
}
