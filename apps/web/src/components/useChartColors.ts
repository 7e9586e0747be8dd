import { useComputedColorScheme, useMantineTheme } from '@mantine/core';

/**
 * Chart colours from the appearance panel: receitas in the primary colour, despesas in the surface palette's
 * neutral, shades of the primary for series of categories. Theme names only (no hex), so a change of primary,
 * surface or scheme repaints every chart. Shared by the finance dashboard and the gallery's charts page.
 */
export function useChartColors() {
  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const primary = theme.primaryColor;
  const shades = dark ? [4, 6, 2, 8, 3, 5, 7, 1] : [6, 4, 8, 3, 7, 5, 9, 2];
  return {
    receita: `${primary}.${dark ? 4 : 6}`,
    aReceber: `${primary}.${dark ? 8 : 3}`,
    despesa: dark ? 'dark.2' : 'gray.5',
    saldo: dark ? 'gray.2' : 'gray.8',
    serie: (i: number) => `${primary}.${shades[i % shades.length]}`,
    neutra: (i: number) => (dark ? `dark.${[2, 3, 4, 1][i % 4]}` : `gray.${[5, 4, 6, 3][i % 4]}`),
  };
}
