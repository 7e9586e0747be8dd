import { useMemo } from 'react';
import { type AppTheme, buildTheme } from './buildTheme';
import { useThemeConfig } from './themeStore';

/** The Mantine theme of the current appearance configuration (preset, primary, surface, scheme). */
export function useAppTheme(): AppTheme {
  const config = useThemeConfig();
  return useMemo(() => buildTheme(config), [config]);
}
