import type { MantineSize, MantineThemeOverride } from '@mantine/core';
import type { Preset } from './config';

/**
 * The three design presets of docs/product.md §4.1. Aura: soft and rounded. Lara: classic, roomier controls.
 * Nora: sharp and compact, dense tables.
 */
interface PresetSpec {
  defaultRadius: MantineSize;
  radius: Record<MantineSize, string>;
  spacing: Record<MantineSize, string>;
  controlSize: MantineSize;
  cardPadding: MantineSize;
  cardShadow: MantineSize | 'none';
  tableSpacing: MantineSize;
  headingWeight: string;
  /** Layout measures read by the shell (header height, sidebar width, page padding). */
  shell: { header: number; navbar: number; padding: MantineSize };
}

const rem = (px: number) => `${px / 16}rem`;

const PRESET_SPECS: Record<Preset, PresetSpec> = {
  Aura: {
    defaultRadius: 'md',
    radius: { xs: rem(4), sm: rem(6), md: rem(10), lg: rem(14), xl: rem(20) },
    spacing: { xs: rem(10), sm: rem(12), md: rem(16), lg: rem(20), xl: rem(32) },
    controlSize: 'sm',
    cardPadding: 'lg',
    cardShadow: 'xs',
    tableSpacing: 'sm',
    headingWeight: '600',
    shell: { header: 64, navbar: 264, padding: 'lg' },
  },
  Lara: {
    defaultRadius: 'sm',
    radius: { xs: rem(2), sm: rem(4), md: rem(6), lg: rem(8), xl: rem(12) },
    spacing: { xs: rem(12), sm: rem(14), md: rem(20), lg: rem(24), xl: rem(36) },
    controlSize: 'md',
    cardPadding: 'xl',
    cardShadow: 'sm',
    tableSpacing: 'md',
    headingWeight: '700',
    shell: { header: 72, navbar: 280, padding: 'xl' },
  },
  Nora: {
    defaultRadius: 'sm',
    radius: { xs: '0', sm: rem(2), md: rem(2), lg: rem(2), xl: rem(2) },
    spacing: { xs: rem(6), sm: rem(8), md: rem(12), lg: rem(16), xl: rem(24) },
    controlSize: 'sm',
    cardPadding: 'md',
    cardShadow: 'none',
    tableSpacing: 'xs',
    headingWeight: '600',
    shell: { header: 56, navbar: 240, padding: 'md' },
  },
};

export type ShellMeasures = PresetSpec['shell'];

const sized = (size: MantineSize) => ({ defaultProps: { size } });

export function presetOverride(preset: Preset): MantineThemeOverride {
  const p = PRESET_SPECS[preset];
  const shadow = p.cardShadow === 'none' ? undefined : p.cardShadow;
  return {
    defaultRadius: p.defaultRadius,
    radius: p.radius,
    spacing: p.spacing,
    headings: { fontWeight: p.headingWeight },
    other: { preset, shell: p.shell },
    components: {
      Button: sized(p.controlSize),
      ActionIcon: sized(p.controlSize === 'md' ? 'lg' : 'md'),
      TextInput: sized(p.controlSize),
      // Mantine names the show/hide button in English; aria-pressed tells whether the password is shown.
      PasswordInput: {
        defaultProps: { size: p.controlSize, visibilityToggleButtonProps: { 'aria-label': 'Mostrar senha' } },
      },
      NumberInput: sized(p.controlSize),
      Select: sized(p.controlSize),
      MultiSelect: sized(p.controlSize),
      // Dropdowns (Select, Autocomplete…) are positioned `fixed` and kept 8 px inside the screen: an absolutely
      // placed list that overflows the page makes a phone zoom out, which moves the list again, every frame.
      Combobox: {
        defaultProps: { floatingStrategy: 'fixed', middlewares: { flip: true, shift: { padding: 8 } } },
      },
      Textarea: sized(p.controlSize),
      InputBase: sized(p.controlSize),
      DateInput: sized(p.controlSize),
      DatePickerInput: sized(p.controlSize),
      SegmentedControl: sized(p.controlSize),
      Card: {
        defaultProps: { padding: p.cardPadding, withBorder: true, shadow },
        styles: { root: { '--paper-border-color': 'var(--app-card-border)' } },
      },
      Paper: {
        defaultProps: { shadow },
        styles: { root: { '--paper-border-color': 'var(--app-card-border)' } },
      },
      AppShell: { styles: { root: { '--app-shell-border-color': 'var(--app-card-border)' } } },
      Table: { defaultProps: { verticalSpacing: p.tableSpacing, fz: preset === 'Nora' ? 'sm' : undefined } },
      Accordion: { defaultProps: { radius: p.defaultRadius } },
      Badge: { defaultProps: { radius: preset === 'Aura' ? 'xl' : 'sm' } },
    },
  };
}
