import { STATUS_COBRANCA_LABELS, type StatusCobranca } from '@consultorio/contracts/cobrancas';
import { Badge } from '@mantine/core';
import { dayjs } from '../../lib/format';

const CORES: Record<StatusCobranca, string> = {
  aberta: 'yellow',
  vencida: 'red',
  informada: 'blue',
  paga: 'teal',
  cancelada: 'gray',
};

/** Em aberto, Vencida, Pagamento informado, Paga, Cancelada. */
export function StatusCobrancaBadge({ status }: { status: StatusCobranca }) {
  return (
    <Badge variant="light" color={CORES[status]}>
      {STATUS_COBRANCA_LABELS[status]}
    </Badge>
  );
}

/** "março de 2026" from "2026-03". */
export const mesPorExtenso = (mes: string): string => dayjs(`${mes}-01`).format('MMMM [de] YYYY');

/** The current month and the eleven before it, latest first, as Select options (value AAAA-MM). */
export function mesesRecentes(hoje = dayjs()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const mes = hoje.startOf('month').subtract(i, 'month').format('YYYY-MM');
    return { value: mes, label: mesPorExtenso(mes) };
  });
}

/** The month before today's (the usual month to charge at its end), AAAA-MM. */
export const mesAnterior = (hoje = dayjs()): string =>
  hoje.startOf('month').subtract(1, 'month').format('YYYY-MM');
