import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The patient's page of a reminder's link (docs/product.md §13): public, no session. */
const chave = (token: string) => ['lembrete-publico', token] as const;

export const useLembretePublico = (token: string) =>
  useQuery({
    queryKey: chave(token),
    retry: false,
    queryFn: ({ signal }) => call('lembretes.publico', { params: { token }, signal, silent: true }),
  });

export function useResponderLembrete(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resposta: 'confirmar' | 'cancelar') =>
      call(resposta === 'confirmar' ? 'lembretes.confirmar' : 'lembretes.cancelar', { params: { token } }),
    onSuccess: ({ agendamento, profissional }) =>
      queryClient.setQueryData(chave(token), { agendamento, profissional }),
  });
}
