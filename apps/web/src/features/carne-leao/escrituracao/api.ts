import type { EscrituracaoQuery } from '@consultorio/contracts/escrituracao';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../../api/client';

/**
 * The Carnê-Leão Web import and the Receita Saúde count (docs/carne-leao.md §7). The keys start with
 * ['carne-leao', 'escrituracao']: the finance area invalidates them after an entry changes, and the finance
 * dashboard reads the same count (components/carne-leao/useRecibosPendentes.ts).
 */
export const escrituracaoKeys = {
  all: ['carne-leao', 'escrituracao'] as const,
  previa: (q: Periodo) => ['carne-leao', 'escrituracao', 'previa', q] as const,
};

/** The period the page shows: a year, or one month of it; `todos` adds the entries already imported. */
export interface Periodo {
  ano: number;
  mes: number | null;
  todos: boolean;
}

const query = (p: Periodo): EscrituracaoQuery & { ano: number; mes?: number } => ({
  ano: p.ano,
  ...(p.mes ? { mes: p.mes } : {}),
  ...(p.todos ? { todos: 'true' as const } : {}),
});

export const useEscrituracao = (p: Periodo) =>
  useQuery({
    queryKey: escrituracaoKeys.previa(p),
    queryFn: ({ signal }) => call('carneLeao.escrituracao', { query: query(p), signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export type Arquivo = 'rendimentos' | 'pagamentos';

const dois = (n: number) => String(n).padStart(2, '0');

/** The file's name when the server sends none, as it names them: carne-leao-rendimentos-2026-03.csv, …-parte2.csv. */
export const nomeDoArquivo = (arquivo: Arquivo, p: Periodo, parte: number, partes: number) =>
  `carne-leao-${arquivo}-${p.ano}${p.mes ? `-${dois(p.mes)}` : ''}${partes > 1 ? `-parte${parte}` : ''}.csv`;

/** Downloads one part of the rendimentos or pagamentos file. */
export const baixarArquivo = (arquivo: Arquivo, p: Periodo, parte: number, partes: number) =>
  downloadFile(
    endpointUrl(arquivo === 'rendimentos' ? 'carneLeao.rendimentosCsv' : 'carneLeao.pagamentosCsv'),
    nomeDoArquivo(arquivo, p, parte, partes),
    { query: { ...query(p), ...(partes > 1 ? { parte } : {}) } },
  );

/** Marks the imported entries `escriturado`; the preview, the count and the finance entries change. */
export function useConfirmarEscrituracao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call('carneLeao.confirmarEscrituracao', { body: { ids } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: escrituracaoKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['financeiros'] });
    },
  });
}
