import '@mantine/charts/styles.css';
import { type Escala, FAIXA_LABELS, pontuacaoMaxima } from '@consultorio/contracts/escalas';
import { LineChart } from '@mantine/charts';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useChartColors } from '../../components/useChartColors';
import { dayjs, formatDate } from '../../lib/format';
import { faixasDoGrafico, marcasDoEixo } from './faixas';
import { eixoDoTempo, type PontoDaEscala, resumoDoGrafico } from './pontos';

const ORIGEM = { sessao: 'Em papel, na sessão', portal: 'Área do paciente' } as const;
const diaCurto = (t: number) => dayjs(t).format('DD/MM/YY');

/**
 * A scale's score over time (docs/escalas.md): a line over the bands shaded from the contract, each band named at
 * its top left, on a time axis. The drawing is one image named by a summary sentence; the table under it lists every point with
 * its date, score and band, so the chart reads without seeing it.
 */
export function GraficoEscala({ escala, pontos }: { escala: Escala; pontos: PontoDaEscala[] }) {
  const cores = useChartColors();
  const maxima = pontuacaoMaxima(escala);
  const data = pontos.map((p) => ({ t: Date.parse(p.quando), pontuacao: p.pontuacao }));
  const eixo = eixoDoTempo(data.map((d) => d.t));
  return (
    <>
      <LineChart
        h={260}
        data={data}
        dataKey="t"
        series={[{ name: 'pontuacao', label: 'Pontuação', color: cores.saldo }]}
        curveType="linear"
        strokeWidth={2.5}
        dotProps={{ r: 5, strokeWidth: 2, fill: 'var(--mantine-color-body)' }}
        activeDotProps={{ r: 6 }}
        gridAxis="none"
        yAxisProps={{ domain: [0, maxima], ticks: marcasDoEixo(escala), width: 30, interval: 0 }}
        xAxisProps={{ type: 'number', scale: 'time', ...eixo, tickFormatter: diaCurto }}
        // Recharts renders the tooltip before any point is hovered, with no label: nothing to format then.
        tooltipProps={{
          labelFormatter: (t) => (t == null || !Number.isFinite(Number(t)) ? '' : diaCurto(Number(t))),
        }}
        referenceAreas={faixasDoGrafico(escala).map((f) => ({
          y1: f.y1,
          y2: f.y2,
          fill: f.preenchimento,
          fillOpacity: 1,
          stroke: 'none',
          ifOverflow: 'hidden',
          // At the band's top left, outlined in the page's colour so the line crossing it leaves it readable.
          label: {
            value: f.rotulo,
            position: 'insideTopLeft',
            fill: 'var(--mantine-color-text)',
            fontSize: 11,
            style: {
              paintOrder: 'stroke',
              stroke: 'var(--mantine-color-body)',
              strokeWidth: 3,
              strokeLinejoin: 'round',
            },
          },
        }))}
        role="img"
        aria-label={resumoDoGrafico(escala, pontos)}
        data-testid={`grafico-${escala}`}
      />
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={6} fz="sm" data-testid={`tabela-${escala}`}>
          <VisuallyHidden component="caption">
            Pontuações por data, da mais recente à mais antiga (de 0 a {maxima} pontos)
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Pontuação</Table.Th>
              <Table.Th>Faixa</Table.Th>
              <Table.Th visibleFrom="xs">Origem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...pontos].reverse().map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  {formatDate(p.quando)}
                  {/* On a phone the origin goes under the date (three columns fit 390 px). */}
                  <Text hiddenFrom="xs" fz="xs" c="dimmed">
                    {ORIGEM[p.origem]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {p.pontuacao}
                  <Text span c="dimmed" fz="xs">
                    {' '}
                    de {maxima}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {FAIXA_LABELS[p.faixa]}{' '}
                  {p.alerta && (
                    <Badge
                      color="red"
                      variant="light"
                      size="sm"
                      h="auto"
                      maw="100%"
                      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                      leftSection={<IconAlertTriangle size={12} aria-hidden />}
                    >
                      Item 9 acima de zero
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="xs">{ORIGEM[p.origem]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
