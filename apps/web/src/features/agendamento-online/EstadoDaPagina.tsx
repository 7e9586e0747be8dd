import type { AgendamentoOnline as Pagina } from '@consultorio/contracts/agendamento-online';
import { Badge } from '@mantine/core';

/** Where the saved page stands: not yet published, receiving bookings, or turned off. */
export function EstadoDaPagina({ pagina }: { pagina: Pagina }) {
  if (!pagina.salvo)
    return (
      <Badge color="gray" variant="light">
        Ainda não publicada
      </Badge>
    );
  return pagina.ativo ? (
    <Badge color="teal" variant="light">
      Publicada
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Desativada
    </Badge>
  );
}
