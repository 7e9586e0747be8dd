import { CATEGORIA_LABELS, type Lancamento } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { FORMA_PAGAMENTO_LABELS } from '@consultorio/contracts/sessoes';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileInvoice, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { paths } from '../../../routes/paths';
import { baixarRecibo } from '../api';
import { isVencido, StatusBadge } from '../components/StatusBadge';
import { Valor } from '../components/Valor';
import { useLancamentoActions } from './useLancamentoActions';

const detalhe = (l: Lancamento, comPaciente: boolean) =>
  [
    CATEGORIA_LABELS[l.categoria],
    l.forma_pagamento ? FORMA_PAGAMENTO_LABELS[l.forma_pagamento] : null,
    comPaciente ? l.paciente_nome : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The entries as a table (cards on a phone), with "Marcar como pago", edit and delete on each row.
 * `voltar` is where the edit page returns to.
 */
export function LancamentosTable({
  lancamentos,
  voltar,
  comPaciente = true,
  podeAlterar = true,
}: {
  lancamentos: Lancamento[];
  voltar?: string;
  comPaciente?: boolean;
  podeAlterar?: boolean;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const { marcarPago, confirmDelete, marcando } = useLancamentoActions();
  const hoje = hojeEm();
  const editar = (l: Lancamento) => paths.financeiro.editar(l.id, { voltar });

  const marcar = (l: Lancamento, compact = false) =>
    l.status === 'pendente' && podeAlterar ? (
      <Button
        size={compact ? 'compact-sm' : 'xs'}
        variant="light"
        leftSection={<IconCheck size={15} stroke={2} />}
        onClick={() => marcarPago(l)}
        loading={marcando(l.id)}
        aria-label={`Marcar como pago: ${l.descricao}`}
      >
        Marcar como pago
      </Button>
    ) : null;

  // A paid receita prints its receipt (docs/carne-leao.md "Receipts"), also where the list is read-only.
  const recibo = (l: Lancamento) =>
    l.tipo === 'receita' &&
    l.status === 'pago' && (
      <Tooltip label="Recibo">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Recibo de ${l.descricao}`}
          onClick={() =>
            baixarRecibo(l).catch((e) =>
              notifications.show({
                color: 'red',
                title: 'Não foi possível gerar o recibo',
                message: errorMessage(e),
              }),
            )
          }
        >
          <IconFileInvoice size={17} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    );

  const acoes = (l: Lancamento) =>
    (podeAlterar || (l.tipo === 'receita' && l.status === 'pago')) && (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {recibo(l)}
        {podeAlterar && (
          <>
            <Tooltip label="Editar">
              <ActionIcon
                component={Link}
                to={editar(l)}
                variant="subtle"
                color="gray"
                aria-label={`Editar ${l.descricao}`}
              >
                <IconPencil size={17} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Excluir">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Excluir ${l.descricao}`}
                onClick={() => confirmDelete(l)}
              >
                <IconTrash size={17} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </Group>
    );

  if (phone) {
    return (
      <Stack gap="sm">
        {lancamentos.map((l) => (
          <Card key={l.id} padding="md" aria-label={l.descricao}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} lineClamp={2}>
                  {l.descricao}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDate(l.data)} · {detalhe(l, comPaciente)}
                </Text>
              </Stack>
              <Valor l={l} />
            </Group>
            <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
              <StatusBadge status={l.status} vencido={isVencido(l, hoje)} />
              {acoes(l)}
            </Group>
            {l.status === 'pendente' && podeAlterar && <Stack mt="xs">{marcar(l)}</Stack>}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Card p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Data</Table.Th>
              <Table.Th>Descrição</Table.Th>
              <Table.Th w={120}>Situação</Table.Th>
              <Table.Th w={140} ta="right">
                Valor
              </Table.Th>
              <Table.Th w={250}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lancamentos.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text fz="sm">{formatDate(l.data)}</Text>
                  {l.data_pagamento && l.data_pagamento !== l.data && (
                    <Text fz="xs" c="dimmed">
                      pago {formatDate(l.data_pagamento)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500} lineClamp={1}>
                    {l.descricao}
                  </Text>
                  <Text fz="xs" c="dimmed" lineClamp={1}>
                    {detalhe(l, comPaciente)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={l.status} vencido={isVencido(l, hoje)} />
                </Table.Td>
                <Table.Td>
                  <Valor l={l} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {marcar(l)}
                    {acoes(l)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
