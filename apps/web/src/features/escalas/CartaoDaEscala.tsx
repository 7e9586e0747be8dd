import { DEFINICOES_ESCALA, type Escala, OPCOES_ESCALA } from '@consultorio/contracts/escalas';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../lib/format';
import { GraficoEscala } from './GraficoEscala';
import { type PontoDaEscala, pontuacaoTexto } from './pontos';

/** A scale on the tab: its latest score and band, the chart with its table, and the last answer item by item. */
export function CartaoDaEscala({ escala, pontos }: { escala: Escala; pontos: PontoDaEscala[] }) {
  const def = DEFINICOES_ESCALA[escala];
  const ultimo = pontos.at(-1);
  const titulo = `escala-${escala}`;
  if (!ultimo) return null;
  return (
    <Card
      component="section"
      aria-labelledby={titulo}
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`cartao-${escala}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="h4" id={titulo}>
              {def.sigla}
            </Title>
            <Text fz="xs" c="dimmed">
              {def.nome.split(' — ')[1] ?? def.nome}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            {/* Wraps on a phone rather than cut the band's name. */}
            <Badge
              variant="light"
              size="lg"
              h="auto"
              py={4}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'right' } }}
              data-testid={`ultima-${escala}`}
            >
              {pontuacaoTexto(escala, ultimo)}
            </Badge>
            <Text fz="xs" c="dimmed">
              Última em {formatDate(ultimo.quando)}
            </Text>
          </Stack>
        </Group>
        <GraficoEscala escala={escala} pontos={pontos} />
        <UltimaResposta escala={escala} ponto={ultimo} />
      </Stack>
    </Card>
  );
}

/** The last answer, each item's text with the option chosen (its value in points). */
function UltimaResposta({ escala, ponto }: { escala: Escala; ponto: PontoDaEscala }) {
  const def = DEFINICOES_ESCALA[escala];
  const id = `ultima-resposta-${escala}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={4} fz="h6" id={id}>
        Última resposta, item por item ({formatDate(ponto.quando)})
      </Title>
      <List type="ordered" spacing={6} fz="sm" data-testid={`itens-${escala}`}>
        {def.itens.map((texto, i) => {
          const valor = ponto.respostas[i] ?? 0;
          const alerta = def.itemDeAlerta === i + 1 && valor > 0;
          return (
            <List.Item key={texto}>
              <Text span fz="sm">
                {texto}:{' '}
              </Text>
              <Text span fz="sm" fw={600} c={alerta ? 'var(--mantine-color-red-text)' : undefined}>
                {OPCOES_ESCALA[valor]?.texto} ({valor})
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
