import type { LembretesConfigInput } from '@consultorio/contracts/lembretes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Perfil → Lembretes: the appointment reminder settings (docs/product.md §13). */
const lembretesKey = ['user', 'lembretes'] as const;

export const useLembretes = () =>
  useQuery({
    queryKey: lembretesKey,
    queryFn: async ({ signal }) => (await call('lembretes.config', { signal, silent: true })).lembretes,
  });

export function useSalvarLembretes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LembretesConfigInput) => (await call('lembretes.salvar', { body })).lembretes,
    onSuccess: (lembretes) => queryClient.setQueryData(lembretesKey, lembretes),
  });
}
