import { ACAO_AUDITORIA_LABELS } from '@consultorio/contracts/auditoria';
import { Card, EmptyState, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError, QueryLoading } from '../../components/QueryState';
import { useAuditoria } from './api';
import { RegistroCards, RegistrosTabela } from './RegistrosLista';

const PER_PAGE = 10;
const ACOES = Object.entries(ACAO_AUDITORIA_LABELS).map(([value, label]) => ({ value, label }));

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

      <FiltrosRegistro
        acao={acao}
        periodo={periodo}
        onAcao={(v) => {
          setAcao(v);
          setPage(1);
        }}
        onPeriodo={(v) => {
          setPeriodo(v);
          setPage(1);
        }}
      />

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
            <RegistroCards registros={data.registros} />
          ) : (
            <RegistrosTabela registros={data.registros} />
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

/** Filter by kind of action and by period (one day or a range). */
function FiltrosRegistro({
  acao,
  periodo,
  onAcao,
  onPeriodo,
}: {
  acao: string | null;
  periodo: DatesRangeValue<string>;
  onAcao: (acao: string | null) => void;
  onPeriodo: (periodo: DatesRangeValue<string>) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <Select
        label="Ação"
        placeholder="Todas as ações"
        data={ACOES}
        clearable
        value={acao}
        onChange={onAcao}
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
        onChange={(v) => onPeriodo(v as DatesRangeValue<string>)}
        style={{ flex: '1 1 220px' }}
        maw={320}
      />
    </Group>
  );
}
