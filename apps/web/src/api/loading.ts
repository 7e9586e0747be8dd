import { useSyncExternalStore } from 'react';

/**
 * The global "Carregando..." overlay (docs/product.md §3.4): a request counter; show increments, hide decrements clamped at
 * 0, and the overlay is visible while the counter is above 0.
 */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const loading = {
  show(): void {
    count += 1;
    emit();
  },
  hide(): void {
    count = Math.max(0, count - 1);
    emit();
  },
  get count(): number {
    return count;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useIsLoading = (): boolean =>
  useSyncExternalStore(
    loading.subscribe,
    () => count > 0,
    () => count > 0,
  );

/** Set while the plan is being loaded by the guard: plan-info and check-feature then skip the overlay. */
export const planLoading = { active: false };
