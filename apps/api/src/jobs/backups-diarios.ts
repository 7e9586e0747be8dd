import type { ScheduledJob } from '../lib/scheduler.ts';
import { backupsDiarios } from '../modules/conta/service.ts';

/**
 * One automatic backup a day per user whose plan has backup_automatico. It wakes every hour and does the day's
 * missing ones: idempotent (one per user and UTC day), so a restart or another replica never makes a second one.
 */
export const backupsDiariosJob: ScheduledJob = {
  name: 'backups-diarios',
  everyMs: 60 * 60_000,
  runAtStart: false,
  run: (ctx) => backupsDiarios(ctx),
};
