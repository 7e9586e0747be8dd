import type { Agendamento, AgendamentoUpdate, Escopo } from '@consultorio/contracts/agendamentos';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/forms';
import { useDeleteAgendamento, useUpdateAgendamento } from './api';
import { perguntarEscopo } from './escopo';

/**
 * What the details dialog does to an appointment: change its status (or record it), cancel and delete after a
 * confirmation — for an occurrence of a series, asking whether the next ones go too. Each closes the dialog when
 * done. `nome` and `quando` are the patient and the time the confirmations name.
 */
/** What a cancellation in a series did: only this occurrence (the rest of the series stays), or n from it on. */
export const mensagemDoCancelamento =
  (quando: string, escopo: Escopo) =>
  (cancelados: number): string => {
    if (escopo === 'este')
      return `Só o agendamento de ${quando} foi cancelado; os outros da série continuam.`;
    return cancelados === 1
      ? `O agendamento de ${quando}, o último da série, foi cancelado.`
      : `${cancelados} agendamentos da série foram cancelados, a partir de ${quando}.`;
  };

export function useAgendamentoAcoes({
  a,
  nome,
  quando,
  onClose,
}: {
  a: Agendamento;
  nome: string;
  quando: string;
  onClose: () => void;
}) {
  const update = useUpdateAgendamento();
  const remove = useDeleteAgendamento();

  const alterar = (
    body: AgendamentoUpdate,
    escopo: Escopo,
    titulo: string,
    mensagem: (atualizados: number) => string = () => '',
  ) =>
    update.mutate(
      { id: a.id, body, escopo },
      {
        onSuccess: (res) => {
          // One sentence that says what happened (the API's generic "atualizado" would contradict the title).
          notifications.show({
            color: 'teal',
            title: titulo,
            message: mensagem(res.atualizados) || res.message,
          });
          onClose();
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível alterar', message: errorMessage(e) }),
      },
    );

  const cancelar = async () => {
    if (a.serie_id) {
      const escopo = await perguntarEscopo({
        titulo: 'Cancelar agendamento recorrente',
        descricao: `Cancelar somente o agendamento de ${quando} ou também os próximos da série de ${nome}?`,
        confirmarCor: 'red',
      });
      if (escopo)
        alterar(
          { status: 'cancelado' },
          escopo,
          'Agendamento cancelado',
          mensagemDoCancelamento(quando, escopo),
        );
      return;
    }
    modals.openConfirmModal({
      title: 'Cancelar este agendamento?',
      centered: true,
      children: (
        <Text fz="sm">
          O horário de {nome} em {quando} fica livre na agenda.
        </Text>
      ),
      labels: { confirm: 'Cancelar agendamento', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        alterar(
          { status: 'cancelado' },
          'este',
          'Agendamento cancelado',
          () => `O horário de ${quando} ficou livre.`,
        ),
    });
  };

  const excluir = async () => {
    const feito = {
      onSuccess: (res: { message: string }) => {
        notifications.show({ color: 'teal', title: 'Excluído', message: res.message });
        onClose();
      },
      onError: (e: unknown) =>
        notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
    };
    if (a.serie_id) {
      const escopo = await perguntarEscopo({
        titulo: 'Excluir agendamento recorrente',
        descricao:
          'Excluir somente este agendamento ou também os próximos da série? Esta ação não pode ser desfeita.',
        confirmarCor: 'red',
      });
      if (escopo) remove.mutate({ id: a.id, escopo }, feito);
      return;
    }
    modals.openConfirmModal({
      title: 'Excluir este agendamento?',
      centered: true,
      children: (
        <Text fz="sm">
          O agendamento de {nome} em {quando} será excluído. Para manter o histórico, prefira cancelar.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ id: a.id, escopo: 'este' }, feito),
    });
  };

  return { alterar, cancelar, excluir, alterando: update.isPending, excluindo: remove.isPending };
}
