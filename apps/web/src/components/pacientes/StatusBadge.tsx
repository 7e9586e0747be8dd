import { STATUS_TRATAMENTO_LABELS, type StatusTratamento } from '@consultorio/contracts/pacientes';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS } from './status';

/** The coloured tag of a patient's treatment status. */
export function StatusBadge({ status, ...rest }: { status: StatusTratamento } & BadgeProps) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} {...rest}>
      {STATUS_TRATAMENTO_LABELS[status]}
    </Badge>
  );
}
