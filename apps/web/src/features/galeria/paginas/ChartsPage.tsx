import '@mantine/charts/styles.css';
import { AreaChart, Sparkline } from '@mantine/charts';
import { Box, Group, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SessoesSemanaChart } from '../../../components/dashboard/Widgets';
import {
  CategoriasDonut,
  EvolucaoChart,
  FormasChart,
  formatMoneyCompact,
  mesCurto,
} from '../../../components/financeiro/Charts';
import { useChartColors } from '../../../components/useChartColors';
import { formatMoney } from '../../../lib/format';
import { CATEGORIAS_EXEMPLO, EVOLUCAO_EXEMPLO, FORMAS_EXEMPLO, SEMANAS_EXEMPLO } from '../dados';
import { Secao, Secoes } from '../Secao';

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

/** A ring with the figure written in its centre and what it measures under it. */
function Medidor({
  valor,
  cor,
  texto,
  rotulo,
}: {
  valor: number;
  cor: string;
  texto: string;
  rotulo: string;
}) {
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={120}
        thickness={12}
        roundCaps
        sections={[{ value: valor, color: cor }]}
        label={
          <Text ta="center" fw={700} fz="lg">
            {texto}
          </Text>
        }
      />
      <Text fz="sm">{rotulo}</Text>
    </Stack>
  );
}

function Medidores() {
  const cores = useChartColors();
  return (
    <Group gap="xl" justify="center">
      <Medidor valor={72} cor={cores.receita} texto="72%" rotulo="Ocupação da agenda" />
      <Medidor valor={40} cor={cores.serie(2)} texto="8/20" rotulo="Anexos do plano" />
    </Group>
  );
}

function AreaEMinigrafico() {
  const cores = useChartColors();
  const saldo = EVOLUCAO_EXEMPLO.map((m) => ({ mes: mesCurto(m.mes), saldo: m.saldo }));
  return (
    <Stack gap="md">
      <Figura legenda="Saldo mensal dos últimos 12 meses (dados de exemplo).">
        <AreaChart
          h={220}
          data={saldo}
          dataKey="mes"
          series={[{ name: 'saldo', label: 'Saldo', color: cores.receita }]}
          curveType="monotone"
          valueFormatter={formatMoney}
          yAxisProps={{ tickFormatter: formatMoneyCompact, width: 80 }}
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
  );
}

/** The donuts and the payment methods of the finance dashboard. */
function Composicao() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Secao
        titulo="Rosca com legenda"
        descricao="Receitas por categoria (as despesas, nos tons neutros); a legenda ao lado lê sem o gráfico: valor e parcela."
        codigo={`<CategoriasDonut tipo="receita" categorias={d.por_categoria} />
<CategoriasDonut tipo="despesa" categorias={d.por_categoria} />`}
      >
        <Stack gap="lg">
          <Figura legenda="Receitas do mês por categoria (dados de exemplo).">
            <CategoriasDonut tipo="receita" categorias={CATEGORIAS_EXEMPLO} />
          </Figura>
          <Figura legenda="Despesas do mês por categoria (dados de exemplo).">
            <CategoriasDonut tipo="despesa" categorias={CATEGORIAS_EXEMPLO} />
          </Figura>
        </Stack>
      </Secao>
      <Secao
        titulo="Barras horizontais"
        descricao="Como as receitas do mês foram pagas, na Gestão Financeira."
        codigo={`<FormasChart formas={d.por_forma_pagamento} />`}
      >
        <Figura legenda="Receitas do mês por forma de pagamento (dados de exemplo).">
          <FormasChart formas={FORMAS_EXEMPLO} />
        </Figura>
      </Secao>
    </SimpleGrid>
  );
}

/** /uikit/charts: the dashboards' own charts (src/components) on sample data, in the appearance panel's colours. */
export function ChartsPage() {
  return (
    <Secoes>
      <Secao
        titulo="Barras lado a lado"
        descricao="Receitas e despesas dos 12 meses, como na Gestão Financeira: receitas na cor primária, despesas no neutro da superfície."
        codigo={`<EvolucaoChart evolucao={d.evolucao_mensal} />`}
      >
        <Figura legenda="Receitas e despesas dos últimos 12 meses (dados de exemplo).">
          <EvolucaoChart evolucao={EVOLUCAO_EXEMPLO} />
        </Figura>
      </Secao>

      <Secao
        titulo="Barras empilhadas"
        descricao="Sessões realizadas e faltas por semana, como no Dashboard."
        codigo={`<SessoesSemanaChart semanas={d.sessoes_por_semana} />`}
      >
        <Figura legenda="Sessões realizadas e faltas nas últimas 12 semanas (dados de exemplo).">
          <SessoesSemanaChart semanas={SEMANAS_EXEMPLO} />
        </Figura>
      </Secao>

      <Composicao />

      <Secao
        titulo="Medidores"
        descricao="Uso do plano e ocupação da agenda em anel; o número fica escrito no centro."
        codigo={`<RingProgress size={120} thickness={12} roundCaps
  sections={[{ value: 72, color: cores.receita }]} label={<Text ta="center">72%</Text>} />`}
      >
        <Medidores />
      </Secao>

      <Secao
        titulo="Área e minigráfico"
        descricao="A evolução do saldo em área; o minigráfico cabe numa linha de tabela ou num cartão."
        codigo={`<AreaChart h={220} data={saldo} dataKey="mes" series={[{ name: 'saldo', color: cores.receita }]} curveType="monotone" />
<Sparkline w={160} h={40} data={valores} color={cores.receita} fillOpacity={0.4} />`}
      >
        <AreaEMinigrafico />
      </Secao>
    </Secoes>
  );
}
