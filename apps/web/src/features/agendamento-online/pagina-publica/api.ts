import type { ReservaCreate } from '@consultorio/contracts/agendamento-online';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

/*
 * The public booking page's data (docs/product.md §16), no login: the psychologist's page, the free times of a
 * week, and the booking. Keys: ['agendar', slug], ['agendar', slug, 'horarios', de, ate].
 */

export const useAgendaPublica = (slug: string) =>
  useQuery({
    queryKey: ['agendar', slug],
    retry: false,
    queryFn: ({ signal }) => call('agendamentoOnline.pagina', { params: { slug }, signal, silent: true }),
  });

export const useHorariosLivres = (slug: string, de: string, ate: string, enabled: boolean) =>
  useQuery({
    queryKey: ['agendar', slug, 'horarios', de, ate],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call('agendamentoOnline.horarios', { params: { slug }, query: { de, ate }, signal, silent: true }),
  });

export function useReservar(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservaCreate) =>
      call('agendamentoOnline.reservar', { params: { slug }, body, silent: true }),
    // Booked or taken meanwhile: the free times changed either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['agendar', slug, 'horarios'] }),
  });
}
