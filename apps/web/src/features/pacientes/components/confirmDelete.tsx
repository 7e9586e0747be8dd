import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/forms';
import type { useArquivarPaciente, useDeletePaciente } from '../api';

/**
 * The confirmation before deleting a patient. It explains the rule of the API (docs/product.md §8.3): with clinical
 * records the patient goes to "Arquivados" (records kept for the legal 5 years); without, deleted with its agenda.
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
          Se o paciente tiver registros clínicos (sessões, anamnese, prontuários ou anexos), ele vai para{' '}
          <strong>Arquivados</strong>: sai da lista de pacientes e os registros ficam guardados por 5 anos
          após o último registro, como exige a Resolução CFP 001/2009. Em Pacientes › Arquivados você pode
          restaurá-lo ou, depois do prazo, excluí-lo definitivamente.
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
            title: arquivado ? 'Paciente movido para Arquivados' : 'Paciente excluído',
            message,
          });
          onDone?.();
        },
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível excluir', message: errorMessage(e) }),
      }),
  });
}

/**
 * The confirmation before archiving a patient on purpose (docs/decisions/0078-archived-patients-read-only.md): out of
 * the list and of the plan's count, the file kept read-only; "Restaurar" brings it back.
 */
export function confirmArquivarPaciente(
  paciente: { id: string; nome: string },
  arquivar: ReturnType<typeof useArquivarPaciente>,
): void {
  modals.openConfirmModal({
    title: `Arquivar ${paciente.nome}?`,
    centered: true,
    children: (
      <Text fz="sm">
        O paciente sai da lista de pacientes e deixa de contar no limite do plano. A ficha, as sessões, o
        prontuário e os documentos continuam disponíveis para leitura e exportação em{' '}
        <strong>Arquivados</strong>; para editar, restaure-o.
      </Text>
    ),
    labels: { confirm: 'Arquivar paciente', cancel: 'Cancelar' },
    onConfirm: () =>
      arquivar.mutate(paciente.id, {
        onSuccess: ({ message }) =>
          notifications.show({ color: 'teal', title: 'Paciente arquivado', message }),
        onError: (e) =>
          notifications.show({ color: 'red', title: 'Não foi possível arquivar', message: errorMessage(e) }),
      }),
  });
}
