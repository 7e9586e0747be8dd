import type { Anexo } from '@consultorio/contracts/anexos';
import { notifications } from '@mantine/notifications';
import { confirmarExclusaoAnexo } from '../../components/anexos/confirmarExclusao';
import { errorMessage } from '../../lib/forms';
import { useAbrirAnexo, useBaixarAnexo, useExcluirAnexo } from './api';

/** A patient's file: open it in the browser (PDFs, images), download it, or delete it after a confirmation. */
export function useAnexoAcoes(pacienteId: string) {
  const baixar = useBaixarAnexo();
  const abrirAnexo = useAbrirAnexo();
  const excluir = useExcluirAnexo(pacienteId);

  const download = (anexo: Anexo) =>
    baixar.mutate(anexo, {
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível baixar', message: errorMessage(e) }),
    });
  const abrir = (anexo: Anexo) =>
    abrirAnexo.mutate(anexo, {
      onSuccess: (aberto) => {
        // A blocked tab: the file comes as a download instead.
        if (!aberto) download(anexo);
      },
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível abrir', message: errorMessage(e) }),
    });
  const confirmDelete = (anexo: Anexo) =>
    confirmarExclusaoAnexo(anexo, () =>
      excluir.mutate(anexo, {
        onSuccess: ({ message }) => notifications.show({ color: 'teal', title: 'Anexo excluído', message }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
      }),
    );

  return {
    abrir,
    download,
    confirmDelete,
    baixandoId: baixar.isPending
      ? baixar.variables?.id
      : abrirAnexo.isPending
        ? abrirAnexo.variables?.id
        : null,
  };
}
