import {
  type CalculoResumo,
  type CalculosListResponse,
  MESES,
  MODO_LABELS,
  STATUS_CALCULO_LABELS,
} from '@consultorio/contracts/carne-leao';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCalculator, IconCash, IconEye, IconReceiptTax, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FigureCard } from '../../components/FigureCard';
import { formatDate, formatMoney } from '../../lib/format';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function StatusCalculoBadge({ status }: { status: CalculoResumo['status'] }) {
  return (
    <Badge variant="light" color={status === 'pdf_gerado' ? 'teal' : 'gray'}>
      {STATUS_CALCULO_LABELS[status]}
    </Badge>
  );
}

/** The year's totals: income, deductions, tax due and DARFs to pay. */
export function TotaisDoAno({ ano, totais }: { ano: number; totais: CalculosListResponse['totais'] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <FigureCard
        icon={<IconCash size={22} stroke={1.7} />}
        label={`Rendimentos em ${ano}`}
        value={formatMoney(totais.rendimentos)}
      />
      <FigureCard
        icon={<IconScale size={22} stroke={1.7} />}
        label="Deduções aplicadas"
        value={formatMoney(totais.deducoes)}
      />
      <FigureCard
        icon={<IconCalculator size={22} stroke={1.7} />}
        label="Imposto devido"
        value={formatMoney(totais.imposto_devido)}
      />
      <FigureCard
        icon={<IconReceiptTax size={22} stroke={1.7} />}
        label="DARFs a pagar"
        value={formatMoney(totais.darf)}
      />
    </SimpleGrid>
  );
}

/** The phone layout: one card per saved month. */
export function CalculoCards({ calculos }: { calculos: CalculoResumo[] }) {
  return (
    <Stack gap="sm">
      {calculos.map((c) => (
        <Card key={c.id} padding="md" role="group" aria-label={`${capital(MESES[c.mes - 1])} de ${c.ano}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{capital(MESES[c.mes - 1])}</Text>
            <StatusCalculoBadge status={c.status} />
          </Group>
          <Text fz="sm" c="dimmed">
            Rendimentos {formatMoney(c.rendimentos)} · Base {formatMoney(c.base_calculo)}
          </Text>
          <Text fz="sm">
            Imposto {formatMoney(c.imposto_devido)} · DARF até {formatDate(c.darf.vencimento)}
          </Text>
          <Button
            component={Link}
            to={`/carne-leao/detalhes/${c.id}`}
            variant="light"
            size="xs"
            mt="sm"
            leftSection={<IconEye size={15} />}
          >
            Ver detalhes
          </Button>
        </Card>
      ))}
    </Stack>
  );
}

/** The wide layout: a table of the saved months with the year's total at the foot. */
export function CalculosTabela({ ano, data }: { ano: number; data: CalculosListResponse }) {
  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={`Carnê-Leão de ${ano}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Mês</Table.Th>
              <Table.Th ta="right">Rendimentos</Table.Th>
              <Table.Th ta="right">Deduções</Table.Th>
              <Table.Th ta="right">Base</Table.Th>
              <Table.Th ta="right">Imposto devido</Table.Th>
              <Table.Th>Vencimento do DARF</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.calculos.map((c) => (
              <CalculoLinha key={c.id} c={c} />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total do ano</Table.Th>
              <Table.Th ta="right">{formatMoney(data.totais.rendimentos)}</Table.Th>
              <Table.Th ta="right">{formatMoney(data.totais.deducoes)}</Table.Th>
              <Table.Th />
              <Table.Th ta="right">{formatMoney(data.totais.imposto_devido)}</Table.Th>
              <Table.Th colSpan={3} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function CalculoLinha({ c }: { c: CalculoResumo }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {capital(MESES[c.mes - 1])}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatMoney(c.rendimentos)}</Table.Td>
      <Table.Td ta="right">
        <Text fz="sm">{formatMoney(c.total_deducoes)}</Text>
        <Text fz="xs" c="dimmed">
          {MODO_LABELS[c.modo_aplicado]}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatMoney(c.base_calculo)}</Table.Td>
      <Table.Td ta="right">
        <Text fz="sm" fw={600}>
          {formatMoney(c.imposto_devido)}
        </Text>
      </Table.Td>
      <Table.Td>{formatDate(c.darf.vencimento)}</Table.Td>
      <Table.Td>
        <StatusCalculoBadge status={c.status} />
      </Table.Td>
      <Table.Td>
        <Button
          component={Link}
          to={`/carne-leao/detalhes/${c.id}`}
          variant="subtle"
          size="xs"
          leftSection={<IconEye size={15} />}
          aria-label={`Ver detalhes de ${MESES[c.mes - 1]} de ${c.ano}`}
        >
          Detalhes
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
