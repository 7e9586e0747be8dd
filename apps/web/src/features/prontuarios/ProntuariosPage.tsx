import { type Prontuario, TIPO_PRONTUARIO_LABELS } from '@consultorio/contracts/prontuarios';
import { Anchor, Button, Card, EmptyState, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconNotebook, IconPlus, IconSearchOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PacienteLoadError } from '../../components/PacienteLoadError';
import { PageHeader } from '../../components/PageHeader';
import { ProntuarioTimeline } from '../../components/prontuarios/ProntuarioTimeline';
import { QueryError } from '../../components/QueryState';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { usePlan } from '../../plano/usePlan';
import { paths } from '../../routes/paths';
import { useDeleteProntuario, useExportarPdf, usePacienteDoProntuario, useProntuarios } from './api';
import { EntradaDialog } from './components/EntradaDialog';
import { ExportarButton, PlanoSemPdf } from './components/ExportarButton';
import { FILTROS_VAZIOS, Filtros, type FiltrosValue, temFiltro } from './components/Filtros';

const PER_PAGE = 20;

/** "1 entrada", "3 entradas encontradas". */
const contagem = (n: number, filtrado: boolean) =>
  `${n} ${n === 1 ? 'entrada' : 'entradas'}${filtrado ? (n === 1 ? ' encontrada' : ' encontradas') : ''}`;

/** /pacientes/prontuarios/{pacienteId}: the patient's record as a timeline, with filters, writing and export. */
export function ProntuariosPage() {
  const { pacienteId = '' } = useParams();
  const paciente = usePacienteDoProntuario(pacienteId);
  const { has } = usePlan();
  const podeExportar = has('prontuarios_pdf');
  const [filtros, setFiltros] = useState<FiltrosValue>(FILTROS_VAZIOS);
  const [busca] = useDebouncedValue(filtros.busca.trim(), 350);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ opened: boolean; entrada: Prontuario | null }>({
    opened: false,
    entrada: null,
  });
  const query = useProntuarios(pacienteId, {
    page,
    per_page: PER_PAGE,
    tipo: filtros.tipo,
    data_inicio: filtros.periodo[0],
    data_fim: filtros.periodo[1] ?? filtros.periodo[0],
    busca,
  });
  const remove = useDeleteProntuario(pacienteId);
  const exportar = useExportarPdf(pacienteId);

  const changeFiltros = (next: FiltrosValue) => {
    setFiltros(next);
    setPage(1);
  };
  const novaEntrada = () => setDialog({ opened: true, entrada: null });
  const exportarPdf = (p?: Prontuario) =>
    exportar.mutate(
      { prontuarioId: p?.id },
      {
        onSuccess: ({ name }) =>
          notifications.show({ color: 'teal', title: 'PDF gerado', message: `Arquivo ${name} baixado.` }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível exportar', message: errorMessage(e) }),
      },
    );
  const confirmDelete = (p: Prontuario) =>
    modals.openConfirmModal({
      title: `Excluir a entrada de ${formatDate(p.data)}?`,
      centered: true,
      children: (
        <Text fz="sm">
          A entrada ({TIPO_PRONTUARIO_LABELS[p.tipo].toLowerCase()}) deixa de aparecer no prontuário e nas
          exportações. Por exigência legal (Resolução CFP 001/2009), ela continua guardada com segurança pelo
          prazo de guarda.
        </Text>
      ),
      labels: { confirm: 'Excluir entrada', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: ({ message }) =>
            notifications.show({ color: 'teal', title: 'Entrada excluída', message }),
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
        }),
    });

  if (paciente.isError && paciente.error instanceof ApiError && paciente.error.status === 404) {
    return <PacienteLoadError error={paciente.error} onRetry={() => paciente.refetch()} />;
  }

  const data = query.data;
  const vazio = data?.pagination.total === 0;
  const nova = (
    <Button leftSection={<IconPlus size={17} stroke={1.8} />} onClick={novaEntrada}>
      Nova entrada
    </Button>
  );

  return (
    <>
      <Anchor
        component={Link}
        to={paths.pacientes.ficha(pacienteId, 'prontuario')}
        fz="sm"
        mb="xs"
        display="inline-flex"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={15} stroke={1.8} />
          Ficha do paciente
        </Group>
      </Anchor>
      <PageHeader
        title="Prontuário"
        description={
          paciente.data ? (
            <>
              <Text span fw={600} c="var(--mantine-color-text)">
                {paciente.data.nome}
              </Text>
              {' · '}registros clínicos guardados com criptografia e sigilo (Resolução CFP 001/2009).
            </>
          ) : (
            <Skeleton h={14} w={280} component="span" display="inline-block" />
          )
        }
        actions={
          <>
            <ExportarButton
              allowed={podeExportar}
              loading={exportar.isPending && !exportar.variables?.prontuarioId}
              disabledEmpty={vazio && !temFiltro(filtros)}
              onClick={() => exportarPdf()}
            />
            {nova}
          </>
        }
      />
      {!podeExportar && <PlanoSemPdf />}

      <Filtros value={filtros} onChange={changeFiltros} />

      <QueryError
        title="Não foi possível carregar o prontuário"
        mb="lg"
        error={query.error}
        onRetry={query.refetch}
      />
      {query.isPending && !query.isError && (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Carregando prontuário">
          {[0, 1, 2].map((i) => (
            <Group key={i} align="flex-start" wrap="nowrap" gap="md">
              <Skeleton h={30} w={30} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={16} w={200} />
                <Skeleton h={56} />
              </Stack>
            </Group>
          ))}
        </Stack>
      )}

      {data && vazio && (
        <Card py="xl">
          {temFiltro(filtros) ? (
            <EmptyState
              variant="light"
              icon={<IconSearchOff size={28} stroke={1.6} />}
              title="Nenhum registro encontrado"
              description="Nenhuma entrada combina com os filtros. Tente outras palavras, outro tipo ou um período maior."
            >
              <EmptyState.Actions>
                <Button variant="light" onClick={() => changeFiltros(FILTROS_VAZIOS)}>
                  Limpar filtros
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          ) : (
            <EmptyState
              variant="light"
              icon={<IconNotebook size={28} stroke={1.6} />}
              title="Nenhuma entrada no prontuário"
              description="Registre após cada atendimento a avaliação da demanda, a evolução, os procedimentos e os encaminhamentos. Tudo fica guardado com criptografia."
            >
              <EmptyState.Actions>{nova}</EmptyState.Actions>
            </EmptyState>
          )}
        </Card>
      )}

      {data && !vazio && (
        <Card p={{ base: 'md', sm: 'lg' }} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Text fz="sm" c="dimmed" mb="lg">
            {contagem(data.pagination.total, temFiltro(filtros))}, da mais recente à mais antiga
          </Text>
          <ProntuarioTimeline
            entradas={data.prontuarios}
            actions={{
              onEdit: (entrada) => setDialog({ opened: true, entrada }),
              onDelete: confirmDelete,
              onExport: exportarPdf,
              canExport: podeExportar,
              exportingId: exportar.isPending ? exportar.variables?.prontuarioId : null,
            }}
          />
          {data.pagination.last_page > 1 && (
            <Group justify="center" mt="xl">
              <Pagination
                total={data.pagination.last_page}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
                })}
                getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
              />
            </Group>
          )}
        </Card>
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
