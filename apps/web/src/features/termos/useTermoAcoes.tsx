import type { TermoResumo } from '@consultorio/contracts/termos';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../lib/forms';
import { useBaixarTermo, useCancelarTermo } from './api';

/** A term's PDF download, and cancelling a pending one after a confirmation (a signed one is kept, never removed). */
export function useTermoAcoes(pacienteId: string) {
  const baixar = useBaixarTermo(pacienteId);
  const cancelar = useCancelarTermo(pacienteId);

  const baixarPdf = (t: TermoResumo) =>
    baixar.mutate(t, {
      onSuccess: ({ name }) =>
        notifications.show({ color: 'teal', title: 'PDF gerado', message: `Arquivo ${name} baixado.` }),
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível gerar o PDF', message: errorMessage(e) }),
    });

  const confirmarCancelamento = (t: TermoResumo) =>
    modals.openConfirmModal({
      title: `Cancelar o envio de “${t.titulo}”?`,
      centered: true,
      children: (
        <Text fz="sm">
          O paciente não poderá mais assinar este termo. Ele continua na lista, como cancelado; para pedir a
          assinatura de novo, envie outro termo.
        </Text>
      ),
      labels: { confirm: 'Cancelar envio', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancelar.mutate(t.id, {
          onSuccess: () => notifications.show({ color: 'teal', title: 'Envio cancelado', message: t.titulo }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível cancelar',
              message: errorMessage(e),
            }),
        }),
    });

  return {
    baixarPdf,
    confirmarCancelamento,
    baixando: baixar.isPending ? (baixar.variables?.id ?? null) : null,
  };
}
