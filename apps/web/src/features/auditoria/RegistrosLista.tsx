import { entidadeLabel, type RegistroAuditoria } from '@consultorio/contracts/auditoria';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AcaoBadge } from '../../components/auditoria/AcaoBadge';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';

/** Where the patient's data lives, for a link from the row. */
const pacienteLink = (entidade: string | null, pacienteId: string) =>
  entidade === 'prontuario' ? paths.pacientes.prontuarios(pacienteId) : paths.pacientes.ficha(pacienteId);

function Oque({ r }: { r: RegistroAuditoria }) {
  const entidade = entidadeLabel(r.entidade);
  if (!entidade && !r.paciente_nome)
    return (
      <Text fz="sm" c="dimmed">
        Sua conta
      </Text>
    );
  return (
    <Text fz="sm">
      {entidade ?? 'Paciente'}
      {r.paciente_nome && r.paciente_id && (
        <>
          {' · '}
          <Anchor component={Link} to={pacienteLink(r.entidade, r.paciente_id)} fz="sm">
            {r.paciente_nome}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** Who acted: "Você", or the secretária by name (docs/product.md §15). */
const quem = (r: RegistroAuditoria) => (r.autor_nome ? `${r.autor_nome} (secretária)` : 'Você');

/** The phone layout: one card per access. */
export function RegistroCards({ registros }: { registros: RegistroAuditoria[] }) {
  return (
    <Stack gap="xs">
      {registros.map((r) => (
        <Card key={r.id} withBorder p="sm" data-testid="registro-acesso">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <AcaoBadge acao={r.acao} />
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(r.created_at)}
            </Text>
          </Group>
          <Stack gap={0} mt={6}>
            <Oque r={r} />
            <Text fz="xs" c="dimmed">
              Por {quem(r)} · IP {r.ip ?? '—'}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The wide layout: when, what action, on what, by whom, from which IP. */
export function RegistrosTabela({ registros }: { registros: RegistroAuditoria[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Quando</Table.Th>
            <Table.Th>Ação</Table.Th>
            <Table.Th>O quê</Table.Th>
            <Table.Th>Quem</Table.Th>
            <Table.Th>IP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registros.map((r) => (
            <Table.Tr key={r.id} data-testid="registro-acesso">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm">{formatDateTime(r.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <AcaoBadge acao={r.acao} />
              </Table.Td>
              <Table.Td>
                <Oque r={r} />
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{quem(r)}</Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" ff="monospace" c="dimmed">
                  {r.ip ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
