import type { Sessao } from '@consultorio/contracts/sessoes';
import { Checkbox, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { call, downloadFile, endpointUrl } from '../../../api/client';
import { errorMessage } from '../../../lib/forms';
import { useDeleteSessao } from '../api';
import { quando } from './SessoesLista';

/**
 * The receipt of a paid session: the PDF of its receita in Financeiro (`GET /financeiros/{id}/recibo`), found by
 * the session link — first among the session month's entries, then among all of the patient's.
 */
async function baixarReciboDaSessao(s: Sessao) {
  const buscar = async (periodo: { mes?: number; ano?: number }) =>
    (
      await call('financeiro.list', {
        query: { paciente_id: s.paciente_id, tipo: 'receita', status: 'pago', per_page: 100, ...periodo },
      })
    ).financeiros.find((l) => l.sessao_id === s.id);
  const receita =
    (await buscar({ mes: Number(s.data.slice(5, 7)), ano: Number(s.data.slice(0, 4)) })) ??
    (await buscar({}));
  if (!receita) throw new Error('Esta sessão não tem uma receita paga no Financeiro.');
  return downloadFile(
    endpointUrl('financeiro.recibo', { id: receita.id }),
    `recibo-${receita.data_pagamento ?? s.data}.pdf`,
  );
}

/**
 * A session row's actions: deletion after a confirmation (with the plan's finance, also of its receita if asked)
 * and the download of its receipt.
 */
export function useSessaoActions(pacienteId: string, financeiro: boolean) {
  const remove = useDeleteSessao(pacienteId);

  const confirmDelete = (s: Sessao) => {
    // Finance: the session's receita stays (unlinked) unless the user asks to delete it too.
    let excluirLancamento = false;
    return modals.openConfirmModal({
      title: `Excluir a sessão de ${quando(s)}?`,
      centered: true,
      children: (
        <>
          <Text fz="sm">
            A sessão e suas observações serão excluídas, e as estatísticas do paciente, recalculadas. Esta
            ação não pode ser desfeita.
          </Text>
          {financeiro && (
            <Checkbox
              mt="md"
              label="Excluir também o lançamento financeiro desta sessão"
              description="Sem marcar, a receita continua no financeiro, apenas desligada da sessão."
              onChange={(e) => {
                excluirLancamento = e.currentTarget.checked;
              }}
            />
          )}
        </>
      ),
      labels: { confirm: 'Excluir sessão', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { id: s.id, excluirLancamento },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', title: 'Sessão excluída', message: quando(s) }),
            onError: (e) =>
              notifications.show({
                color: 'red',
                title: 'Não foi possível excluir',
                message: errorMessage(e),
              }),
          },
        ),
    });
  };

  const baixarRecibo = (s: Sessao) =>
    baixarReciboDaSessao(s).catch((e) =>
      notifications.show({
        color: 'red',
        title: 'Não foi possível gerar o recibo',
        message: e instanceof Error && !('status' in e) ? e.message : errorMessage(e),
      }),
    );

  return { confirmDelete, baixarRecibo };
}
