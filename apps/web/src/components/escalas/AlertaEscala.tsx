import { Badge, type BadgeProps, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../routes/paths';

/**
 * The marker of a scale answer that asks for the psychologist's attention and is not yet seen (docs/escalas.md):
 * words and an icon, never a colour alone, and never the answer itself. On the patient list and the file header;
 * the file's Escalas tab has the answer and "Marcar como visto".
 */
export function AlertaEscalaBadge(props: BadgeProps) {
  return (
    <Badge
      color="red"
      variant="light"
      leftSection={<IconAlertTriangle size={13} stroke={2} aria-hidden />}
      {...props}
    >
      Alerta de escala
    </Badge>
  );
}

/** The marker as a link to the file's Escalas tab, with a 44 px touch target on a phone (docs/product.md §2.5). */
export function AlertaEscalaLink({ pacienteId }: { pacienteId: string }) {
  return (
    <UnstyledButton
      component={Link}
      to={paths.pacientes.ficha(pacienteId, 'escalas')}
      mih={{ base: 44, sm: 0 }}
      display="inline-flex"
      style={{ alignItems: 'center' }}
      // The name starts with the visible words (WCAG 2.5.3) and says where the link goes.
      aria-label="Alerta de escala: ver na aba Escalas"
      data-testid="alerta-escala"
    >
      <AlertaEscalaBadge style={{ cursor: 'pointer' }} />
    </UnstyledButton>
  );
}
