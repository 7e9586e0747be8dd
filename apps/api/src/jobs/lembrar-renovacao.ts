import type { ScheduledJob } from '../lib/scheduler.ts';
import { lembrarRenovacao } from '../modules/pagamentos/lembretes.ts';

/**
 * E-mails the renewal reminders 7 days and 1 day before a paid period ends (modules/pagamentos/lembretes.ts).
 * A daily reminder, checked every 6 hours so a restart or a late run never skips the 1-day window; each reminder
 * is sent once per period.
 */
export const lembrarRenovacaoJob: ScheduledJob = {
  name: 'lembrar-renovacao',
  everyMs: 6 * 60 * 60_000,
  runAtStart: true,
  run: (ctx) => lembrarRenovacao(ctx),
};
