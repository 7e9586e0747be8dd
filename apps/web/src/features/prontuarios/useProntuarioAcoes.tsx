import { type Prontuario, TIPO_PRONTUARIO_LABELS } from '@consultorio/contracts/prontuarios';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/forms';
import { useDeleteProntuario, useExportarPdf } from './api';

/**
 * The record's actions: the PDF of the whole record or of one entry, and the deletion of an entry after a
 * confirmation (it stays kept for the legal period, Resolução CFP 001/2009).
 */
export function useProntuarioAcoes(pacienteId: string) {
  const remove = useDeleteProntuario(pacienteId);
  const exportar = useExportarPdf(pacienteId);

  const exportarPdf = (
    p?: Prontuario,
    opcoes?: { anamnese: boolean; responsavel: boolean },
    depois?: () => void,
  ) =>
    exportar.mutate(
      { prontuarioId: p?.id, ...opcoes },
      {
        onSuccess: ({ name }) => {
          notifications.show({ color: 'teal', title: 'PDF gerado', message: `Arquivo ${name} baixado.` });
          depois?.();
        },
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

  return {
    exportarPdf,
    confirmDelete,
    /** The whole record's PDF is being made. */
    exportandoTudo: exportar.isPending && !exportar.variables?.prontuarioId,
    /** The entry whose PDF is being made. */
    exportandoId: exportar.isPending ? exportar.variables?.prontuarioId : null,
  };
}
