import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../lib/forms';
import { useCriarCalendario, useRevogarCalendario } from './api';

/**
 * Making, replacing and turning off the calendar's secret address. The address made is kept here (`url`) only to
 * be shown once; a replacement and a turning off are confirmed first.
 */
export function useEnderecoDoCalendario(nomes: boolean) {
  const criar = useCriarCalendario();
  const revogar = useRevogarCalendario();
  const [url, setUrl] = useState<string | null>(null);

  const gerar = () =>
    criar.mutate(nomes, {
      onSuccess: (res) => {
        setUrl(res.url);
        notifications.show({ color: 'teal', title: 'Endereço criado', message: res.message });
      },
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível criar', message: errorMessage(e) }),
    });

  // A new address turns the current one off: the calendars that use it stop receiving the agenda, so ask first.
  const substituir = () =>
    modals.openConfirmModal({
      title: 'Gerar um novo endereço?',
      centered: true,
      children: (
        <Text fz="sm">
          O endereço atual deixa de funcionar: os calendários que o usam param de receber a sua agenda até
          você colar o novo endereço neles.
        </Text>
      ),
      labels: { confirm: 'Gerar novo endereço', cancel: 'Voltar' },
      onConfirm: gerar,
    });

  const desativar = () =>
    modals.openConfirmModal({
      title: 'Desativar o endereço do calendário?',
      centered: true,
      children: <Text fz="sm">Os calendários que usam este endereço deixam de receber a sua agenda.</Text>,
      labels: { confirm: 'Desativar endereço', cancel: 'Voltar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revogar.mutate(undefined, {
          onSuccess: () => {
            setUrl(null);
            notifications.show({
              color: 'teal',
              title: 'Endereço desativado',
              message: 'A agenda deixou de ser compartilhada.',
            });
          },
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Não foi possível desativar',
              message: errorMessage(e),
            }),
        }),
    });

  return { url, gerar, substituir, desativar, gerando: criar.isPending, desativando: revogar.isPending };
}
