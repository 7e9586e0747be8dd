import {
  MSG_FINANCEIRO,
  type SituacaoCarneLeao,
  type StatusLancamento,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { sql } from 'drizzle-orm';
import { financeiros } from '../../db/schema.ts';
import { unprocessable } from '../../lib/errors.ts';

/*
 * Where an entry stands in the Carnê-Leão Web's books (docs/carne-leao.md §6). The row keeps only what the server
 * cannot derive (`carne_leao_marca`: escriturado or recibo_emitido_no_app); the situação is derived from it and
 * from the entry: only a paid receita from an individual or from abroad, or a paid deductible despesa, belongs in
 * the books.
 */

export type Marca = 'escriturado' | 'recibo_emitido_no_app' | null;

export interface EntradaDoLivro {
  tipo: string;
  status: string;
  origem: string;
  dedutivel_livro_caixa: boolean;
  carne_leao_marca: string | null;
}

/** The entry belongs in the Carnê-Leão's books. */
export const entraNoLivro = (l: Omit<EntradaDoLivro, 'carne_leao_marca'>): boolean =>
  l.status === 'pago' &&
  (l.tipo === 'receita' ? l.origem === 'pessoa_fisica' || l.origem === 'exterior' : l.dedutivel_livro_caixa);

const reciboPossivel = (l: Omit<EntradaDoLivro, 'carne_leao_marca'>): boolean =>
  l.tipo === 'receita' && l.origem === 'pessoa_fisica' && l.status === 'pago';

export function situacaoCarneLeao(l: EntradaDoLivro): SituacaoCarneLeao {
  if (!entraNoLivro(l)) return 'nao_se_aplica';
  if (l.carne_leao_marca === 'escriturado') return 'escriturado';
  if (l.carne_leao_marca === 'recibo_emitido_no_app' && reciboPossivel(l)) return 'recibo_emitido_no_app';
  return 'a_escriturar';
}

/** entraNoLivro in SQL. */
const noLivroSql = sql`(${financeiros.status} = 'pago' AND (
  (${financeiros.tipo} = 'receita' AND ${financeiros.origem} IN ('pessoa_fisica', 'exterior'))
  OR (${financeiros.tipo} = 'despesa' AND ${financeiros.dedutivel_livro_caixa})))`;

/** The same derivation in SQL, for filters and counts over `financeiros`. */
export const situacaoSql = {
  aEscriturar: sql`(${noLivroSql} AND ${financeiros.carne_leao_marca} IS NULL)`,
  escriturado: sql`(${noLivroSql} AND ${financeiros.carne_leao_marca} = 'escriturado')`,
};

/**
 * The marca after a create or a PUT: `recibo_emitido_no_app` needs a paid PF receita; `a_escriturar` clears the
 * marca of an entry that belongs in the books (undoing a confirmed import); the server's two situações may only be
 * sent back unchanged. Not sent: the marca stays.
 */
export function marcaPedida(
  pedido: SituacaoCarneLeao | undefined,
  entrada: { tipo: TipoLancamento; status: StatusLancamento; origem: string; dedutivel_livro_caixa: boolean },
  atual: Marca,
): Marca {
  if (pedido === undefined) return atual;
  if (pedido === situacaoCarneLeao({ ...entrada, carne_leao_marca: atual })) return atual;
  if (pedido === 'recibo_emitido_no_app') {
    if (!reciboPossivel(entrada))
      throw unprocessable('carne_leao_situacao', MSG_FINANCEIRO.reciboSoPessoaFisica);
    return 'recibo_emitido_no_app';
  }
  if (pedido === 'a_escriturar') {
    if (!entraNoLivro(entrada)) throw unprocessable('carne_leao_situacao', MSG_FINANCEIRO.naoEscrituravel);
    return null;
  }
  throw unprocessable('carne_leao_situacao', MSG_FINANCEIRO.situacaoDoServidor);
}
