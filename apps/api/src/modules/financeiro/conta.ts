import { CONTA_PADRAO_POR_CATEGORIA } from '@consultorio/contracts/escrituracao';
import { MSG_FINANCEIRO, type TipoLancamento } from '@consultorio/contracts/financeiro';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { planoDeContas } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';

/**
 * A despesa's account in the Carnê-Leão's plano de contas (docs/carne-leao.md §6): the one sent, else (for a
 * deductible despesa) the category's default. It must exist, and a deductible despesa takes only a livro-caixa
 * account. A receita has none.
 */
export async function contaDoLancamento(
  db: Db | Tx,
  l: { tipo: TipoLancamento; categoria: string; dedutivel_livro_caixa: boolean; codigo: string | null },
): Promise<string | null> {
  if (l.tipo === 'receita') return null;
  const codigo =
    l.codigo ?? (l.dedutivel_livro_caixa ? (CONTA_PADRAO_POR_CATEGORIA[l.categoria] ?? null) : null);
  if (codigo === null) return null;
  const [conta] = await db
    .select({ livro_caixa: planoDeContas.livro_caixa })
    .from(planoDeContas)
    .where(eq(planoDeContas.codigo, codigo.toUpperCase()))
    .limit(1);
  if (!conta) throw unprocessable('codigo_plano_contas', MSG_FINANCEIRO.contaDesconhecida);
  if (l.dedutivel_livro_caixa && !conta.livro_caixa) {
    throw unprocessable('codigo_plano_contas', MSG_FINANCEIRO.contaNaoDedutivel);
  }
  return codigo.toUpperCase();
}
