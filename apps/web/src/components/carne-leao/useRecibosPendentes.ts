import { ANO_MINIMO_CARNE_LEAO, anoMaximoCarneLeao } from '@consultorio/contracts/carne-leao';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The query key of the count: under ['carne-leao', 'escrituracao'], which finance invalidates after an entry changes. */
export const recibosPendentesKey = (ano: number) => ['carne-leao', 'escrituracao', 'resumo', ano] as const;

/** The Carnê-Leão's years: 2024 … next year (the finance dashboard's month picker goes further back). */
export const anoDoCarneLeao = (ano: number): boolean =>
  ano >= ANO_MINIMO_CARNE_LEAO && ano <= anoMaximoCarneLeao();

/**
 * PF payments of the year still without a Receita Saúde receipt (docs/carne-leao.md §7.1), read by the Carnê-Leão
 * page and the finance dashboard; `enabled` false on plans without the Carnê-Leão. Years outside it ask nothing.
 */
export const useRecibosPendentes = (ano: number, enabled = true) =>
  useQuery({
    queryKey: recibosPendentesKey(ano),
    queryFn: ({ signal }) => call('carneLeao.escrituracaoResumo', { query: { ano }, signal, silent: true }),
    enabled: enabled && anoDoCarneLeao(ano),
  });
