import '@mantine/charts/styles.css';
import { type Escala, FAIXA_LABELS, pontuacaoMaxima } from '@consultorio/contracts/escalas';
import { LineChart } from '@mantine/charts';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useChartColors } from '../../components/useChartColors';
import { dayjs, formatDate } from '../../lib/format';
import { faixasDoGrafico, marcasDoEixo } from './faixas';
import { type PontoDaEscala, resumoDoGrafico } from './pontos';

/**
 * A scale's score over time (docs/escalas.md): a line over the bands shaded from the contract, each band named at
 * its right edge. The drawing is one image named by a summary sentence; the table under it lists every point with
 * its date, score and band, so the chart reads without seeing it.
 */
export function GraficoEscala({ escala, pontos }: { escala: Escala; pontos: PontoDaEscala[] }) {
  const cores = useChartColors();
  const maxima = pontuacaoMaxima(escala);
  const data = pontos.map((p) => ({ dia: dayjs(p.quando).format('DD/MM/YY'), pontuacao: p.pontuacao }));
  return (
    <>
      <LineChart
        h={260}
        data={data}
        dataKey="dia"
        series={[{ name: 'pontuacao', label: 'Pontuação', color: cores.saldo }]}
        curveType="linear"
        strokeWidth={2.5}
        dotProps={{ r: 5, strokeWidth: 2, fill: 'var(--mantine-color-body)' }}
        activeDotProps={{ r: 6 }}
        gridAxis="none"
        yAxisProps={{ domain: [0, maxima], ticks: marcasDoEixo(escala), width: 30, interval: 0 }}
        xAxisProps={{ padding: { left: 24, right: 24 } }}
        referenceAreas={faixasDoGrafico(escala).map((f) => ({
          y1: f.y1,
          y2: f.y2,
          fill: f.preenchimento,
          fillOpacity: 1,
          stroke: 'none',
          ifOverflow: 'hidden',
          label: {
            value: f.rotulo,
            position: 'insideTopRight',
            fill: 'var(--mantine-color-text)',
            fontSize: 11,
          },
        }))}
        role="img"
        aria-label={resumoDoGrafico(escala, pontos)}
        data-testid={`grafico-${escala}`}
      />
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} fz="sm" data-testid={`tabela-${escala}`}>
          <VisuallyHidden component="caption">
            Pontuações por data, da mais recente à mais antiga (de 0 a {maxima} pontos)
          </VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Pontuação</Table.Th>
              <Table.Th>Faixa</Table.Th>
              <Table.Th>Origem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...pontos].reverse().map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{formatDate(p.quando)}</Table.Td>
                <Table.Td>
                  {p.pontuacao}
                  <Text span c="dimmed" fz="xs">
                    {' '}
                    de {maxima}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {FAIXA_LABELS[p.faixa]}
                  {p.alerta && (
                    <Badge
                      ml={6}
                      color="red"
                      variant="light"
                      size="sm"
                      leftSection={<IconAlertTriangle size={12} aria-hidden />}
                    >
                      Item 9 acima de zero
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.origem === 'sessao' ? 'Em papel, na sessão' : 'Área do paciente'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
