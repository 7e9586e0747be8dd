import type { Lancamento } from '@consultorio/contracts/financeiro';
import { Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { applyApiFieldErrors, errorMessage } from '../../../lib/forms';
import { useCreateLancamento, useDeleteLancamento, useUpdateLancamento } from '../api';
import { LANCAMENTO_FIELDS, type LancamentoFormValues, toPayload } from './lancamentoForm';

/**
 * Saves (or, once confirmed, deletes) an entry, then goes back to `voltar`. The API's field errors go to their
 * fields; any other error to the form's alert.
 */
export function useLancamentoSubmit({
  form,
  lancamento,
  voltar,
}: {
  form: UseFormReturnType<LancamentoFormValues>;
  lancamento?: Lancamento;
  voltar: string;
}) {
  const navigate = useNavigate();
  const create = useCreateLancamento();
  const update = useUpdateLancamento();
  const remove = useDeleteLancamento();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const onError = (error: unknown) => {
      if (!applyApiFieldErrors(form, error, LANCAMENTO_FIELDS)) setFormError(errorMessage(error));
    };
    const onSuccess = (l: Lancamento) => {
      notifications.show({
        color: 'teal',
        title: lancamento ? 'Lançamento atualizado' : 'Lançamento registrado',
        message: `${l.descricao}: ${formatMoney(l.valor)}`,
      });
      navigate(voltar);
    };
    if (lancamento) {
      update.mutate({ id: lancamento.id, body: toPayload(values, 'editar') }, { onSuccess, onError });
    } else {
      create.mutate(toPayload(values, 'novo'), { onSuccess, onError });
    }
  });

  const confirmDelete = () =>
    lancamento &&
    modals.openConfirmModal({
      title: 'Excluir este lançamento?',
      centered: true,
      children: (
        <Text fz="sm">
          {lancamento.descricao} ({formatMoney(lancamento.valor)}) sai dos totais e do Carnê-Leão. Esta ação
          não pode ser desfeita.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(lancamento.id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              title: 'Lançamento excluído',
              message: lancamento.descricao,
            });
            navigate(voltar);
          },
          onError: (e) =>
            notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
        }),
    });

  return {
    submit,
    confirmDelete,
    formError,
    saving: create.isPending || update.isPending,
    removing: remove.isPending,
  };
}
