import {
  STATUS_TRATAMENTO,
  STATUS_TRATAMENTO_LABELS,
  type StatusTratamento,
} from '@consultorio/contracts/pacientes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertCircle, IconArrowUpRight, IconSearch, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryEmpty, QueryError } from '../../../components/QueryState';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { useDeletePaciente, usePacientes } from '../api';
import { confirmDeletePaciente } from '../components/confirmDelete';
import { NovoPacienteButton } from '../components/NovoPacienteButton';
import { StatusDialog, type StatusTarget } from '../components/StatusDialog';
import { contadorPacientes, novoPacienteBloqueio } from '../planLimit';
import { readListParams, withFilter, writeListParams } from './listParams';
import { PacientesTable, PacientesTableSkeleton } from './PacientesTable';

const STATUS_OPTIONS = STATUS_TRATAMENTO.map((s) => ({ value: s, label: STATUS_TRATAMENTO_LABELS[s] }));

/** /pacientes: search as you type, status filter, pagination, row actions, and the plan's patient counter. */
export function PacientesListaPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const plan = usePlan();
  const bloqueio = novoPacienteBloqueio(plan);
  const query = usePacientes(params);
  const remove = useDeletePaciente();
  const [statusFor, setStatusFor] = useState<StatusTarget | null>(null);

  // The search box is local while typing; the URL (and the request) follow 300 ms after the last key.
  const [busca, setBusca] = useState(params.busca ?? '');
  const applyBusca = useDebouncedCallback((value: string) => {
    setSearchParams((current) => withFilter(readListParams(current), { busca: value }), { replace: true });
  }, 300);
  const onBusca = (value: string) => {
    setBusca(value);
    applyBusca(value);
  };
  // Back/forward to another search: the box shows it.
  const urlBusca = params.busca ?? '';
  useEffect(() => {
    if (!applyBusca.isPending()) setBusca((typed) => (typed.trim() === urlBusca ? typed : urlBusca));
  }, [urlBusca, applyBusca]);

  const data = query.data;
  const lastPage = data?.pagination.last_page ?? 1;
  // After a deletion the current page may no longer exist: show the last one.
  useEffect(() => {
    if (data && params.page > 1 && params.page > lastPage) {
      setSearchParams(writeListParams({ ...params, page: lastPage }), { replace: true });
    }
  }, [data, lastPage, params, setSearchParams]);

  const filtering = Boolean(params.busca || params.status_tratamento);
  const clearFilters = () => {
    applyBusca.cancel();
    setBusca('');
    setSearchParams(new URLSearchParams(), { replace: true });
  };
  const goToPage = (page: number) => setSearchParams(writeListParams({ ...params, page }));
  const onDelete = (p: { id: string; nome: string }) => confirmDeletePaciente(p, remove);
  const firstLoad = query.isPending;
  const isEmptyAccount = data && data.pagination.total === 0 && !filtering;

  return (
    <>
      <PageHeader
        title="Pacientes"
        description="Cadastro, status do tratamento e ficha de cada paciente."
        actions={
          <>
            {plan.known && (
              <Badge
                variant="light"
                color={bloqueio ? 'amber' : 'gray'}
                size="lg"
                tt="none"
                fw={500}
                leftSection={<IconUsers size={14} stroke={1.8} />}
              >
                {contadorPacientes(plan.stats)}
              </Badge>
            )}
            <NovoPacienteButton />
          </>
        }
      />

      <Stack gap="lg">
        {bloqueio && plan.known && (
          <Alert color="amber" variant="light" icon={<IconAlertCircle />} title="Novos cadastros bloqueados">
            <Group justify="space-between" gap="sm">
              <Text fz="sm">{bloqueio}</Text>
              {!plan.lifetime && (
                <Anchor component={Link} to={paths.upgrade} fz="sm" fw={600}>
                  {plan.paused ? 'Renovar plano' : 'Ver planos'} <IconArrowUpRight size={14} />
                </Anchor>
              )}
            </Group>
          </Alert>
        )}

        {!isEmptyAccount && (
          <Card p="md">
            <Group gap="sm" wrap="wrap">
              <TextInput
                aria-label="Buscar pacientes"
                placeholder="Buscar por nome, CPF ou e-mail"
                value={busca}
                onChange={(e) => onBusca(e.currentTarget.value)}
                leftSection={<IconSearch size={16} stroke={1.8} />}
                rightSection={
                  query.isFetching && !firstLoad ? (
                    <Loader size={14} />
                  ) : busca ? (
                    <CloseButton size="sm" aria-label="Limpar busca" onClick={() => onBusca('')} />
                  ) : null
                }
                style={{ flex: '3 1 260px' }}
                maxLength={100}
              />
              <Select
                aria-label="Filtrar por status"
                placeholder="Todos os status"
                data={STATUS_OPTIONS}
                value={params.status_tratamento ?? null}
                onChange={(v) =>
                  setSearchParams(
                    withFilter(params, { status_tratamento: (v as StatusTratamento | null) ?? undefined }),
                  )
                }
                clearable
                style={{ flex: '1 1 180px' }}
                comboboxProps={{ withinPortal: true }}
              />
            </Group>
          </Card>
        )}

        <QueryError
          title="Não foi possível carregar os pacientes"
          error={query.error}
          onRetry={query.refetch}
        />

        {firstLoad && !query.isError && <PacientesTableSkeleton />}

        {isEmptyAccount && (
          <QueryEmpty
            variant="light"
            icon={<IconUserPlus size={28} stroke={1.6} />}
            title="Cadastre seu primeiro paciente"
            description="Com o cadastro você registra sessões, a anamnese e acompanha a frequência e os pagamentos de cada paciente."
            actions={<NovoPacienteButton />}
          />
        )}

        {data && !isEmptyAccount && data.pacientes.length === 0 && (
          <QueryEmpty
            icon={<IconSearch size={28} stroke={1.6} />}
            withIndicatorBackground
            title="Nenhum registro encontrado"
            description="Nenhum paciente corresponde à busca ou ao filtro. Confira a grafia ou limpe os filtros."
            actions={
              <Button variant="default" onClick={clearFilters}>
                Limpar filtros
              </Button>
            }
          />
        )}

        {data && data.pacientes.length > 0 && (
          <>
            <PacientesTable
              pacientes={data.pacientes}
              stale={query.isPlaceholderData}
              onStatus={setStatusFor}
              onDelete={onDelete}
            />
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed">
                {rangeText(data.pagination)}
              </Text>
              {data.pagination.last_page > 1 && (
                <Pagination
                  total={data.pagination.last_page}
                  value={params.page}
                  onChange={goToPage}
                  size="sm"
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
                  })}
                  getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
                />
              )}
            </Group>
          </>
        )}
      </Stack>

      <StatusDialog paciente={statusFor} onClose={() => setStatusFor(null)} />
    </>
  );
}

function rangeText({ page, per_page, total }: { page: number; per_page: number; total: number }): string {
  const from = (page - 1) * per_page + 1;
  const to = Math.min(total, page * per_page);
  return total === 1 ? '1 paciente' : `${from}–${to} de ${total} pacientes`;
}
