import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { portalKeys } from './api';

/**
 * PHQ-9 and GAD-7 on the patient's page (docs/product.md §19, docs/decisions/0092-escalas-no-portal.md), under
 * ['portal', 'escalas', …]: the ones waiting, one to answer, and the answer (thanks, and help after an alert).
 */
const chaves = {
  lista: ['portal', 'escalas'] as const,
  escala: (id: string) => ['portal', 'escalas', id] as const,
};

export const useEscalasPortal = () =>
  useQuery({
    queryKey: chaves.lista,
    queryFn: async ({ signal }) => (await call('escalas.pendentes', { signal, silent: true })).aplicacoes,
  });

export const useEscalaPortal = (id: string) =>
  useQuery({
    queryKey: chaves.escala(id),
    // Answered, the scale is 404: the screen keeps what it drew (and the patient's choices) instead of refetching.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) =>
      (await call('escalas.paraResponder', { params: { id }, signal, silent: true })).aplicacao,
  });

/** Sends the answers; the list and the home's counts are read again (the scale's own key is left alone). */
export function useResponderEscala(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (respostas: number[]) =>
      call('escalas.responder', { params: { id }, body: { respostas }, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chaves.lista, exact: true });
      void queryClient.invalidateQueries({ queryKey: portalKeys.inicio });
    },
  });
}
