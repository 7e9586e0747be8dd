import { useMemo } from 'react';
import { type AppTheme, buildTheme } from './buildTheme';
import { useDarkTheme, useThemeConfig } from './themeStore';

/**
 * The Mantine theme of the current appearance configuration (preset, primary, surface, scheme). The colour scheme is
 * the saved one even while a prerendered page hydrates with the prerendered theme (themeStore.ts): Mantine sets it
 * on <html>, outside the hydrated markup, and a light scheme there for a moment would flash a dark user's page.
 */
export function useAppTheme(): AppTheme {
  const config = useThemeConfig();
  const dark = useDarkTheme();
  const built = useMemo(() => buildTheme(config), [config]);
  return { ...built, colorScheme: dark ? 'dark' : 'light' };
}
