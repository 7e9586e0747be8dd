import type { Feature, PlanInfoResponse, PlanoPublico } from '@consultorio/contracts/planos';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { ehSecretaria } from '../api/session';

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
      // The same list is public: a secretária, who does not manage the plan, reads that one (docs/product.md §15).
      return (await call(ehSecretaria() ? 'planos.public' : 'planos.available')).planos;
    } catch (error) {
      console.error('Erro ao carregar os planos disponíveis:', error);
      throw error;
    }
  },
  staleTime: 5 * 60_000,
};

export const useAvailablePlans = () => useQuery(availablePlansQuery);
