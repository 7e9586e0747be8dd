import type { ConviteAceitar, ConviteCreate } from '@consultorio/contracts/equipe';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The titular's team (docs/product.md §15): members, pending invitations, the plan's limit. */
const equipeKey = ['equipe'] as const;

export const useEquipe = () =>
  useQuery({ queryKey: equipeKey, queryFn: ({ signal }) => call('equipe.list', { signal }) });

function useMudaEquipe<T, R>(mutationFn: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: equipeKey }) });
}

export const useConvidar = () =>
  useMudaEquipe((body: ConviteCreate) => call('equipe.convidar', { body, silent: true }));

export const useCancelarConvite = () =>
  useMudaEquipe((id: string) => call('equipe.cancelarConvite', { params: { id } }));

export const useAcessoFinanceiro = () =>
  useMudaEquipe(({ id, acesso_financeiro }: { id: string; acesso_financeiro: boolean }) =>
    call('equipe.update', { params: { id }, body: { acesso_financeiro } }),
  );

export const useRemoverMembro = () =>
  useMudaEquipe((id: string) => call('equipe.remove', { params: { id } }));

/** The invitation link's page: public, no session. */
export const useConvitePublico = (token: string) =>
  useQuery({
    queryKey: ['convite', token],
    retry: false,
    queryFn: ({ signal }) => call('convites.get', { params: { token }, signal, silent: true }),
  });

export const useAceitarConvite = (token: string) =>
  useMutation({
    mutationFn: (body: ConviteAceitar) => call('convites.aceitar', { params: { token }, body, silent: true }),
  });
