import {
  type Feature,
  hasFeature,
  isLifetime,
  isPaused,
  type PlanoInfo,
  type PlanStats,
} from '@consultorio/contracts/planos';
import { useSyncExternalStore } from 'react';
import { ehSecretaria, getSessionUser } from '../api/session';
import { planOrFallback, planStore } from './store';

export interface PlanView {
  plano: PlanoInfo;
  stats: PlanStats;
  /** False while only the "Sem plano" fallback is known. */
  known: boolean;
  paused: boolean;
  lifetime: boolean;
  error: string | null;
  has: (feature: Feature) => boolean;
  /** Whether this person may change the plan: the titular, never her secretária (docs/product.md §15). */
  gerenciaPlano: boolean;
}

/** The current plan for screens: the store's value or the "Sem plano" fallback, with its derived flags. */
export function usePlan(): PlanView {
  const state = useSyncExternalStore(planStore.subscribe, planStore.get, planStore.get);
  const { plano, stats } = planOrFallback(state);
  return {
    plano,
    stats,
    known: state.info !== null,
    paused: isPaused(plano),
    lifetime: isLifetime(plano),
    error: state.error,
    has: (feature) => hasFeature(plano, feature),
    gerenciaPlano: !ehSecretaria(),
  };
}

/**
 * Whether this person may write to the finance area: the plan has it and, for a secretária, the titular turned on
 * her finance access (docs/product.md §15).
 */
export function useFinanceiroLiberado(): boolean {
  const { has } = usePlan();
  const usuario = getSessionUser();
  return has('gestao_financeira') && (!ehSecretaria(usuario) || usuario?.acesso_financeiro === true);
}
