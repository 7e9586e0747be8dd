import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { PaletteColor, ThemeConfig } from './config';
import { darkTuple, grayTuple, noirTuple, primaryTuple, surfaceScale } from './palette';
import palettes from './palettes.json';
import { presetOverride } from './presets';

/** Index of the primary tuple used for filled elements: 600 on light, 400 on dark (noir: see noirTuple). */
const LIGHT_SHADE = 6;
const DARK_SHADE = 4;

const FONT =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, -apple-system, sans-serif, "Apple Color Emoji"';

/**
 * App-level variables every screen uses instead of colours: `--app-ground` (page behind the cards),
 * `--app-card-border`, `--app-nav-active` (selected menu entry). Mantine's body/text/border variables follow the
 * chosen surface in both schemes.
 */
const baseResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': 'var(--mantine-color-white)',
    '--mantine-color-text': 'var(--mantine-color-gray-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-5)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-3)',
    '--mantine-color-default-hover': 'var(--mantine-color-gray-0)',
    '--app-ground': 'var(--mantine-color-gray-0)',
    '--app-card-border': 'var(--mantine-color-gray-2)',
    '--app-nav-active': 'var(--mantine-primary-color-light)',
    '--app-nav-active-color': 'var(--mantine-primary-color-light-color)',
  },
  dark: {
    '--mantine-color-body': 'var(--mantine-color-dark-7)',
    '--mantine-color-text': 'var(--mantine-color-dark-0)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-3)',
    '--mantine-color-default': 'var(--mantine-color-dark-6)',
    '--mantine-color-default-hover': 'var(--mantine-color-dark-5)',
    '--mantine-color-default-border': 'var(--mantine-color-dark-4)',
    '--app-ground': 'var(--mantine-color-dark-9)',
    '--app-card-border': 'var(--mantine-color-dark-6)',
    '--app-nav-active': 'var(--mantine-primary-color-light)',
    '--app-nav-active-color': 'var(--mantine-primary-color-light-color)',
  },
});

/**
 * Dark scheme: Mantine darkens shade 9 for "light" variants (badges, icons, the active menu entry), which is
 * nearly black; a translucent tint of each colour reads calmer and keeps the hue.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const base = baseResolver(theme);
  const dark: Record<string, string> = { ...base.dark };
  for (const name of Object.keys(theme.colors)) {
    if (name === 'dark') continue;
    const tint = (pct: number) => `color-mix(in srgb, var(--mantine-color-${name}-4) ${pct}%, transparent)`;
    dark[`--mantine-color-${name}-light`] = tint(15);
    dark[`--mantine-color-${name}-light-hover`] = tint(22);
    dark[`--mantine-color-${name}-light-color`] = `var(--mantine-color-${name}-${name === 'noir' ? 0 : 3})`;
  }
  return { ...base, dark };
};

export interface AppTheme {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
  colorScheme: 'light' | 'dark';
}

export function buildTheme(config: ThemeConfig): AppTheme {
  const dark = config.darkTheme;
  const primaries = Object.fromEntries(
    Object.keys(palettes.primary).map((name) => [name, primaryTuple(name as PaletteColor)]),
  ) as Record<PaletteColor, MantineColorsTuple>;
  const preset = presetOverride(config.preset);
  const theme = createTheme({
    ...preset,
    fontFamily: FONT,
    headings: { fontFamily: FONT, ...preset.headings },
    white: surfaceScale(config.surface)['0'],
    black: surfaceScale(config.surface)['950'],
    colors: {
      ...primaries,
      noir: noirTuple(config.surface, dark),
      gray: grayTuple(config.surface),
      dark: darkTuple(config.surface),
    },
    primaryColor: config.primary,
    primaryShade: dark ? DARK_SHADE : LIGHT_SHADE,
    autoContrast: true,
    luminanceThreshold: 0.35,
    cursorType: 'pointer',
    focusRing: 'auto',
  });
  return { theme, cssVariablesResolver, colorScheme: dark ? 'dark' : 'light' };
}
