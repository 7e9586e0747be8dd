import type { Escopo } from '@consultorio/contracts/agendamentos';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * Asks whether a change to an occurrence of a series applies to "Somente este" or "Este e os próximos".
 * Resolves null when the user gives up (Voltar, Esc, click outside): "Cancelar" would read as cancelling the
 * appointments themselves.
 */
export function perguntarEscopo(opts: {
  titulo: string;
  descricao: string;
  confirmarCor?: string;
}): Promise<Escopo | null> {
  return new Promise((resolve) => {
    let respondido = false;
    const responder = (escopo: Escopo | null) => {
      if (respondido) return;
      respondido = true;
      resolve(escopo);
      modals.close(id);
    };
    const id = modals.open({
      title: opts.titulo,
      centered: true,
      // Three buttons on one line at desktop widths.
      size: 'lg',
      onClose: () => responder(null),
      children: (
        <Stack gap="md">
          <Text fz="sm">{opts.descricao}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => responder(null)}>
              Voltar
            </Button>
            <Button variant="light" color={opts.confirmarCor} onClick={() => responder('futuros')}>
              Este e os próximos
            </Button>
            <Button color={opts.confirmarCor} onClick={() => responder('este')} data-autofocus>
              Somente este
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
