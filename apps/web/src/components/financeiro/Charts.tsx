import '@mantine/charts/styles.css';
import {
  CATEGORIA_LABELS,
  type FinanceiroDashboard,
  type TipoLancamento,
} from '@consultorio/contracts/financeiro';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Flex, Group, Stack, Text } from '@mantine/core';
import { dayjs, formatMoney } from '../../lib/format';
import { eixoDoGrafico } from '../eixoDoGrafico';
import { useChartColors } from '../useChartColors';

/** R$ 1,2 mil — for chart axes, where the full amount does not fit. */
const compact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const formatMoneyCompact = (value: number): string => compact.format(value);

/** "2026-03" → "mar/26" (chart axis). */
export const mesCurto = (mes: string): string => dayjs(`${mes}-01`).format('MMM/YY').replace('.', '');

/** Receitas and despesas of the 12 months, side by side. */
export function EvolucaoChart({ evolucao }: { evolucao: FinanceiroDashboard['evolucao_mensal'] }) {
  const colors = useChartColors();
  const data = evolucao.map((m) => ({ mes: mesCurto(m.mes), receitas: m.receitas, despesas: m.despesas }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="mes"
      series={[
        { name: 'receitas', label: 'Receitas', color: colors.receita },
        { name: 'despesas', label: 'Despesas', color: colors.despesa },
      ]}
      valueFormatter={formatMoney}
      yAxisProps={{
        tickFormatter: formatMoneyCompact,
        width: 80,
        ...eixoDoGrafico(Math.max(0, ...data.map((m) => Math.max(m.receitas, m.despesas)))),
      }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      tickLine="y"
      gridAxis="x"
      maxBarWidth={22}
      role="img"
      aria-label="Receitas e despesas dos últimos 12 meses"
    />
  );
}

/** A donut of one tipo's categories with a legend that reads without the chart (values and shares). */
export function CategoriasDonut({
  tipo,
  categorias,
}: {
  tipo: TipoLancamento;
  categorias: FinanceiroDashboard['por_categoria'];
}) {
  const colors = useChartColors();
  const rows = categorias.filter((c) => c.tipo === tipo);
  const total = rows.reduce((s, c) => s + Math.round(c.total * 100), 0) / 100;
  const data = rows.map((c, i) => ({
    name: CATEGORIA_LABELS[c.categoria],
    value: c.total,
    color: tipo === 'receita' ? colors.serie(i) : colors.neutra(i),
  }));
  if (rows.length === 0) {
    return (
      <Text fz="sm" c="dimmed" py="xl" ta="center">
        {tipo === 'receita' ? 'Nenhuma receita recebida neste mês.' : 'Nenhuma despesa paga neste mês.'}
      </Text>
    );
  }
  return (
    <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align="center">
      <DonutChart
        data={data}
        size={140}
        thickness={22}
        valueFormatter={formatMoney}
        tooltipDataSource="segment"
        strokeColor="var(--mantine-color-body)"
        strokeWidth={data.length > 1 ? 1 : 0}
        role="img"
        aria-label={tipo === 'receita' ? 'Receitas por categoria' : 'Despesas por categoria'}
      />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }} w={{ base: '100%', xs: 'auto' }}>
        {data.map((d) => (
          <Group key={d.name} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
              <ColorSwatch
                size={10}
                color={`var(--mantine-color-${d.color.replace('.', '-')})`}
                withShadow={false}
              />
              <Text fz="sm" truncate>
                {d.name}
              </Text>
            </Group>
            <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(d.value)}
              <Text span fz="xs" c="dimmed">
                {' '}
                {total > 0 ? `${Math.round((d.value / total) * 100)}%` : ''}
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Flex>
  );
}

/** How the month's receitas were paid (horizontal bars). */
export function FormasChart({ formas }: { formas: FinanceiroDashboard['por_forma_pagamento'] }) {
  const colors = useChartColors();
  const data = formas
    .filter((f) => f.tipo === 'receita')
    .map((f) => ({
      forma: f.forma_pagamento ? FORMA_PAGAMENTO_LABELS[f.forma_pagamento] : 'Não informada',
      total: f.total,
    }));
  if (data.length === 0) {
    return (
      <Text fz="sm" c="dimmed" py="xl" ta="center">
        Nenhuma receita recebida neste mês.
      </Text>
    );
  }
  return (
    <Box>
      <BarChart
        h={Math.max(120, data.length * 44 + 30)}
        data={data}
        dataKey="forma"
        orientation="vertical"
        series={[{ name: 'total', label: 'Recebido', color: colors.receita }]}
        valueFormatter={formatMoney}
        xAxisProps={{
          tickFormatter: formatMoneyCompact,
          ...eixoDoGrafico(Math.max(...data.map((f) => f.total))),
        }}
        yAxisProps={{ width: 120 }}
        gridAxis="y"
        tickLine="none"
        maxBarWidth={20}
        role="img"
        aria-label="Receitas do mês por forma de pagamento"
      />
    </Box>
  );
}
