import type { ScheduledJob } from '../lib/scheduler.ts';
import { lembrarAgendamentos } from '../modules/lembretes/service.ts';

/**
 * E-mails appointment reminders to consenting patients (modules/lembretes/service.ts, docs/product.md §13).
 * Every 10 minutes, so a reminder leaves at most 10 minutes after its window opens; each appointment gets one.
 */
export const lembrarAgendamentosJob: ScheduledJob = {
  name: 'lembrar-agendamentos',
  everyMs: 10 * 60_000,
  runAtStart: true,
  run: (ctx) => lembrarAgendamentos(ctx),
};
