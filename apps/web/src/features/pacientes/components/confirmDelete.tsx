import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/forms';
import type { useDeletePaciente } from '../api';

/**
 * The confirmation before deleting a patient. It explains the rule of the API: with clinical records the patient
 * is archived (kept for the legal 5 years, hidden from lists); without, deleted with its agenda.
 */
export function confirmDeletePaciente(
  paciente: { id: string; nome: string },
  remove: ReturnType<typeof useDeletePaciente>,
  onDone?: () => void,
): void {
  modals.openConfirmModal({
    title: `Excluir ${paciente.nome}?`,
    centered: true,
    children: (
      <Stack gap="xs">
        <Text fz="sm">
          Se o paciente tiver registros clínicos (sessões, anamnese, prontuários ou anexos), ele será{' '}
          <strong>arquivado</strong>: deixa de aparecer nas listas, mas os registros ficam guardados pelo
          prazo legal de 5 anos.
        </Text>
        <Text fz="sm">
          Sem registros clínicos, o cadastro é <strong>excluído definitivamente</strong>, junto com os seus
          agendamentos.
        </Text>
      </Stack>
    ),
    labels: { confirm: 'Excluir paciente', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm: () =>
      remove.mutate(paciente.id, {
        onSuccess: ({ arquivado, message }) => {
          notifications.show({
            color: 'teal',
            title: arquivado ? 'Paciente arquivado' : 'Paciente excluído',
            message,
          });
          onDone?.();
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
      }),
  });
}
