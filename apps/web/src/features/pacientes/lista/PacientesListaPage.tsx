import { Button, Stack } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryError } from '../../../components/QueryState';
import { usePlan } from '../../../plano/usePlan';
import { paths } from '../../../routes/paths';
import { useDeletePaciente, usePacientes } from '../api';
import { confirmDeletePaciente } from '../components/confirmDelete';
import { NovoPacienteButton } from '../components/NovoPacienteButton';
import { StatusDialog, type StatusTarget } from '../components/StatusDialog';
import { ExportarPacientesMenu, ImportarPlanilhaButton } from '../importar/BotoesPlanilha';
import { novoPacienteBloqueio } from '../planLimit';
import { readListParams, withFilter, writeListParams } from './listParams';
import {
  ArquivadosNaBusca,
  BloqueioAlert,
  ContadorPacientes,
  NenhumEncontrado,
  PacientesFiltros,
  PacientesPaginacao,
  PrimeiroPaciente,
} from './PacientesListaSecoes';
import { PacientesTable, PacientesTableSkeleton } from './PacientesTable';
import { useBuscaPacientes } from './useBuscaPacientes';

/**
 * /pacientes: search as you type, status filter, pagination, row actions, the plan's patient counter and the way to
 * the archived patients ("Arquivados").
 */
export function PacientesListaPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const plan = usePlan();
  const bloqueio = novoPacienteBloqueio(plan);
  const query = usePacientes(params);
  const remove = useDeletePaciente();
  const [statusFor, setStatusFor] = useState<StatusTarget | null>(null);

  const { busca, onBusca, limparBusca } = useBuscaPacientes(params, setSearchParams);

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
    limparBusca();
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
            {plan.known && <ContadorPacientes plan={plan} bloqueado={!!bloqueio} />}
            <Button
              component={Link}
              to={paths.pacientes.arquivados}
              variant="default"
              leftSection={<IconArchive size={17} />}
            >
              Arquivados
            </Button>
            <ImportarPlanilhaButton />
            {!isEmptyAccount && <ExportarPacientesMenu />}
            <NovoPacienteButton />
          </>
        }
      />

      <Stack gap="lg">
        {bloqueio && plan.known && <BloqueioAlert plan={plan} bloqueio={bloqueio} />}

        {!isEmptyAccount && (
          <PacientesFiltros
            busca={busca}
            onBusca={onBusca}
            buscando={query.isFetching && !firstLoad}
            status={params.status_tratamento ?? null}
            onStatus={(v) => setSearchParams(withFilter(params, { status_tratamento: v ?? undefined }))}
          />
        )}

        <QueryError
          title="Não foi possível carregar os pacientes"
          error={query.error}
          onRetry={query.refetch}
        />

        {data && data.arquivados_correspondentes > 0 && (
          <ArquivadosNaBusca n={data.arquivados_correspondentes} />
        )}

        {firstLoad && !query.isError && <PacientesTableSkeleton />}

        {isEmptyAccount && <PrimeiroPaciente />}

        {data && !isEmptyAccount && data.pacientes.length === 0 && (
          <NenhumEncontrado onLimpar={clearFilters} />
        )}

        {data && data.pacientes.length > 0 && (
          <>
            <PacientesTable
              pacientes={data.pacientes}
              stale={query.isPlaceholderData}
              onStatus={setStatusFor}
              onDelete={onDelete}
            />
            <PacientesPaginacao pagination={data.pagination} page={params.page} onPage={goToPage} />
          </>
        )}
      </Stack>

      <StatusDialog paciente={statusFor} onClose={() => setStatusFor(null)} />
    </>
  );
}
