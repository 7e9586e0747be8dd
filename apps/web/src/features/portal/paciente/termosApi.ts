import type { TermoAssinar } from '@consultorio/contracts/termos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl, openFile } from '../../../api/client';
import { portalKeys } from './api';

/** Terms to sign in the patient's page (docs/product.md §20), under ['portal', 'termos', …]. */
const chaves = {
  lista: ['portal', 'termos'] as const,
  termo: (id: string) => ['portal', 'termos', id] as const,
};

export const useTermosPortal = () =>
  useQuery({
    queryKey: chaves.lista,
    queryFn: async ({ signal }) => (await call('termos.portalList', { signal, silent: true })).termos,
  });

export const useTermoPortal = (id: string) =>
  useQuery({
    queryKey: chaves.termo(id),
    queryFn: async ({ signal }) =>
      (await call('termos.portalGet', { params: { id }, signal, silent: true })).termo,
  });

function useDepois(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: chaves.termo(id) });
    void queryClient.invalidateQueries({ queryKey: chaves.lista, exact: true });
    void queryClient.invalidateQueries({ queryKey: portalKeys.inicio });
  };
}

export function useAssinarTermo(id: string) {
  const depois = useDepois(id);
  return useMutation({
    mutationFn: (body: TermoAssinar) => call('termos.portalAssinar', { params: { id }, body, silent: true }),
    onSuccess: depois,
  });
}

export function useRecusarTermo(id: string) {
  const depois = useDepois(id);
  return useMutation({
    mutationFn: (motivo: string) =>
      call('termos.portalRecusar', { params: { id }, body: { motivo: motivo.trim() || null }, silent: true }),
    onSuccess: depois,
  });
}

export function useAbrirTermo() {
  return useMutation({
    mutationFn: async (id: string) => {
      const aberto = await openFile(endpointUrl('termos.portalPdf', { id }), { silent: true });
      if (!aberto) throw new Error('O navegador bloqueou a nova aba. Permita pop-ups para este site.');
    },
  });
}
