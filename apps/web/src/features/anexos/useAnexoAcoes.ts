import type { Anexo } from '@consultorio/contracts/anexos';
import { notifications } from '@mantine/notifications';
import { confirmarExclusaoAnexo } from '../../components/anexos/confirmarExclusao';
import { errorMessage } from '../../lib/forms';
import { useBaixarAnexo, useExcluirAnexo } from './api';

/** A patient's file: download it, or delete it after a confirmation. */
export function useAnexoAcoes(pacienteId: string) {
  const baixar = useBaixarAnexo();
  const excluir = useExcluirAnexo(pacienteId);

  const download = (anexo: Anexo) =>
    baixar.mutate(anexo, {
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível baixar', message: errorMessage(e) }),
    });
  const confirmDelete = (anexo: Anexo) =>
    confirmarExclusaoAnexo(anexo, () =>
      excluir.mutate(anexo, {
        onSuccess: ({ message }) => notifications.show({ color: 'teal', title: 'Anexo excluído', message }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
      }),
    );

  return { download, confirmDelete, baixandoId: baixar.isPending ? baixar.variables?.id : null };
}
