import type { MantineColorsTuple } from '@mantine/core';
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
 * Noir: the primary follows the surface (palettes.json "noir"). Light mode uses the shade at index 6 (surface 950,
 * hover 800); dark mode uses index 4 (surface 50, hover 200). The other indexes feed Mantine's light/outline
 * variants.
 */
export function noirTuple(surface: SurfaceName, dark: boolean): MantineColorsTuple {
  const s = surfaceScale(surface);
  return tuple(
    dark
      ? [s['100'], s['200'], s['300'], s['400'], s['50'], s['200'], s['500'], s['600'], s['700'], s['600']]
      : [s['50'], s['100'], s['200'], s['300'], s['400'], s['500'], s['950'], s['800'], s['700'], s['900']],
  );
}

/** The surface as Mantine's light-scheme `gray` (50…900). */
export function grayTuple(surface: SurfaceName): MantineColorsTuple {
  const s = surfaceScale(surface);
  return tuple(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((k) => s[k]));
}

/**
 * The surface as Mantine's dark-scheme `dark` scale: 0 text, 2 dimmed, 3 placeholder, 4 borders, 5 hover,
 * 6 inputs, 7 cards and bars, 9 the page ground.
 */
export function darkTuple(surface: SurfaceName): MantineColorsTuple {
  const s = surfaceScale(surface);
  return tuple([
    s['100'],
    s['300'],
    s['400'],
    s['500'],
    s['700'],
    mix(s['700'], s['800']),
    s['800'],
    s['900'],
    mix(s['900'], s['950']),
    s['950'],
  ]);
}
