import { STORAGE_KEYS } from '../../lib/storage';
import palettes from './palettes.json';

/**
 * Appearance configuration (docs/product.md §4): what the appearance
 * panel chooses, how it is stored under `sakai.layoutConfig` (the light/dark value also under `theme`) and how it
 * falls back when storage is empty or unreadable.
 */
export const PRESETS = ['Aura', 'Lara', 'Nora'] as const;
export type Preset = (typeof PRESETS)[number];

export type PaletteColor = keyof typeof palettes.primary;
export type PrimaryName = 'noir' | PaletteColor;
export type SurfaceName = keyof typeof palettes.surface;
export const PRIMARY_NAMES = ['noir', ...Object.keys(palettes.primary)] as PrimaryName[];
export const SURFACE_NAMES = Object.keys(palettes.surface) as SurfaceName[];

export const MENU_MODES = ['static', 'overlay'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

export interface ThemeConfig {
  preset: Preset;
  primary: PrimaryName;
  surface: SurfaceName;
  darkTheme: boolean;
  menuMode: MenuMode;
}

const DEFAULTS = palettes.defaults as {
  preset: Preset;
  primary: PrimaryName;
  surface: SurfaceName;
  menuMode: MenuMode;
};

/** The system preference; without matchMedia the default of docs/product.md §4.3 (dark) applies. */
export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export const defaultThemeConfig = (): ThemeConfig => ({
  preset: DEFAULTS.preset,
  primary: DEFAULTS.primary,
  surface: DEFAULTS.surface,
  darkTheme: systemPrefersDark(),
  menuMode: DEFAULTS.menuMode,
});

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

function savedDarkValue(raw: Partial<Record<keyof ThemeConfig, unknown>> | null): boolean | null {
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  if (raw && typeof raw.darkTheme === 'boolean') return raw.darkTheme;
  return null;
}

/** Keeps what is valid in a stored configuration; an unknown preset falls back to Aura with a warning. */
export function normalizeThemeConfig(
  raw: Partial<Record<keyof ThemeConfig, unknown>>,
  dark: boolean,
): ThemeConfig {
  const base = defaultThemeConfig();
  let preset = base.preset;
  if (raw.preset !== undefined && raw.preset !== null) {
    if (isOneOf(PRESETS, raw.preset)) preset = raw.preset;
    else console.warn(`Preset de tema "${String(raw.preset)}" não encontrado; usando Aura.`);
  }
  return {
    preset,
    primary: isOneOf(PRIMARY_NAMES, raw.primary) ? raw.primary : base.primary,
    surface: isOneOf(SURFACE_NAMES, raw.surface) ? raw.surface : base.surface,
    darkTheme: dark,
    menuMode: isOneOf(MENU_MODES, raw.menuMode) ? raw.menuMode : base.menuMode,
  };
}

/** Saved configuration, else the defaults; dark mode from the saved value, else the system preference. */
export function loadThemeConfig(): ThemeConfig {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.layoutConfig);
    const raw = text ? (JSON.parse(text) as unknown) : null;
    if (raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
      throw new Error('configuração de tema em formato inesperado');
    }
    const stored = raw as Partial<Record<keyof ThemeConfig, unknown>> | null;
    return normalizeThemeConfig(stored ?? {}, savedDarkValue(stored) ?? systemPrefersDark());
  } catch (e) {
    console.error('Erro ao carregar configurações do tema:', e);
    return defaultThemeConfig();
  }
}

export function saveThemeConfig(config: ThemeConfig): void {
  try {
    localStorage.setItem(STORAGE_KEYS.layoutConfig, JSON.stringify(config));
    localStorage.setItem(STORAGE_KEYS.theme, config.darkTheme ? 'dark' : 'light');
  } catch (e) {
    console.error('Erro ao salvar configurações do tema:', e);
  }
}

/** Puts the chosen scheme on <html>: the `app-dark` class (docs/product.md §4.3) and Mantine's colour-scheme attribute. */
export function applyThemeToDocument(config: ThemeConfig): void {
  try {
    const root = document.documentElement;
    root.classList.toggle('app-dark', config.darkTheme);
    root.setAttribute('data-mantine-color-scheme', config.darkTheme ? 'dark' : 'light');
    root.dataset.preset = config.preset.toLowerCase();
    root.style.colorScheme = config.darkTheme ? 'dark' : 'light';
  } catch (e) {
    console.error('Erro ao aplicar tema:', e);
  }
}
