import { DEFAULT_THEME, luminance, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildTheme, DARK_SHADE, LIGHT_SHADE } from './buildTheme';
import { PRESETS, PRIMARY_NAMES, type PrimaryName, SURFACE_NAMES, type SurfaceName } from './config';

/**
 * WCAG 2.1 AA contrast (4.5:1 for text) of every appearance the panel offers: each primary × surface × light/dark
 * (docs/product.md §4.1), computed from the theme the app builds — the same colours and CSS variables the browser
 * gets. The e2e walk (e2e/specs/acessibilidade.spec.ts) measures the screens themselves; this covers every combination.
 */

type Rgb = [number, number, number];

function rgb(color: string): Rgb {
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `pct`% of `color` over `under` (CSS color-mix in srgb with transparent, drawn on an opaque background). */
const over = (color: string, pct: number, under: string) =>
  toHex(rgb(color).map((v, i) => (v * pct) / 100 + rgb(under)[i] * (1 - pct / 100)) as Rgb);

/** The colours a screen paints under one appearance, resolved as the browser resolves the CSS variables. */
function palette(primary: PrimaryName, surface: SurfaceName, dark: boolean) {
  const built = buildTheme({ preset: 'Aura', primary, surface, darkTheme: dark, menuMode: 'static' });
  const theme = mergeMantineTheme(DEFAULT_THEME, built.theme) as MantineTheme;
  const vars: Record<string, string> = built.cssVariablesResolver(theme)[dark ? 'dark' : 'light'];
  const resolve = (value: string): string => {
    const v = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    if (!v) return value;
    if (vars[v]) return resolve(vars[v]);
    if (v === '--mantine-color-white') return theme.white;
    if (v === '--mantine-color-black') return theme.black;
    const [, name, shade] = /^--mantine-color-([a-z]+)-(\d)$/.exec(v) ?? [];
    if (name) return theme.colors[name][Number(shade)];
    throw new Error(`variável não resolvida: ${v}`);
  };
  const body = resolve(vars['--mantine-color-body']);
  const shade = dark ? DARK_SHADE : LIGHT_SHADE;
  const onFilled = (bg: string) =>
    luminance(bg) > (theme.luminanceThreshold ?? 0) ? theme.black : theme.white;
  const ground = resolve(vars['--app-ground']);
  return {
    theme,
    dark,
    body,
    ground,
    /** Where text sits: body and page ground; on dark also cards and inputs (6), on light hovered rows (gray 1). */
    backgrounds: dark ? [body, ground, theme.colors.dark[6]] : [body, ground, theme.colors.gray[1]],
    input: dark ? theme.colors.dark[6] : body,
    text: resolve(vars['--mantine-color-text']),
    dimmed: resolve(vars['--mantine-color-dimmed']),
    placeholder: resolve(vars['--mantine-color-placeholder']),
    /** Field errors and their messages. */
    error: resolve(vars['--mantine-color-error']),
    filled: (c: string) => theme.colors[c][shade],
    onFilled,
    /** Text in a colour (`c="red"`, outline buttons): the `-text` variable; links: the anchor colour. */
    colorText: (c: string) => resolve(vars[`--mantine-color-${c}-text`]),
    anchor: resolve(vars['--mantine-color-anchor']),
    /** The "light" variant (badges, the active menu entry): its background over each background, and its text. */
    lightBgs: (c: string) =>
      dark
        ? [body, theme.colors.dark[6]].map((under) => over(theme.colors[c][4], 15, under))
        : [theme.colors[c][1]],
    lightText: (c: string) =>
      resolve(vars[`--mantine-color-${c}-light-color`] ?? `var(--mantine-color-${c}-9)`),
  };
}

const AA = 4.5;
/** The other colours the screens fill or write with (statuses, errors, overdue amounts). */
const STATUS_COLORS = ['red', 'gray', 'teal', 'green', 'orange', 'yellow', 'amber', 'blue'];

describe('every appearance reaches WCAG AA contrast (4.5:1) for text', () => {
  for (const dark of [false, true]) {
    for (const surface of SURFACE_NAMES) {
      it(`${dark ? 'dark' : 'light'}, surface ${surface}: text, dimmed, placeholder and the status colours`, () => {
        const p = palette('emerald', surface, dark);
        const failures: string[] = [];
        const check = (what: string, fg: string, bg: string) => {
          const ratio = contrast(fg, bg);
          if (ratio < AA) failures.push(`${what}: ${fg} sobre ${bg} = ${ratio.toFixed(2)}`);
        };
        for (const bg of p.backgrounds) {
          check('text', p.text, bg);
          check('dimmed', p.dimmed, bg);
          check('error', p.error, bg);
        }
        check('placeholder on input', p.placeholder, p.input);
        for (const c of STATUS_COLORS) {
          check(`${c} filled`, p.onFilled(p.filled(c)), p.filled(c));
          for (const bg of p.backgrounds) check(`${c} text`, p.colorText(c), bg);
          for (const bg of p.lightBgs(c)) check(`${c} light variant`, p.lightText(c), bg);
        }
        expect(failures).toEqual([]);
      });

      it(`${dark ? 'dark' : 'light'}, surface ${surface}: every primary filled, as text and as the light variant`, () => {
        const failures: string[] = [];
        for (const primary of PRIMARY_NAMES) {
          const p = palette(primary, surface, dark);
          const check = (what: string, fg: string, bg: string) => {
            const ratio = contrast(fg, bg);
            if (ratio < AA) failures.push(`${primary} ${what}: ${fg} sobre ${bg} = ${ratio.toFixed(2)}`);
          };
          const c = p.theme.primaryColor;
          check('filled', p.onFilled(p.filled(c)), p.filled(c));
          for (const bg of p.backgrounds) {
            check('text', p.colorText(c), bg);
            check('link', p.anchor, bg);
          }
          for (const bg of p.lightBgs(c)) check('light variant', p.lightText(c), bg);
        }
        expect(failures).toEqual([]);
      });
    }
  }

  it('the presets change shapes and spacing, not colours', () => {
    const colors = PRESETS.map(
      (preset) =>
        buildTheme({ preset, primary: 'emerald', surface: 'zinc', darkTheme: false, menuMode: 'static' })
          .theme.colors,
    );
    expect(colors[1]).toEqual(colors[0]);
    expect(colors[2]).toEqual(colors[0]);
  });

  it('the default emerald: white on its filled shade was 3.76:1 (600), now above 4.5:1 (700)', () => {
    const p = palette('emerald', 'zinc', false);
    expect(p.filled('emerald')).toBe('#047857');
    expect(p.onFilled(p.filled('emerald'))).toBe(p.theme.white);
    expect(contrast('#ffffff', '#059669')).toBeLessThan(AA);
    expect(contrast(p.theme.white, p.filled('emerald'))).toBeGreaterThan(5.4);
  });
});
