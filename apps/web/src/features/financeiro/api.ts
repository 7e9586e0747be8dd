import type {
  Lancamento,
  LancamentoCreate,
  LancamentosQuery,
  LancamentoUpdate,
} from '@consultorio/contracts/financeiro';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, downloadFile, endpointUrl } from '../../api/client';

/**
 * Finance data (docs/product.md §8.9). Every key starts with 'financeiros' (the patients area invalidates it
 * after a session with gerar_lancamento); the general dashboard's figures depend on these entries too.
 */
export const financeiroKeys = {
  all: ['financeiros'] as const,
  list: (q: LancamentosQuery) => ['financeiros', 'list', q] as const,
  detail: (id: string) => ['financeiros', 'detail', id] as const,
  dashboard: (ano: number, mes: number) => ['financeiros', 'dashboard', ano, mes] as const,
};

export const useLancamentos = (q: LancamentosQuery) =>
  useQuery({
    queryKey: financeiroKeys.list(q),
    queryFn: ({ signal }) => call('financeiro.list', { query: q, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export const useLancamento = (id: string) =>
  useQuery({
    queryKey: financeiroKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await call('financeiro.get', { params: { id }, signal, silent: true })).financeiro,
  });

/** Sessions with a value and no receita (docs/product.md §8.9): the panel offers to bring them in one step. */
export const useSessoesSemLancamento = () =>
  useQuery({
    queryKey: [...financeiroKeys.all, 'sessoes-sem-lancamento'],
    queryFn: ({ signal }) => call('financeiro.sessoesSemLancamento', { signal, silent: true }),
  });

export function useTrazerSessoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('financeiro.trazerSessoes'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeiroKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['carne-leao'] });
    },
  });
}

export const useFinanceiroDashboard = (ano: number, mes: number) =>
  useQuery({
    queryKey: financeiroKeys.dashboard(ano, mes),
    queryFn: ({ signal }) => call('financeiro.dashboard', { query: { ano, mes }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

/**
 * What the finance screens read from the Carnê-Leão (docs/carne-leao.md §7): the plano de contas a deductible
 * despesa's account comes from, and the count of payments still without a Receita Saúde receipt. The count's key is
 * the one the Carnê-Leão area uses (['carne-leao', 'escrituracao', 'resumo', ano]), so confirming an import there
 * refreshes it here. Both need the plan's `essencial` feature: `enabled` is false without it (the API answers 403).
 */
export const usePlanoDeContas = (enabled: boolean) =>
  useQuery({
    queryKey: ['carne-leao', 'plano-de-contas'],
    queryFn: async ({ signal }) => (await call('carneLeao.planoDeContas', { signal, silent: true })).contas,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

function afterChange(queryClient: QueryClient, lancamento?: Lancamento) {
  void queryClient.invalidateQueries({ queryKey: financeiroKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  // The Carnê-Leão import's preview and count are made of these entries.
  void queryClient.invalidateQueries({ queryKey: ['carne-leao', 'escrituracao'] });
  if (lancamento) queryClient.setQueryData(financeiroKeys.detail(lancamento.id), lancamento);
}

export function useCreateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LancamentoCreate) => (await call('financeiro.create', { body })).financeiro,
    onSuccess: (l) => afterChange(queryClient, l),
  });
}

export function useUpdateLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: LancamentoUpdate }) =>
      (await call('financeiro.update', { params: { id }, body })).financeiro,
    onSuccess: (l) => afterChange(queryClient, l),
  });
}

export function useDeleteLancamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('financeiro.delete', { params: { id } }),
    onSuccess: () => afterChange(queryClient),
  });
}

export const exportarCsv = (ano: number) =>
  downloadFile(endpointUrl('financeiro.exportar'), `financeiro-${ano}.csv`, { query: { ano } });

/** The PDF receipt of a paid receita (`GET /financeiros/{id}/recibo`). */
export const baixarRecibo = (l: Pick<Lancamento, 'id' | 'data_pagamento'>) =>
  downloadFile(endpointUrl('financeiro.recibo', { id: l.id }), `recibo-${l.data_pagamento ?? ''}.pdf`);

/** The patient's file, for the payer fields of a receita (name, CPF, birth date, responsável). */
export const buscarPaciente = async (id: string) =>
  (await call('pacientes.get', { params: { id }, silent: true })).paciente;
