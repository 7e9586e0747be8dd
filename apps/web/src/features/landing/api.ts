import type { LeadRequest } from '@consultorio/contracts/leads';
import { PLAN_SEEDS, type PlanoPublico } from '@consultorio/contracts/planos';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** Public plans for the landing page: GET /planos, or the contracts' seed values when the call fails. */
export const usePlanosPublicos = () =>
  useQuery({
    queryKey: ['planos', 'publicos'],
    queryFn: async ({ signal }): Promise<PlanoPublico[]> => {
      try {
        const { planos } = await call('planos.public', { signal, silent: true });
        return planos.length > 0 ? planos : PLAN_SEEDS;
      } catch (error) {
        console.warn('Erro ao carregar os planos; exibindo os valores padrão:', error);
        return PLAN_SEEDS;
      }
    },
    staleTime: 5 * 60_000,
  });

export const useCreateLead = () =>
  useMutation({
    mutationFn: (body: LeadRequest) => call('leads.create', { body }),
  });
