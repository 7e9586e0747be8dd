import { MSG } from '@consultorio/contracts/messages';
import {
  type Feature,
  hasFeature,
  isPaused,
  NO_PLAN,
  type PlanInfoResponse,
  planInfoResponseSchema,
} from '@consultorio/contracts/planos';
import { onSessionEnd } from '../api/session';
import { STORAGE_KEYS } from '../lib/storage';
import { fetchPlanInfo } from './api';

/**
 * Client plan state (docs/product.md §5.3): when absent in memory it is read from persistent storage
 * (localStorage `planInfo`); a load fetches GET user/plan-info and saves the answer; logout clears both.
 */
export interface PlanState {
  /** Null until known (nothing in memory, nothing stored, no fetch yet). */
  info: PlanInfoResponse | null;
  /** The last load failure, in Portuguese; null after a successful load. */
  error: string | null;
}

let state: PlanState = { info: null, error: null };
let inFlight: Promise<PlanInfoResponse> | null = null;
const listeners = new Set<() => void>();

const set = (next: PlanState) => {
  state = next;
  for (const l of listeners) l();
};

function readStored(): PlanInfoResponse | null {
  const text = localStorage.getItem(STORAGE_KEYS.planInfo);
  if (!text) return null;
  try {
    const parsed = planInfoResponseSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Informações do plano salvas em formato inesperado; serão buscadas de novo.');
  } catch (error) {
    console.error('Erro ao ler as informações do plano salvas:', error);
  }
  localStorage.removeItem(STORAGE_KEYS.planInfo);
  return null;
}

function save(info: PlanInfoResponse): void {
  try {
    localStorage.setItem(STORAGE_KEYS.planInfo, JSON.stringify(info));
  } catch (error) {
    console.error('Erro ao salvar as informações do plano:', error);
  }
}

/** The plan in memory, hydrated from storage when memory is empty. */
function current(): PlanState {
  if (!state.info) {
    const stored = readStored();
    if (stored) state = { ...state, info: stored };
  }
  return state;
}

export const planStore = {
  get: current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Fetches the plan from the server and saves it (concurrent calls share one request). */
  load(): Promise<PlanInfoResponse> {
    inFlight ??= fetchPlanInfo()
      .then((info) => {
        save(info);
        set({ info, error: null });
        return info;
      })
      .catch((error: unknown) => {
        console.error('Erro ao carregar informações do plano:', error);
        const message = error instanceof Error && error.message ? error.message : MSG.planLoadError;
        set({ ...current(), error: message });
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },

  /** Forgets the plan in memory and in storage (logout, session end). */
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.planInfo);
    set({ info: null, error: null });
  },
};

onSessionEnd(() => planStore.clear());

/** The plan to decide with: the known one, else the "Sem plano" fallback (docs/product.md §6.2). */
export const planOrFallback = (s: PlanState = current()): PlanInfoResponse => s.info ?? NO_PLAN;

export const planHasFeature = (feature: Feature, s: PlanState = current()): boolean =>
  hasFeature(planOrFallback(s).plano, feature);

export const planIsPaused = (s: PlanState = current()): boolean => isPaused(planOrFallback(s).plano);
