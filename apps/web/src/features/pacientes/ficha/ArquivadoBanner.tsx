import type { Paciente } from '@consultorio/contracts/pacientes';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/forms';
import { useRestaurarPaciente } from '../api';

/** The sentence of the banner: "Paciente arquivado em dd/mm/aaaa — somente leitura". */
export const textoArquivado = (arquivadoEm: string): string =>
  `Paciente arquivado em ${formatDate(arquivadoEm)} — somente leitura`;

/**
 * Above an archived patient's file (docs/decisions/0078-archived-patients-read-only.md): it reads as before, edits
 * are hidden; "Restaurar" brings the patient back to the list (a place of the plan).
 */
export function ArquivadoBanner({ paciente }: { paciente: Paciente & { arquivado_em: string } }) {
  const restaurar = useRestaurarPaciente();
  const onRestaurar = () =>
    restaurar.mutate(paciente.id, {
      onSuccess: ({ message }) =>
        notifications.show({ color: 'teal', title: 'Paciente restaurado', message }),
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Não foi possível restaurar', message: errorMessage(e) }),
    });
  return (
    <Alert color="yellow" variant="light" icon={<IconArchive size={20} stroke={1.7} />} role="status">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={600} c="var(--mantine-color-bright)">
          {textoArquivado(paciente.arquivado_em)}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRestore size={16} stroke={1.7} />}
          loading={restaurar.isPending}
          onClick={onRestaurar}
        >
          Restaurar
        </Button>
      </Group>
    </Alert>
  );
}
