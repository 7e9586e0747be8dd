import type { Paciente } from '@consultorio/contracts/pacientes';
import { FORMA_PAGAMENTO_LABELS, PRESENCA_LABELS, type Sessao } from '@consultorio/contracts/sessoes';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconFileInvoice, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { call, downloadFile, endpointUrl } from '../../../api/client';
import { QueryEmpty, QueryError, QueryLoading } from '../../../components/QueryState';
import { formatDate, formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { usePlan } from '../../../plano/usePlan';
import { useDeleteSessao, useSessoes } from '../api';
import { usePhone } from '../components/usePhone';
import { PRESENCA_COLORS } from '../status';
import { SessaoDialog } from './SessaoDialog';

const quando = (s: Sessao) => `${formatDate(s.data)}${s.hora_inicio ? ` às ${s.hora_inicio}` : ''}`;

function Pagamento({ s }: { s: Sessao }) {
  if (s.valor === null) {
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  }
  // Like the statistics' "a receber": only a held session that was not paid is pending.
  const pendente = !s.pago && s.presenca === 'realizada';
  return (
    <Stack gap={0}>
      <Text fz="sm">{formatMoney(s.valor)}</Text>
      <Text fz="xs" c={pendente ? 'amber' : 'dimmed'}>
        {s.pago
          ? `Pago${s.forma_pagamento ? ` · ${FORMA_PAGAMENTO_LABELS[s.forma_pagamento]}` : ''}`
          : pendente
            ? 'Pendente'
            : 'Não pago'}
      </Text>
    </Stack>
  );
}

/**
 * The receipt of a paid session: the PDF of its receita in Financeiro (`GET /financeiros/{id}/recibo`), found by
 * the session link — first among the session month's entries, then among all of the patient's.
 */
async function baixarReciboDaSessao(s: Sessao) {
  const buscar = async (periodo: { mes?: number; ano?: number }) =>
    (
      await call('financeiro.list', {
        query: { paciente_id: s.paciente_id, tipo: 'receita', status: 'pago', per_page: 100, ...periodo },
      })
    ).financeiros.find((l) => l.sessao_id === s.id);
  const receita =
    (await buscar({ mes: Number(s.data.slice(5, 7)), ano: Number(s.data.slice(0, 4)) })) ??
    (await buscar({}));
  if (!receita) throw new Error('Esta sessão não tem uma receita paga no Financeiro.');
  return downloadFile(
    endpointUrl('financeiro.recibo', { id: receita.id }),
    `recibo-${receita.data_pagamento ?? s.data}.pdf`,
  );
}

/** Tab "Sessões": the sessions, newest first, with "Registrar sessão" and deletion. */
export function SessoesTab({ paciente }: { paciente: Paciente }) {
  const [page, setPage] = useState(1);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editando, setEditando] = useState<Sessao | null>(null);
  const query = useSessoes(paciente.id, page);
  const remove = useDeleteSessao(paciente.id);
  const phone = usePhone();

  const financeiro = usePlan().has('gestao_financeira');
  const confirmDelete = (s: Sessao) => {
    // Finance: the session's receita stays (unlinked) unless the user asks to delete it too.
    let excluirLancamento = false;
    return modals.openConfirmModal({
      title: `Excluir a sessão de ${quando(s)}?`,
      centered: true,
      children: (
        <>
          <Text fz="sm">
            A sessão e suas observações serão excluídas, e as estatísticas do paciente, recalculadas. Esta
            ação não pode ser desfeita.
          </Text>
          {financeiro && (
            <Checkbox
              mt="md"
              label="Excluir também o lançamento financeiro desta sessão"
              description="Sem marcar, a receita continua no financeiro, apenas desligada da sessão."
              onChange={(e) => {
                excluirLancamento = e.currentTarget.checked;
              }}
            />
          )}
        </>
      ),
      labels: { confirm: 'Excluir sessão', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { id: s.id, excluirLancamento },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', title: 'Sessão excluída', message: quando(s) }),
            onError: (e) =>
              notifications.show({
                color: 'red',
                title: 'Não foi possível excluir',
                message: errorMessage(e),
              }),
          },
        ),
    });
  };

  const registrar = (
    <Button onClick={() => setDialogOpen(true)} leftSection={<IconCalendarPlus size={17} stroke={1.7} />}>
      Registrar sessão
    </Button>
  );
  const data = query.data;
  const editButton = (s: Sessao) => (
    <Tooltip label="Editar sessão">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Editar sessão de ${quando(s)}`}
        onClick={() => setEditando(s)}
      >
        <IconPencil size={17} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
  const deleteButton = (s: Sessao) => (
    <Tooltip label="Excluir sessão">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Excluir sessão de ${quando(s)}`}
        onClick={() => confirmDelete(s)}
      >
        <IconTrash size={17} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );

  const reciboButton = (s: Sessao) =>
    financeiro &&
    s.pago &&
    s.valor !== null && (
      <Tooltip label="Recibo">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Recibo da sessão de ${quando(s)}`}
          onClick={() =>
            baixarReciboDaSessao(s).catch((e) =>
              notifications.show({
                color: 'red',
                title: 'Não foi possível gerar o recibo',
                message: e instanceof Error && !('status' in e) ? e.message : errorMessage(e),
              }),
            )
          }
        >
          <IconFileInvoice size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    );

  return (
    <>
      <QueryError title="Não foi possível carregar as sessões" error={query.error} onRetry={query.refetch} />
      {query.isPending && !query.isError && (
        <QueryLoading label="Carregando sessões" blocks={[{ h: 36, w: 180 }, 220]} />
      )}

      {data && data.pagination.total === 0 && (
        <QueryEmpty
          variant="light"
          icon={<IconNotes size={28} stroke={1.6} />}
          title="Nenhuma sessão registrada"
          description="Registre cada sessão depois de realizada (ou a falta): a presença, o valor e se foi paga. As estatísticas acima se atualizam sozinhas."
          actions={registrar}
        />
      )}

      {data && data.pagination.total > 0 && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {data.pagination.total === 1 ? '1 sessão' : `${data.pagination.total} sessões`}, da mais recente
              à mais antiga
            </Text>
            {registrar}
          </Group>
          {phone ? (
            <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {data.sessoes.map((s) => (
                <Card key={s.id} p="md" data-testid="sessao">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={4}>
                      <Text fw={600} fz="sm">
                        {quando(s)}
                      </Text>
                      <Group gap="xs">
                        <Badge variant="light" color={PRESENCA_COLORS[s.presenca]}>
                          {PRESENCA_LABELS[s.presenca]}
                        </Badge>
                        <Text fz="xs" c="dimmed">
                          {s.duracao_minutos} min
                        </Text>
                      </Group>
                    </Stack>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Pagamento s={s} />
                      {reciboButton(s)}
                      {editButton(s)}
                      {deleteButton(s)}
                    </Group>
                  </Group>
                  {s.observacoes && (
                    <Text fz="sm" c="dimmed" mt="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                      {s.observacoes}
                    </Text>
                  )}
                </Card>
              ))}
            </Stack>
          ) : (
            <Card p={0} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <Table.ScrollContainer minWidth={640} type="native">
                <Table verticalSpacing="sm" horizontalSpacing="md">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Data</Table.Th>
                      <Table.Th>Presença</Table.Th>
                      <Table.Th>Duração</Table.Th>
                      <Table.Th>Valor</Table.Th>
                      <Table.Th>Observações</Table.Th>
                      <Table.Th w={92}>
                        <VisuallyHidden>Ações</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.sessoes.map((s) => (
                      <Table.Tr key={s.id} data-testid="sessao">
                        <Table.Td>
                          <Text fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                            {quando(s)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={PRESENCA_COLORS[s.presenca]}>
                            {PRESENCA_LABELS[s.presenca]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text fz="sm">{s.duracao_minutos} min</Text>
                        </Table.Td>
                        <Table.Td>
                          <Pagamento s={s} />
                        </Table.Td>
                        <Table.Td maw={320}>
                          <Text fz="sm" c={s.observacoes ? undefined : 'dimmed'} lineClamp={2}>
                            {s.observacoes ?? '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            {reciboButton(s)}
                            {editButton(s)}
                            {deleteButton(s)}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
          {data.pagination.last_page > 1 && (
            <Group justify="flex-end">
              <Pagination total={data.pagination.last_page} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}

      <SessaoDialog paciente={paciente} opened={dialogOpen} onClose={() => setDialogOpen(false)} />
      <SessaoDialog
        paciente={paciente}
        opened={editando !== null}
        sessao={editando}
        onClose={() => setEditando(null)}
      />
    </>
  );
}
