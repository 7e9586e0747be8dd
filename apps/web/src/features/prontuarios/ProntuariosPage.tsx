import { hojeEm, isMenorDeIdade } from '@consultorio/contracts/pacientes';
import type { Prontuario } from '@consultorio/contracts/prontuarios';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PacienteLoadError } from '../../components/PacienteLoadError';
import { PageHeader } from '../../components/PageHeader';
import { VoltarParaFicha } from '../../components/pacientes/VoltarParaFicha';
import { QueryError } from '../../components/QueryState';
import { usePlan } from '../../plano/usePlan';
import { usePacienteDoProntuario, useProntuarios } from './api';
import { EntradaDialog } from './components/EntradaDialog';
import { ExportarButton, PlanoSemPdf } from './components/ExportarButton';
import { ExportarDialog } from './components/ExportarDialog';
import { FILTROS_VAZIOS, Filtros, type FiltrosValue, temFiltro } from './components/Filtros';
import {
  ProntuarioDescricao,
  ProntuarioPagina,
  ProntuarioVazio,
  TimelineCarregando,
} from './ProntuariosSecoes';
import { useProntuarioAcoes } from './useProntuarioAcoes';

const PER_PAGE = 20;

/** The page of entries the filters ask for (the search after a pause); changing a filter goes back to page 1. */
function useProntuariosFiltrados(pacienteId: string) {
  const [filtros, setFiltros] = useState<FiltrosValue>(FILTROS_VAZIOS);
  const [busca] = useDebouncedValue(filtros.busca.trim(), 350);
  const [page, setPage] = useState(1);
  const query = useProntuarios(pacienteId, {
    page,
    per_page: PER_PAGE,
    tipo: filtros.tipo,
    data_inicio: filtros.periodo[0],
    data_fim: filtros.periodo[1] ?? filtros.periodo[0],
    busca,
  });
  const changeFiltros = (next: FiltrosValue) => {
    setFiltros(next);
    setPage(1);
  };
  return { filtros, changeFiltros, page, setPage, query };
}

/** /pacientes/prontuarios/{pacienteId}: the patient's record as a timeline, with filters, writing and export. */
export function ProntuariosPage() {
  const { pacienteId = '' } = useParams();
  const paciente = usePacienteDoProntuario(pacienteId);
  const { has } = usePlan();
  const podeExportar = has('prontuarios_pdf');
  const [dialog, setDialog] = useState<{ opened: boolean; entrada: Prontuario | null }>({
    opened: false,
    entrada: null,
  });
  const { filtros, changeFiltros, page, setPage, query } = useProntuariosFiltrados(pacienteId);
  const acoes = useProntuarioAcoes(pacienteId);

  const novaEntrada = () => setDialog({ opened: true, entrada: null });
  const [exportar, setExportar] = useState(false);
  const nascimento = paciente.data?.data_nascimento;

  if (paciente.isError && paciente.error instanceof ApiError && paciente.error.status === 404) {
    return <PacienteLoadError error={paciente.error} onRetry={() => paciente.refetch()} />;
  }

  const data = query.data;
  const vazio = data?.pagination.total === 0;
  // An archived patient's record reads and exports, never changes (docs/decisions/0078-archived-patients-read-only.md).
  const somenteLeitura = !!paciente.data?.arquivado_em;
  const nova = !somenteLeitura && (
    <Button leftSection={<IconPlus size={17} stroke={1.8} />} onClick={novaEntrada}>
      Nova entrada
    </Button>
  );

  return (
    <>
      <VoltarParaFicha pacienteId={pacienteId} aba="prontuario" />
      <PageHeader
        title="Prontuário"
        description={<ProntuarioDescricao nome={paciente.data?.nome} />}
        actions={
          <>
            <ExportarButton
              allowed={podeExportar}
              loading={acoes.exportandoTudo}
              disabledEmpty={vazio && !temFiltro(filtros)}
              onClick={() => setExportar(true)}
            />
            {nova}
          </>
        }
      />
      {!podeExportar && <PlanoSemPdf />}
      <ExportarDialog
        opened={exportar}
        onClose={() => setExportar(false)}
        temResponsavel={!!paciente.data?.responsavel}
        menor={isMenorDeIdade(nascimento, hojeEm())}
        exportando={acoes.exportandoTudo}
        onExportar={(opcoes) => acoes.exportarPdf(undefined, opcoes, () => setExportar(false))}
      />

      <Filtros value={filtros} onChange={changeFiltros} />

      <QueryError
        title="Não foi possível carregar o prontuário"
        mb="lg"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && !query.isError && <TimelineCarregando />}

      {data && vazio && (
        <ProntuarioVazio
          filtrado={temFiltro(filtros)}
          onLimparFiltros={() => changeFiltros(FILTROS_VAZIOS)}
          nova={nova}
        />
      )}

      {data && !vazio && (
        <ProntuarioPagina
          data={data}
          filtrado={temFiltro(filtros)}
          carregando={query.isPlaceholderData}
          page={page}
          onPage={setPage}
          actions={{
            onEdit: (entrada) => setDialog({ opened: true, entrada }),
            onDelete: acoes.confirmDelete,
            onExport: acoes.exportarPdf,
            canExport: podeExportar,
            exportingId: acoes.exportandoId,
            somenteLeitura,
          }}
        />
      )}

      <EntradaDialog
        pacienteId={pacienteId}
        entrada={dialog.entrada}
        opened={dialog.opened}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </>
  );
}
