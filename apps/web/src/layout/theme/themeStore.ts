import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import {
  applyThemeToDocument,
  defaultThemeConfig,
  loadThemeConfig,
  saveThemeConfig,
  type ThemeConfig,
} from './config';

/** The one appearance state of the app; every change is saved and applied to <html> at once. */
let config: ThemeConfig | null = null;
const listeners = new Set<() => void>();

/**
 * The appearance the public pages are prerendered with (the defaults, light): the build renders with it and the
 * browser hydrates with it (React reads a store's server snapshot while hydrating), then renders once more with the
 * saved appearance. The scheme itself is on <html> before the first paint (contracts/tema-inicial.ts).
 */
let prerendered: ThemeConfig | null = null;
export const prerenderedThemeConfig = (): ThemeConfig => {
  prerendered ??= { ...defaultThemeConfig(), darkTheme: false };
  return prerendered;
};

const current = (): ThemeConfig => {
  if (typeof window === 'undefined') return prerenderedThemeConfig();
  if (!config) {
    config = loadThemeConfig();
    applyThemeToDocument(config);
  }
  return config;
};

function commit(next: ThemeConfig): void {
  config = next;
  saveThemeConfig(next);
  applyThemeToDocument(next);
  for (const l of listeners) l();
}

export const themeStore = {
  get: current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(patch: Partial<ThemeConfig>): void {
    commit({ ...current(), ...patch });
  },
  /** docs/product.md §4.3: flips darkTheme, toggles `app-dark`, saves; inside a view transition when the browser has one. */
  toggleDarkMode(): void {
    const flip = () => commit({ ...current(), darkTheme: !current().darkTheme });
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    const reducedMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof doc.startViewTransition === 'function' && !reducedMotion) {
      doc.startViewTransition(() => flushSync(flip));
    } else {
      flip();
    }
  },
  /** Tests only: forget the in-memory state so the next read comes from storage again. */
  reset(): void {
    config = null;
  },
};

export const useThemeConfig = (): ThemeConfig =>
  useSyncExternalStore(themeStore.subscribe, themeStore.get, prerenderedThemeConfig);

/** The saved scheme, also while hydrating: Mantine puts it on <html>, which the prerendered markup does not include. */
export const useDarkTheme = (): boolean =>
  useSyncExternalStore(
    themeStore.subscribe,
    () => themeStore.get().darkTheme,
    () => themeStore.get().darkTheme,
  );
