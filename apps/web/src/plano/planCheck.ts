import { useSyncExternalStore } from 'react';

/**
 * The "Verificando permissões..." overlay state (docs/product.md §3.4, §5.3): the guard emits start and end around the plan
 * fetch. Visible only after a short delay when a plan is already on screen, so quick checks do not flash.
 */
let pending = 0;
let visible = false;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const setVisible = (v: boolean) => {
  if (visible === v) return;
  visible = v;
  emit();
};

export const PLAN_CHECK_DELAY_MS = 250;

export const planCheck = {
  /** `immediate`: show at once (first load, nothing to show yet). */
  start(immediate: boolean): void {
    pending += 1;
    if (immediate) setVisible(true);
    else
      timer ??= setTimeout(() => {
        timer = null;
        setVisible(pending > 0);
      }, PLAN_CHECK_DELAY_MS);
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    if (pending > 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    setVisible(false);
  },
  get visible(): boolean {
    return visible;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useIsCheckingPlan = (): boolean =>
  useSyncExternalStore(
    planCheck.subscribe,
    () => visible,
    () => visible,
  );
