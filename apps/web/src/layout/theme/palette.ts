import { luminance, type MantineColorsTuple } from '@mantine/core';
import type { PaletteColor, PrimaryName, SurfaceName } from './config';
import palettes from './palettes.json';

/** Shades of a palette in palettes.json ("0", "50" … "950"). */
type Scale = Record<string, string>;

export const surfaceScale = (name: SurfaceName): Scale => palettes.surface[name];
export const primaryScale = (name: PaletteColor): Scale => palettes.primary[name];

/** Colour shown in the appearance panel's swatch (the primary as it looks on light backgrounds). */
export function swatchOf(primary: PrimaryName, surface: SurfaceName, dark: boolean): string {
  if (primary === 'noir') return surfaceScale(surface)[dark ? '50' : '950'];
  return primaryScale(primary)[dark ? '400' : '500'];
}

function mix(a: string, b: string): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => Math.round((((pa >> shift) & 255) + ((pb >> shift) & 255)) / 2);
  const hex = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${hex.toString(16).padStart(6, '0')}`;
}

const tuple = (values: string[]): MantineColorsTuple => values as unknown as MantineColorsTuple;

/** Mantine tuples are 10 shades (0 lightest … 9 darkest): 50…900 of the palette. */
export const primaryTuple = (name: PaletteColor): MantineColorsTuple => {
  const s = primaryScale(name);
  return tuple(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((k) => s[k]));
};

/**
 * Noir: the primary follows the surface (palettes.json "noir"). Light mode uses the shade at index 7 (surface 950,
 * hover 800); dark mode uses index 4 (surface 50, hover 200). The other indexes feed Mantine's light/outline
 * variants.
 */
export function noirTuple(surface: SurfaceName, dark: boolean): MantineColorsTuple {
  const s = surfaceScale(surface);
  return tuple(
    dark
      ? [s['100'], s['200'], s['300'], s['400'], s['50'], s['200'], s['500'], s['600'], s['700'], s['600']]
      : [s['50'], s['100'], s['200'], s['300'], s['400'], s['500'], s['700'], s['950'], s['800'], s['900']],
  );
}

/**
 * Red for errors and overdue amounts, 50…900 like the primaries: Mantine's own red is lighter (its 700, #f03e3e,
 * carries white text at 3.8:1), this one's 700 at 6.5:1.
 */
export const redTuple: MantineColorsTuple = tuple([
  '#fef2f2',
  '#fee2e2',
  '#fecaca',
  '#fca5a5',
  '#f87171',
  '#ef4444',
  '#dc2626',
  '#b91c1c',
  '#991b1b',
  '#7f1d1d',
]);

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The first of `candidates` that reaches 4.6:1 (AA's 4.5 with a margin) on every background; else the last. */
function readable(candidates: string[], backgrounds: string[]): string {
  return (
    candidates.find((c) => backgrounds.every((bg) => contrast(c, bg) >= 4.6)) ??
    candidates[candidates.length - 1]
  );
}

/**
 * The surface as Mantine's light-scheme `gray` (50…900). Index 6 is the dimmed text: the surface's 600, or darker
 * where the 600 stays under 4.6:1 on the page ground and hovered rows (the surface's 50 and 100: viva).
 */
export function grayTuple(surface: SurfaceName): MantineColorsTuple {
  const s = surfaceScale(surface);
  const dimmed = readable([s['600'], mix(s['600'], s['700']), s['700']], [s['50'], s['100']]);
  return tuple([
    s['50'],
    s['100'],
    s['200'],
    s['300'],
    s['400'],
    s['500'],
    dimmed,
    s['700'],
    s['800'],
    s['900'],
  ]);
}

/**
 * The surface as Mantine's dark-scheme `dark` scale: 0 text, 2 dimmed (and placeholder), 4 borders, 5 hover,
 * 6 inputs and cards, 7 bars and the body, 9 the page ground. The dimmed text is the surface's 400, or lighter where
 * the 400 stays under 4.6:1 on cards and inputs (the 800: soho, viva).
 */
export function darkTuple(surface: SurfaceName): MantineColorsTuple {
  const s = surfaceScale(surface);
  return tuple([
    s['100'],
    s['300'],
    readable([s['400'], mix(s['300'], s['400']), s['300']], [s['800']]),
    s['500'],
    s['700'],
    mix(s['700'], s['800']),
    s['800'],
    s['900'],
    mix(s['900'], s['950']),
    s['950'],
  ]);
}
