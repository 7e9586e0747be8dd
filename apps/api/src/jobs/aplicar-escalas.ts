import type { ScheduledJob } from '../lib/scheduler.ts';
import { aplicarRecorrencias } from '../modules/escalas/service.ts';

/**
 * Puts the next application of each live PHQ-9/GAD-7 schedule in the patient's page once its period has passed
 * since the last answer (modules/escalas/recorrencias.ts, docs/escalas.md). Hourly: the periods are days long.
 */
export const aplicarEscalasJob: ScheduledJob = {
  name: 'aplicar-escalas',
  everyMs: 60 * 60_000,
  runAtStart: true,
  run: (ctx) => aplicarRecorrencias(ctx),
};
