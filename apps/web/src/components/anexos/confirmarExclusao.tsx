import type { Anexo } from '@consultorio/contracts/anexos';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before deleting an attachment, naming the file; `onConfirm` deletes it (nothing is deleted unasked). */
export const confirmarExclusaoAnexo = (anexo: Pick<Anexo, 'nome_original'>, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Excluir este anexo?',
    centered: true,
    children: (
      <Text fz="sm">
        O arquivo <b>{anexo.nome_original}</b> será apagado definitivamente do armazenamento. Esta ação não
        pode ser desfeita.
      </Text>
    ),
    labels: { confirm: 'Excluir anexo', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
