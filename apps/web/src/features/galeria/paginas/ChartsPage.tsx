import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart, Sparkline } from '@mantine/charts';
import {
  Box,
  ColorSwatch,
  Flex,
  Group,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useChartColors } from '../../../components/useChartColors';
import { formatMoney } from '../../../lib/format';
import { CATEGORIAS_EXEMPLO, EVOLUCAO_EXEMPLO, SEMANAS_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

const compacto = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A chart with its caption: screen readers get the caption, everyone gets the legend in words. */
function Figura({ legenda, children }: { legenda: string; children: ReactNode }) {
  return (
    <Box component="figure" m={0}>
      {children}
      <Text component="figcaption" fz="xs" c="dimmed" mt="xs">
        {legenda}
      </Text>
    </Box>
  );
}

function Rosca() {
  const cores = useChartColors();
  const total = CATEGORIAS_EXEMPLO.reduce((s, c) => s + c.value, 0);
  const data = CATEGORIAS_EXEMPLO.map((c, i) => ({ ...c, color: cores.serie(i) }));
  return (
    <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align="center">
      <DonutChart
        data={data}
        size={140}
        thickness={22}
        valueFormatter={formatMoney}
        tooltipDataSource="segment"
        strokeColor="var(--mantine-color-body)"
        strokeWidth={1}
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
              {formatMoney(d.value)}{' '}
              <Text span fz="xs" c="dimmed">
                {Math.round((d.value / total) * 100)}%
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Flex>
  );
}

/** /uikit/charts: the dashboards' charts on sample data, in the appearance panel's colours. */
export function ChartsPage() {
  const cores = useChartColors();
  const dark = useComputedColorScheme('light') === 'dark';
  const saldo = EVOLUCAO_EXEMPLO.map((m) => ({ mes: m.mes, saldo: m.receitas - m.despesas }));
  return (
    <Secoes>
      <Secao
        titulo="Barras lado a lado"
        descricao="Receitas e despesas dos 12 meses, como na Gestão Financeira: receitas na cor primária, despesas no neutro da superfície."
        codigo={`<BarChart h={280} data={data} dataKey="mes" valueFormatter={formatMoney} withLegend
  series={[{ name: 'receitas', label: 'Receitas', color: cores.receita },
           { name: 'despesas', label: 'Despesas', color: cores.despesa }]} />`}
      >
        <Figura legenda="Receitas e despesas dos últimos 12 meses (dados de exemplo).">
          <BarChart
            h={280}
            data={EVOLUCAO_EXEMPLO}
            dataKey="mes"
            series={[
              { name: 'receitas', label: 'Receitas', color: cores.receita },
              { name: 'despesas', label: 'Despesas', color: cores.despesa },
            ]}
            valueFormatter={formatMoney}
            yAxisProps={{ tickFormatter: (v: number) => compacto.format(v), width: 80 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            tickLine="y"
            gridAxis="x"
            maxBarWidth={22}
          />
        </Figura>
      </Secao>

      <Secao
        titulo="Barras empilhadas"
        descricao="Sessões realizadas e faltas por semana, como no Dashboard."
        codigo={`<BarChart h={240} data={semanas} dataKey="semana" type="stacked" withLegend
  series={[{ name: 'realizadas', color: \`\${theme.primaryColor}.6\` }, { name: 'faltas', color: 'gray.4' }]} />`}
      >
        <Figura legenda="Sessões realizadas e faltas nas últimas 12 semanas (dados de exemplo).">
          <BarChart
            h={240}
            data={SEMANAS_EXEMPLO}
            dataKey="semana"
            type="stacked"
            series={[
              { name: 'realizadas', label: 'Realizadas', color: cores.receita },
              { name: 'faltas', label: 'Faltas', color: dark ? 'dark.2' : 'gray.4' },
            ]}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 36 }}
            yAxisProps={{ allowDecimals: false, width: 32 }}
            tickLine="y"
            gridAxis="x"
            maxBarWidth={26}
          />
        </Figura>
      </Secao>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Secao
          titulo="Rosca com legenda"
          descricao="Receitas por categoria; a legenda ao lado lê sem o gráfico (valor e parcela)."
          codigo={`<DonutChart data={data} size={140} thickness={22} valueFormatter={formatMoney}
  strokeColor="var(--mantine-color-body)" />`}
        >
          <Figura legenda="Receitas do mês por categoria (dados de exemplo).">
            <Rosca />
          </Figura>
        </Secao>
        <Secao
          titulo="Medidores"
          descricao="Uso do plano e ocupação da agenda em anel; o número fica escrito no centro."
          codigo={`<RingProgress size={120} thickness={12} roundCaps
  sections={[{ value: 72, color: theme.primaryColor }]} label={<Text ta="center">72%</Text>} />`}
        >
          <Group gap="xl" justify="center">
            <Stack gap={4} align="center">
              <RingProgress
                size={120}
                thickness={12}
                roundCaps
                sections={[{ value: 72, color: cores.receita }]}
                label={
                  <Text ta="center" fw={700} fz="lg">
                    72%
                  </Text>
                }
              />
              <Text fz="sm">Ocupação da agenda</Text>
            </Stack>
            <Stack gap={4} align="center">
              <RingProgress
                size={120}
                thickness={12}
                roundCaps
                sections={[{ value: 40, color: cores.serie(2) }]}
                label={
                  <Text ta="center" fw={700} fz="lg">
                    8/20
                  </Text>
                }
              />
              <Text fz="sm">Anexos do plano</Text>
            </Stack>
          </Group>
        </Secao>
      </SimpleGrid>

      <Secao
        titulo="Área e minigráfico"
        descricao="A evolução do saldo em área; o minigráfico cabe numa linha de tabela ou num cartão."
        codigo={`<AreaChart h={220} data={saldo} dataKey="mes" series={[{ name: 'saldo', color: cores.receita }]} curveType="monotone" />
<Sparkline w={160} h={40} data={valores} color={cores.receita} fillOpacity={0.4} />`}
      >
        <Stack gap="md">
          <Figura legenda="Saldo mensal dos últimos 12 meses (dados de exemplo).">
            <AreaChart
              h={220}
              data={saldo}
              dataKey="mes"
              series={[{ name: 'saldo', label: 'Saldo', color: cores.receita }]}
              curveType="monotone"
              valueFormatter={formatMoney}
              yAxisProps={{ tickFormatter: (v: number) => compacto.format(v), width: 80 }}
              gridAxis="x"
            />
          </Figura>
          <Group gap="md">
            <Sparkline
              w={160}
              h={40}
              data={SEMANAS_EXEMPLO.map((s) => s.realizadas)}
              color={cores.receita}
              fillOpacity={0.4}
              curveType="monotone"
            />
            <Text fz="sm">Sessões por semana: 27 na última</Text>
          </Group>
        </Stack>
      </Secao>
    </Secoes>
  );
}
