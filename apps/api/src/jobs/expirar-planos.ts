import type { AppContext } from '../context.ts';
import type { ScheduledJob } from '../lib/scheduler.ts';
import { expirarPlanosVencidos } from '../modules/planos/service.ts';

/** Pauses (status INACTIVE) the plans whose paid period has ended. Returns how many were paused. */
export const expirarPlanos = (ctx: AppContext): Promise<number> => expirarPlanosVencidos(ctx);

export const expirarPlanosJob: ScheduledJob = {
  name: 'expirar-planos',
  everyMs: 10 * 60_000,
  runAtStart: true,
  run: expirarPlanos,
};
