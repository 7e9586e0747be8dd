import { type Calculo, nomeMes } from '@consultorio/contracts/carne-leao';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/forms';
import { useBaixarPdf, useExcluirCalculo } from './api';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const falhou = (titulo: string) => (e: unknown) =>
  notifications.show({ color: 'red', title: titulo, message: errorMessage(e) });

/**
 * What the saved statement's page does: download its PDF (made on the way: one button, "Baixar PDF"), and
 * delete the calculation after a confirmation (back to the year's list).
 */
export function useCalculoAcoes(id: string) {
  const navigate = useNavigate();
  const baixar = useBaixarPdf();
  const excluir = useExcluirCalculo();

  const baixarPdf = (c: Calculo) => baixar.mutate(c, { onError: falhou('Não foi possível baixar o PDF') });

  const confirmarExclusao = (c: Calculo) => {
    const mes = nomeMes(c.mes, c.ano);
    modals.openConfirmModal({
      title: 'Excluir este cálculo?',
      centered: true,
      children: (
        <Text fz="sm">
          O cálculo de {mes} sai da lista do ano. Os lançamentos do Financeiro não mudam, e o mês pode ser
          calculado de novo.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        excluir.mutate(id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', title: 'Cálculo excluído', message: capital(mes) });
            navigate(`/carne-leao?ano=${c.ano}`);
          },
          onError: falhou('Não foi possível excluir'),
        }),
    });
  };

  return {
    baixarPdf,
    confirmarExclusao,
    baixando: baixar.isPending,
  };
}
