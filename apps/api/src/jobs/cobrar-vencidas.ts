import type { ScheduledJob } from '../lib/scheduler.ts';
import { cobrarVencidas } from '../modules/cobrancas/lembrete.ts';

/**
 * E-mails the patient of each charge that fell due yesterday or before (modules/cobrancas/lembrete.ts,
 * docs/product.md §18). Hourly, so the reminder leaves early on the day after; each charge gets one.
 */
export const cobrarVencidasJob: ScheduledJob = {
  name: 'cobrar-vencidas',
  everyMs: 60 * 60_000,
  runAtStart: true,
  run: (ctx) => cobrarVencidas(ctx),
};
