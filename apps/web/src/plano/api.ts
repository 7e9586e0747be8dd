import type { Feature, PlanInfoResponse, PlanoPublico } from '@consultorio/contracts/planos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';

/** Plan calls (docs/product.md §8.2). The plan itself lives in the plan store; these are its fetchers. */
export const fetchPlanInfo = (): Promise<PlanInfoResponse> => call('planos.info');

/** POST /user/check-feature; a failed check means no access (docs/product.md §6.2). */
export async function checkFeatureAccess(feature: Feature): Promise<boolean> {
  try {
    const res = await call('planos.checkFeature', { body: { feature } });
    return res.has_access === true;
  } catch (error) {
    console.error('Erro ao verificar acesso ao recurso do plano:', error);
    return false;
  }
}

export const availablePlansQuery = {
  queryKey: ['user', 'available-plans'] as const,
  queryFn: async (): Promise<PlanoPublico[]> => {
    try {
      return (await call('planos.available')).planos;
    } catch (error) {
      console.error('Erro ao carregar os planos disponíveis:', error);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
};

export const useAvailablePlans = () => useQuery(availablePlansQuery);
