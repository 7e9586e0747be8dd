import type { FastifyInstance } from 'fastify';
import { createScheduler, type ScheduledJob, type Scheduler } from '../lib/scheduler.ts';
import { aplicarEscalasJob } from './aplicar-escalas.ts';
import { backupsDiariosJob } from './backups-diarios.ts';
import { cobrarVencidasJob } from './cobrar-vencidas.ts';
import { expirarPlanosJob } from './expirar-planos.ts';
import { lembrarAgendamentosJob } from './lembrar-agendamentos.ts';
import { lembrarRenovacaoJob } from './lembrar-renovacao.ts';
import { manutencaoBancoJob } from './manutencao-banco.ts';

/** Every scheduled job of the product. Areas add theirs here (backups, purges…). */
export const JOBS: ScheduledJob[] = [
  expirarPlanosJob,
  lembrarRenovacaoJob,
  backupsDiariosJob,
  lembrarAgendamentosJob,
  manutencaoBancoJob,
  cobrarVencidasJob,
  aplicarEscalasJob,
];

/** Starts the jobs when the app is ready and stops them before it closes (and before the database closes). */
export function registerScheduledJobs(app: FastifyInstance, jobs: ScheduledJob[] = JOBS): Scheduler {
  const scheduler = createScheduler(app.ctx, app.log, jobs);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());
  return scheduler;
}
