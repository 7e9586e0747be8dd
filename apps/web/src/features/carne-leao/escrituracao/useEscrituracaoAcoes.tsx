import { nomeMes } from '@consultorio/contracts/carne-leao';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../../lib/forms';
import { type Arquivo, baixarArquivo, type Periodo, useConfirmarEscrituracao } from './api';
import { contagem } from './periodo';

/** "março de 2026", or "2026" for the whole year. */
export const nomePeriodo = (p: Periodo) => (p.mes ? nomeMes(p.mes, p.ano) : String(p.ano));

/**
 * What the page does: download a part of either file (one at a time: the button shows it is busy), and confirm the
 * import after a modal that says what changes — the lines still a escriturar become escriturado and leave the next
 * files (docs/carne-leao.md §7.4).
 */
export function useEscrituracaoAcoes(periodo: Periodo) {
  const [baixando, setBaixando] = useState<string | null>(null);
  const confirmar = useConfirmarEscrituracao();

  const baixar = async (arquivo: Arquivo, parte: number, partes: number) => {
    setBaixando(`${arquivo}-${parte}`);
    try {
      await baixarArquivo(arquivo, periodo, parte, partes);
    } catch (e) {
      notifications.show({
        color: 'red',
        title: 'Não foi possível baixar o arquivo',
        message: errorMessage(e),
      });
    } finally {
      setBaixando(null);
    }
  };

  const confirmarImportacao = (ids: string[], rendimentos: number, pagamentos: number) =>
    modals.openConfirmModal({
      title: 'Confirmar a importação?',
      centered: true,
      children: (
        <Text fz="sm">
          Confirme só depois de importar os arquivos no Carnê-Leão Web.{' '}
          {contagem(ids.length, 'lançamento', 'lançamentos')} de {nomePeriodo(periodo)} (
          {contagem(rendimentos, 'rendimento', 'rendimentos')} e{' '}
          {contagem(pagamentos, 'pagamento', 'pagamentos')}) ficam marcados como escriturados e não entram nos
          próximos arquivos.
        </Text>
      ),
      labels: { confirm: 'Confirmar importação', cancel: 'Cancelar' },
      onConfirm: () =>
        confirmar.mutate(ids, {
          onSuccess: (r) =>
            notifications.show({ color: 'teal', title: 'Importação confirmada', message: r.message }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível confirmar',
              message: errorMessage(e),
            }),
        }),
    });

  return { baixar, baixando, confirmarImportacao, confirmando: confirmar.isPending };
}
