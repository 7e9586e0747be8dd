import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PacienteLoadError } from '../../components/PacienteLoadError';
import { PageHeader } from '../../components/PageHeader';
import { VoltarParaFicha } from '../../components/pacientes/VoltarParaFicha';
import { QueryError } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { AnexosCarregando, AnexosDescricao, ArquivosCard, EnvioCard } from './AnexosSecoes';
import { useAnexos, usePacienteDosAnexos } from './api';
import { useAnexoAcoes } from './useAnexoAcoes';

/** /pacientes/anexos/{id}: send a patient's files (several at once), list, download and delete them. */
export function AnexosPage() {
  const { id: pacienteId = '' } = useParams();
  const query = useAnexos(pacienteId);
  const { plano } = usePlan();
  const acoes = useAnexoAcoes(pacienteId);
  const data = query.data;
  // An archived patient's files download; nothing is sent or deleted (docs/decisions/0078-archived-patients-read-only.md).
  const somenteLeitura = !!usePacienteDosAnexos(pacienteId).data?.arquivado_em;

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return <PacienteLoadError error={query.error} onRetry={() => query.refetch()} />;
  }

  return (
    <>
      <VoltarParaFicha pacienteId={pacienteId} aba="anexos" />
      <PageHeader title="Anexos" description={<AnexosDescricao nome={data?.paciente.nome} />} />

      <QueryError
        title="Não foi possível carregar os anexos"
        mb="lg"
        error={query.error}
        onRetry={query.refetch}
      />

      {query.isPending && !query.isError && <AnexosCarregando />}

      {data && (
        <Stack gap="lg">
          {!somenteLeitura && <EnvioCard pacienteId={pacienteId} data={data} plano={plano.nome} />}
          <ArquivosCard data={data} acoes={somenteLeitura ? { ...acoes, confirmDelete: undefined } : acoes} />
        </Stack>
      )}
    </>
  );
}
