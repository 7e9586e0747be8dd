import { ANO_MINIMO_CARNE_LEAO, anoMaximoCarneLeao } from '@consultorio/contracts/carne-leao';
import type { EscrituracaoResponse } from '@consultorio/contracts/escrituracao';
import type { Periodo } from './api';

/**
 * The page's period from its address (`?ano=&mes=&todos=`): the current year when absent or out of range (the
 * Carnê-Leão accepts 2024 … next year), the whole year without a valid month, only entries still to import unless
 * `todos=true`.
 */
export function periodoDaUrl(params: URLSearchParams, anoAtual: number): Periodo {
  const ano = Number(params.get('ano'));
  const mes = Number(params.get('mes'));
  return {
    ano:
      Number.isInteger(ano) && ano >= ANO_MINIMO_CARNE_LEAO && ano <= anoMaximoCarneLeao() ? ano : anoAtual,
    mes: Number.isInteger(mes) && mes >= 1 && mes <= 12 ? mes : null,
    todos: params.get('todos') === 'true',
  };
}

/** The address's query for a period (a month and `todos` only when chosen). */
export const periodoNaUrl = (p: Periodo): Record<string, string> => ({
  ano: String(p.ano),
  ...(p.mes ? { mes: String(p.mes) } : {}),
  ...(p.todos ? { todos: 'true' } : {}),
});

/**
 * The entries "Confirmar importação" marks: the lines of both files still `a_escriturar` (with `todos` the
 * preview also lists entries already imported, which stay as they are).
 */
export const idsAEscriturar = (d: Pick<EscrituracaoResponse, 'rendimentos' | 'pagamentos'>): string[] =>
  [...d.rendimentos, ...d.pagamentos]
    .filter((l) => l.situacao === 'a_escriturar')
    .map((l) => l.lancamento_id);

/** "1 recebimento", "3 recebimentos": a count and its noun, singular or plural. */
export const contagem = (n: number, singular: string, plural: string) =>
  `${n} ${n === 1 ? singular : plural}`;
