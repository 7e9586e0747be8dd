import { createTheme, type MantineThemeOverride } from '@mantine/core';

// Placeholder until the appearance panel lands: emerald on zinc, light.
const theme: MantineThemeOverride = createTheme({
  primaryColor: 'teal',
  fontFamily: 'Inter, system-ui, sans-serif',
});

export function useAppTheme(): { theme: MantineThemeOverride; colorScheme: 'light' | 'dark' } {
  return { theme, colorScheme: 'light' };
}
