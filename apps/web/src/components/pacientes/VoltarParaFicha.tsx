import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type AbaDaFicha, paths } from '../../routes/paths';

/** The way back from an area's own page (record, attachments) to the same tab of the patient file. */
export function VoltarParaFicha({ pacienteId, aba }: { pacienteId: string; aba: AbaDaFicha }) {
  return (
    <Anchor
      component={Link}
      to={paths.pacientes.ficha(pacienteId, aba)}
      fz="sm"
      mb="xs"
      display="inline-flex"
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={15} stroke={1.8} />
        Ficha do paciente
      </Group>
    </Anchor>
  );
}
