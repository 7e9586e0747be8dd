import type { Lancamento } from '@consultorio/contracts/financeiro';
import { hojeEm } from '@consultorio/contracts/pacientes';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useDeleteLancamento, useUpdateLancamento } from '../api';

/**
 * The row actions of an entry. "Marcar como pago" is one click: the payment date is today (the Carnê-Leão counts a
 * receita in the month it was received), and the entry can be edited afterwards if it was paid on another day.
 */
export function useLancamentoActions() {
  const update = useUpdateLancamento();
  const remove = useDeleteLancamento();

  const marcarPago = (l: Lancamento) =>
    update.mutate(
      { id: l.id, body: { status: 'pago', data_pagamento: hojeEm() } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: l.tipo === 'receita' ? 'Marcado como recebido' : 'Marcado como pago',
            message: `${l.descricao}: ${formatMoney(l.valor)}`,
          }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível marcar', message: errorMessage(e) }),
      },
    );

  const confirmDelete = (l: Lancamento) =>
    modals.openConfirmModal({
      title: 'Excluir este lançamento?',
      centered: true,
      children: (
        <Text fz="sm">
          {l.descricao} ({formatMoney(l.valor)}) sai dos totais e do Carnê-Leão. Esta ação não pode ser
          desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(l.id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', title: 'Lançamento excluído', message: l.descricao }),
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
        }),
    });

  const marcando = (id: string) => update.isPending && update.variables?.id === id;
  return { marcarPago, confirmDelete, marcando };
}
