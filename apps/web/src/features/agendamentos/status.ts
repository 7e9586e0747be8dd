import type { StatusAgendamento } from '@consultorio/contracts/agendamentos';

/** Theme colour names (never hex) of each appointment status: badges and calendar events use the same. */
export const STATUS_CORES: Record<StatusAgendamento, string> = {
  agendado: 'sky',
  confirmado: 'emerald',
  realizado: 'violet',
  faltou: 'rose',
  cancelado: 'gray',
  solicitado: 'amber',
};

/** Only what is still ahead can be dragged or resized. */
export const STATUS_ABERTOS: readonly StatusAgendamento[] = ['agendado', 'confirmado', 'solicitado'];

export { nomeNaAgenda } from '@consultorio/contracts/agendamentos';
