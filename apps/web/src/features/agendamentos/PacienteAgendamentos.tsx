import { type Agendamento, STATUS_AGENDAMENTO_LABELS } from '@consultorio/contracts/agendamentos';
import { MODALIDADE_LABELS } from '@consultorio/contracts/pacientes';
import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { STATUS_CORES } from './status';
import { capitalizar, formatarData, hora } from './tempo';

const StatusBadge = ({ a }: { a: Agendamento }) => (
  <Badge variant="light" color={STATUS_CORES[a.status]}>
    {STATUS_AGENDAMENTO_LABELS[a.status]}
  </Badge>
);

/** A page of the patient's appointments (faded while the next one loads) and the pages. */
export function PacienteAgendamentos({
  agendamentos,
  lastPage,
  page,
  onPage,
  carregando,
  ...lista
}: ListaProps & {
  lastPage: number;
  page: number;
  onPage: (page: number) => void;
  carregando: boolean;
}) {
  return (
    <Stack gap="sm" style={{ opacity: carregando ? 0.6 : 1 }}>
      <Lista agendamentos={agendamentos} {...lista} />
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination total={lastPage} value={page} onChange={onPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

interface ListaProps {
  agendamentos: Agendamento[];
  fuso: string;
  phone: boolean;
  onAbrir: (a: Agendamento) => void;
}

/** Cards on a phone, a table elsewhere; each appointment opens its details (`onAbrir`). */
function Lista({ agendamentos, fuso, phone, onAbrir }: ListaProps) {
  const quando = (a: Agendamento) =>
    `${capitalizar(formatarData(a.inicio, fuso, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }))} · ${hora(a.inicio, fuso)}–${hora(a.fim, fuso)}`;

  if (phone) {
    return agendamentos.map((a) => (
      <Card key={a.id} p="md" data-testid="agendamento">
        <UnstyledButton onClick={() => onAbrir(a)} aria-label={`Ver agendamento de ${quando(a)}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600} fz="sm">
                {quando(a)}
              </Text>
              <Text fz="xs" c="dimmed">
                {a.modalidade ? MODALIDADE_LABELS[a.modalidade] : 'Modalidade não informada'}
                {a.frequencia ? ' · recorrente' : ''}
              </Text>
            </Stack>
            <StatusBadge a={a} />
          </Group>
        </UnstyledButton>
      </Card>
    ));
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data e horário</Table.Th>
          <Table.Th>Modalidade</Table.Th>
          <Table.Th>Situação</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {agendamentos.map((a) => (
          <Table.Tr key={a.id} data-testid="agendamento">
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {quando(a)}
                {a.serie_id && <IconRepeat size={14} aria-label="Recorrente" />}
              </Group>
            </Table.Td>
            <Table.Td>{a.modalidade ? MODALIDADE_LABELS[a.modalidade] : '—'}</Table.Td>
            <Table.Td>
              <StatusBadge a={a} />
            </Table.Td>
            <Table.Td ta="right">
              <Button size="xs" variant="subtle" onClick={() => onAbrir(a)}>
                Ver
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
