import type { Lancamento, StatusLancamento } from '@consultorio/contracts/financeiro';
import { STATUS_LANCAMENTO_LABELS } from '@consultorio/contracts/financeiro';
import { Badge, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { dayjs, formatMoney } from '../../lib/format';
import classes from './financeiro.module.css';

/** R$ 1,2 mil — for chart axes, where the full amount does not fit. */
const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const formatMoneyCompact = (value: number): string => compact.format(value);

/** "2026-03" → "mar/26" (chart axis) or "março de 2026". */
export const mesCurto = (mes: string): string => dayjs(`${mes}-01`).format('MMM/YY').replace('.', '');
export const mesLongo = (mes: string): string => dayjs(`${mes}-01`).format('MMMM [de] YYYY');

/**
 * Chart colours from the appearance panel: receitas in the primary colour, despesas in the surface palette's
 * neutral, shades of the primary for series of categories. Theme names only (no hex), so a change of primary,
 * surface or scheme repaints every chart.
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

export function StatusBadge({ status, vencido }: { status: StatusLancamento; vencido?: boolean }) {
  if (status === 'pago') {
    return (
      <Badge variant="light" color="teal">
        {STATUS_LANCAMENTO_LABELS.pago}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={vencido ? 'red' : 'yellow'}>
      {vencido ? 'Vencido' : STATUS_LANCAMENTO_LABELS.pendente}
    </Badge>
  );
}

/** +R$ 150,00 for a receita, −R$ 80,00 for a despesa. */
export function Valor({ l, fw = 600 }: { l: Pick<Lancamento, 'tipo' | 'valor'>; fw?: number }) {
  return (
    <Text
      fz="sm"
      fw={fw}
      c={l.tipo === 'receita' ? 'var(--mantine-primary-color-light-color)' : undefined}
      ta="right"
      className={classes.num}
    >
      {l.tipo === 'receita' ? '+' : '−'}
      {formatMoney(l.valor)}
    </Text>
  );
}

/** A pending entry dated before today. */
export const isVencido = (l: Pick<Lancamento, 'status' | 'data'>, hoje: string): boolean =>
  l.status === 'pendente' && l.data < hoje;
