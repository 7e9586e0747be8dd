import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
  rem,
} from '@mantine/core';
import type { PaletteColor, ThemeConfig } from './config';
import { darkTuple, grayTuple, noirTuple, primaryTuple, redTuple, surfaceScale } from './palette';
import palettes from './palettes.json';
import { presetOverride } from './presets';

/**
 * Index of every colour's tuple used for filled elements (buttons, badges, the active page…) and, on light, for
 * primary-coloured text: 700 on light, 400 on dark (noir: see noirTuple). 700 is the lightest shade where white
 * text reaches 4.5:1 on every palette (yellow-700, the tightest, 4.92:1; emerald-600 only 3.76:1); on dark, the
 * 400s carry dark text (≥ 6:1). docs/decisions/0042-accessible-colours-and-names.md.
 */
export const LIGHT_SHADE = 7;
export const DARK_SHADE = 4;
/**
 * Above this luminance a filled colour gets dark text, below it white: between the darkest 400 (indigo, 0.30) and
 * the lightest 700 (yellow, 0.16), so every filled 700 is white-on-colour and every 400 dark-on-colour.
 */
export const LUMINANCE_THRESHOLD = 0.2;

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
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-default-border': 'var(--mantine-color-gray-3)',
    '--mantine-color-default-hover': 'var(--mantine-color-gray-0)',
    '--app-ground': 'var(--mantine-color-gray-0)',
    '--app-card-border': 'var(--mantine-color-gray-2)',
    '--app-nav-active': 'var(--mantine-primary-color-light)',
    '--app-nav-active-color': 'var(--mantine-primary-color-light-color)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
  dark: {
    '--mantine-color-body': 'var(--mantine-color-dark-7)',
    '--mantine-color-text': 'var(--mantine-color-dark-0)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-default': 'var(--mantine-color-dark-6)',
    '--mantine-color-default-hover': 'var(--mantine-color-dark-5)',
    '--mantine-color-default-border': 'var(--mantine-color-dark-4)',
    '--app-ground': 'var(--mantine-color-dark-9)',
    '--app-card-border': 'var(--mantine-color-dark-6)',
    '--app-nav-active': 'var(--mantine-primary-color-light)',
    '--app-nav-active-color': 'var(--mantine-primary-color-light-color)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
});

/**
 * Text in a colour (`c="red"`, links, outline buttons) is one shade darker than the filled shade on light (800: on
 * the page ground of the greyer surfaces a 700 falls under 4.5:1) and 300 on dark (Mantine's 400 is 4.49:1 on the
 * ocean surface's cards). Dark scheme: Mantine darkens shade 9 for "light" variants (badges, icons, the active menu
 * entry), which is nearly black; a translucent tint of each colour reads calmer and keeps the hue.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const base = baseResolver(theme);
  const light: Record<string, string> = {
    ...base.light,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-8)`,
  };
  const dark: Record<string, string> = {
    ...base.dark,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-${theme.primaryColor === 'noir' ? 0 : 3})`,
  };
  for (const name of Object.keys(theme.colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-8)`;
    light[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-8)`;
    const tint = (pct: number) => `color-mix(in srgb, var(--mantine-color-${name}-4) ${pct}%, transparent)`;
    dark[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-${name === 'noir' ? 0 : 3})`;
    dark[`--mantine-color-${name}-light`] = tint(15);
    dark[`--mantine-color-${name}-light-hover`] = tint(22);
    // The text of light badges is the 200 (the 300 falls to 4.2:1 on the tinted cards of soho, viva and ocean).
    const lightColor = name === 'noir' ? 0 : name === 'gray' ? 1 : 2;
    dark[`--mantine-color-${name}-light-color`] = `var(--mantine-color-${name}-${lightColor})`;
  }
  return { ...base, light, dark };
};

const PAGINATION_CONTROLS = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
} as const;

/**
 * Names every instance gets without each screen repeating them: the arrows of a pagination and the page numbers,
 * the × of dialogs, drawers and toasts, the "Limpar" of clearable fields (a screen may still pass its own).
 */
const namedControls: MantineThemeOverride['components'] = {
  Pagination: {
    defaultProps: {
      getControlProps: (control: keyof typeof PAGINATION_CONTROLS) => ({
        'aria-label': PAGINATION_CONTROLS[control],
      }),
      getItemProps: (page: number) => ({ 'aria-label': `Página ${page}` }),
    },
  },
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  CloseButton: { defaultProps: { 'aria-label': 'Fechar' } },
  InputClearButton: { defaultProps: { 'aria-label': 'Limpar' } },
  // A dropdown's list scrolls itself instead of an inner scroll area: as the combobox's popup (role listbox, its
  // options followed by the arrow keys from the input) it needs no focus of its own, where an unfocusable inner
  // scrolling region fails WCAG 2.1.1 (axe "scrollable-region-focusable").
  ...Object.fromEntries(
    ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput'].map((name) => [
      name,
      {
        defaultProps: { withScrollArea: false },
        styles: { options: { maxHeight: rem(220), overflowY: 'auto', overscrollBehavior: 'contain' } },
      },
    ]),
  ),
  // Without a variant Mantine writes white on these fills; with one, the text follows the fill (dark on the
  // light 400s of the dark scheme).
  Badge: { defaultProps: { variant: 'filled' } },
  Chip: { defaultProps: { variant: 'filled' } },
  ThemeIcon: { defaultProps: { variant: 'filled' } },
  // A wide table scrolls sideways on a phone in a native scrolling box that takes focus, so it scrolls with the
  // arrow keys too (WCAG 2.1.1; axe "scrollable-region-focusable"); Mantine's default scroll area is not focusable.
  TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
  // Mantine's loader is a span: as a status its "Carregando" name is allowed and announced.
  Loader: { defaultProps: { role: 'status' } },
};

/** `extra` over `base`, component by component, their default props merged (the presets size the same inputs). */
function mergeComponents(
  base: MantineThemeOverride['components'] = {},
  extra: MantineThemeOverride['components'] = {},
): MantineThemeOverride['components'] {
  const out = { ...base };
  for (const [name, value] of Object.entries(extra)) {
    out[name] = {
      ...base[name],
      ...value,
      defaultProps: { ...base[name]?.defaultProps, ...value?.defaultProps },
    };
  }
  return out;
}

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
    components: mergeComponents(preset.components, namedControls),
    white: surfaceScale(config.surface)['0'],
    black: surfaceScale(config.surface)['950'],
    colors: {
      ...primaries,
      red: redTuple,
      noir: noirTuple(config.surface, dark),
      gray: grayTuple(config.surface),
      dark: darkTuple(config.surface),
    },
    primaryColor: config.primary,
    primaryShade: dark ? DARK_SHADE : LIGHT_SHADE,
    autoContrast: true,
    luminanceThreshold: LUMINANCE_THRESHOLD,
    cursorType: 'pointer',
    focusRing: 'auto',
  });
  return { theme, cssVariablesResolver, colorScheme: dark ? 'dark' : 'light' };
}
