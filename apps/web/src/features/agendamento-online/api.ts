import type { AgendamentoOnlineInput } from '@consultorio/contracts/agendamento-online';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Perfil → Agendamento online and Calendário externo (docs/product.md §16). */
const paginaKey = ['user', 'agendamento-online'] as const;
const calendarioKey = ['user', 'calendario'] as const;

export const usePaginaDeAgendamento = (enabled: boolean) =>
  useQuery({
    queryKey: paginaKey,
    enabled,
    queryFn: async ({ signal }) =>
      (await call('agendamentoOnline.get', { signal, silent: true })).agendamento_online,
  });

export function useSalvarPagina() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AgendamentoOnlineInput) =>
      (await call('agendamentoOnline.put', { body })).agendamento_online,
    onSuccess: (pagina) => queryClient.setQueryData(paginaKey, pagina),
  });
}

export const useCalendarioExterno = () =>
  useQuery({
    queryKey: calendarioKey,
    queryFn: async ({ signal }) => (await call('calendario.get', { signal, silent: true })).calendario,
  });

export function useCriarCalendario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mostrar_nomes: boolean) => call('calendario.criar', { body: { mostrar_nomes } }),
    onSuccess: (res) => queryClient.setQueryData(calendarioKey, res.calendario),
  });
}

export function useRevogarCalendario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('calendario.remove', {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calendarioKey }),
  });
}
