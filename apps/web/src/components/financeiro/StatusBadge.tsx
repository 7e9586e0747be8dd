import type { Lancamento, StatusLancamento } from '@consultorio/contracts/financeiro';
import { STATUS_LANCAMENTO_LABELS } from '@consultorio/contracts/financeiro';
import { Badge } from '@mantine/core';

/** A pending entry dated before today. */
export const isVencido = (l: Pick<Lancamento, 'status' | 'data'>, hoje: string): boolean =>
  l.status === 'pendente' && l.data < hoje;

/** Pago, Pendente, or Vencido (a pending entry dated before today). */
export function StatusBadge({ status, vencido }: { status: StatusLancamento; vencido?: boolean }) {
  if (status === 'pago') {
    return (
      <Badge variant="light" color="teal">
        {STATUS_LANCAMENTO_LABELS.pago}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={vencido ? 'red' : 'yellow'}>
      {vencido ? 'Vencido' : STATUS_LANCAMENTO_LABELS.pendente}
    </Badge>
  );
}
