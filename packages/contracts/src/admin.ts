import { z } from 'zod';

/*
 * Operator routes under /api/admin (docs/architecture.md §3), used by `npm run admin`; hidden from the OpenAPI
 * document. The plan route's schemas are in planos.ts.
 */

/** POST /api/admin/jobs/{nome}/executar: runs one scheduled job now, under the same lock as a scheduled run. */
export const adminJobParamsSchema = z.object({ nome: z.string().min(1).max(100) });

export const adminJobResponseSchema = z.object({
  job: z.string(),
  /** done: this process ran it; skipped: it did not (see reason); failed: it ran and failed (logged). */
  status: z.enum(['done', 'skipped', 'failed']),
  /** Why it was skipped: already running in this process, running on another replica (lock taken), stopping. */
  reason: z.enum(['running', 'locked', 'stopped']).nullable(),
  /** What the job reports (rows affected), when it reports a number. */
  result: z.number().nullable(),
  message: z.string(),
});
export type AdminJobResponse = z.infer<typeof adminJobResponseSchema>;
