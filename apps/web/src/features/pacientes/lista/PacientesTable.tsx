import { formatTelefone } from '@consultorio/contracts/br';
import type { PacienteResumo } from '@consultorio/contracts/pacientes';
import { Anchor, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { AlertaEscalaLink } from '../../../components/escalas/AlertaEscala';
import { PacienteActionsMenu } from '../../../components/pacientes/PacienteActionsMenu';
import { StatusBadge } from '../../../components/pacientes/StatusBadge';
import { usePhone } from '../../../components/usePhone';
import { formatDate, formatDateTime } from '../../../lib/format';
import { paths } from '../../../routes/paths';
import type { StatusTarget } from '../components/StatusDialog';

interface Props {
  pacientes: PacienteResumo[];
  /** Previous page shown while the next one loads. */
  stale: boolean;
  onStatus: (p: StatusTarget) => void;
  onDelete: (p: PacienteResumo) => void;
}

const idadeTexto = (idade: number | null) =>
  idade === null ? null : `${idade} ${idade === 1 ? 'ano' : 'anos'}`;

function NomeCell({ p }: { p: PacienteResumo }) {
  const detalhe = [p.nome_social && `Nome social: ${p.nome_social}`, idadeTexto(p.idade)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={0} align="flex-start">
      <Anchor component={Link} to={paths.pacientes.ficha(p.id)} fw={600} c="var(--mantine-color-bright)">
        {p.nome}
      </Anchor>
      {/* An answer alert not yet seen (the titular's list only): the marker, never the answer. */}
      {p.alerta_escala && <AlertaEscalaLink pacienteId={p.id} />}
      {detalhe && (
        <Text fz="xs" c="dimmed">
          {detalhe}
        </Text>
      )}
    </Stack>
  );
}

/** The patients' table; on phones (under 768 px) each patient is a card instead of a row. */
export function PacientesTable({ pacientes, stale, onStatus, onDelete }: Props) {
  const phone = usePhone();
  const style = { opacity: stale ? 0.6 : 1, transition: 'opacity 150ms ease' };

  if (phone) {
    return (
      <Stack gap="sm" style={style} aria-busy={stale}>
        {pacientes.map((p) => (
          <Card key={p.id} p="md" data-testid="paciente-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <NomeCell p={p} />
              <PacienteActionsMenu paciente={p} onStatus={() => onStatus(p)} onDelete={() => onDelete(p)} />
            </Group>
            <Group justify="space-between" mt="sm" gap="xs">
              <StatusBadge status={p.status_tratamento} />
              <Text fz="sm">{formatTelefone(p.telefone)}</Text>
            </Group>
            <Text fz="xs" c="dimmed" mt={6}>
              Última sessão: {formatDate(p.ultima_sessao)}
              {p.proxima_sessao && ` · Próxima: ${formatDateTime(p.proxima_sessao)}`}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Card p={0} style={style} aria-busy={stale}>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Paciente</Table.Th>
              <Table.Th>Contato</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Última sessão</Table.Th>
              <Table.Th>Próxima sessão</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pacientes.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <NomeCell p={p} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatTelefone(p.telefone)}</Text>
                  {p.email && (
                    <Text fz="xs" c="dimmed" truncate maw={220}>
                      {p.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={p.status_tratamento} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatDate(p.ultima_sessao)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatDateTime(p.proxima_sessao)}</Text>
                </Table.Td>
                <Table.Td>
                  <PacienteActionsMenu
                    paciente={p}
                    onStatus={() => onStatus(p)}
                    onDelete={() => onDelete(p)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export function PacientesTableSkeleton() {
  return (
    <Card p="md" role="status" aria-busy="true" aria-label="Carregando pacientes">
      <Stack gap="md">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <Group key={i} gap="md" wrap="nowrap">
            <Skeleton h={14} w="28%" />
            <Skeleton h={14} w="18%" />
            <Skeleton h={20} w={110} radius="xl" />
            <Skeleton h={14} w="14%" />
            <Skeleton h={14} w="14%" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
