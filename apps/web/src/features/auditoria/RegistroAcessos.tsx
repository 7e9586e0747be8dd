import {
  ACAO_AUDITORIA_LABELS,
  entidadeLabel,
  type RegistroAuditoria,
} from '@consultorio/contracts/auditoria';
import {
  Anchor,
  Card,
  EmptyState,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AcaoBadge } from '../../components/auditoria/AcaoBadge';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../routes/paths';
import { useAuditoria } from './api';

const PER_PAGE = 10;
const ACOES = Object.entries(ACAO_AUDITORIA_LABELS).map(([value, label]) => ({ value, label }));

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

/**
 * "Registro de acessos" of /perfil: every view, export and change of clinical data and every sign-in, from the
 * API's audit trail (docs/product.md §9.2), filtered by action and period.
 */
export function RegistroAcessos() {
  const [acao, setAcao] = useState<string | null>(null);
  const [periodo, setPeriodo] = useState<DatesRangeValue<string>>([null, null]);
  const [page, setPage] = useState(1);
  const phone = useMediaQuery('(max-width: 47.99em)');
  const query = useAuditoria({
    page,
    per_page: PER_PAGE,
    acao,
    data_inicio: periodo[0],
    data_fim: periodo[1] ?? periodo[0],
  });
  const data = query.data;

  return (
    <Card component="section" aria-labelledby="registro-acessos-titulo" mt="lg">
      <Stack gap={2} mb="md">
        <Title order={3} fz="h4" id="registro-acessos-titulo">
          Registro de acessos
        </Title>
        <Text fz="sm" c="dimmed">
          Cada consulta, exportação e alteração de dados clínicos e cada entrada na sua conta, com data, hora
          e endereço IP. Só você vê este registro.
        </Text>
      </Stack>

      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        <Select
          label="Ação"
          placeholder="Todas as ações"
          data={ACOES}
          clearable
          value={acao}
          onChange={(v) => {
            setAcao(v);
            setPage(1);
          }}
          style={{ flex: '1 1 200px' }}
          maw={320}
        />
        <DatePickerInput
          type="range"
          label="Período"
          placeholder="Qualquer data"
          valueFormat="DD/MM/YYYY"
          leftSection={<IconCalendar size={16} stroke={1.7} />}
          clearable
          allowSingleDateInRange
          value={periodo}
          onChange={(v) => {
            setPeriodo(v as DatesRangeValue<string>);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          maw={320}
        />
      </Group>

      <QueryError
        title="Não foi possível carregar o registro de acessos"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando registro de acessos" gap="xs" blocks={[32, 32, 32, 32]} />
      )}
      {data && data.pagination.total === 0 && (
        <EmptyState
          variant="light"
          icon={<IconShieldLock size={26} stroke={1.6} />}
          title="Nenhum registro encontrado"
          description={
            acao || periodo[0]
              ? 'Nenhum acesso com esses filtros. Escolha outra ação ou um período maior.'
              : 'Os acessos aos dados clínicos aparecerão aqui.'
          }
        />
      )}
      {data && data.pagination.total > 0 && (
        <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {phone ? (
            <Stack gap="xs">
              {data.registros.map((r) => (
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
                      IP {r.ip ?? '—'}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="xs" striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Quando</Table.Th>
                    <Table.Th>Ação</Table.Th>
                    <Table.Th>O quê</Table.Th>
                    <Table.Th>IP</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.registros.map((r) => (
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
                        <Text fz="sm" ff="monospace" c="dimmed">
                          {r.ip ?? '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="space-between" gap="sm">
            <Text fz="xs" c="dimmed">
              {data.pagination.total === 1 ? '1 registro' : `${data.pagination.total} registros`}
            </Text>
            {data.pagination.last_page > 1 && (
              <Pagination
                total={data.pagination.last_page}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={phone ? 0 : 1}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
                })}
                getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
              />
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
