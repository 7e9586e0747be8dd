import type { StatusTratamento } from '@consultorio/contracts/pacientes';
import type { Presenca } from '@consultorio/contracts/sessoes';

/** Theme colour names (never hex) of each treatment status and each attendance, for badges. */
export const STATUS_COLORS: Record<StatusTratamento, string> = {
  em_atendimento: 'emerald',
  em_pausa: 'amber',
  alta: 'sky',
  encaminhado: 'violet',
  desistencia: 'gray',
};

export const PRESENCA_COLORS: Record<Presenca, string> = {
  realizada: 'emerald',
  falta: 'rose',
  falta_justificada: 'amber',
  cancelada: 'gray',
};
