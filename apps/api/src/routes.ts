import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoutes } from './modules/admin/routes.ts';
import { agendamentosRoutes } from './modules/agendamentos/routes.ts';
import { anamneseRoutes } from './modules/anamnese/routes.ts';
import { anexosRoutes } from './modules/anexos/routes.ts';
import { auditoriaRoutes } from './modules/auditoria/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { carneLeaoRoutes } from './modules/carne-leao/routes.ts';
import { contaRoutes } from './modules/conta/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { financeiroRoutes } from './modules/financeiro/routes.ts';
import { leadsRoutes } from './modules/leads/routes.ts';
import { lembretesRoutes } from './modules/lembretes/routes.ts';
import { pacientesRoutes } from './modules/pacientes/routes.ts';
import { pagamentosRoutes } from './modules/pagamentos/routes.ts';
import { planosRoutes } from './modules/planos/routes.ts';
import { prontuariosRoutes } from './modules/prontuarios/routes.ts';
import { sessoesRoutes } from './modules/sessoes/routes.ts';
import { usuarioRoutes } from './modules/usuario/routes.ts';

/** Every API route, mounted under /api. Public routes first; each area's plugin adds `authenticate` itself. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    { schema: { tags: ['sistema'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/ready',
    { schema: { tags: ['sistema'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
  await app.register(authRoutes);
  await app.register(leadsRoutes);
  await app.register(usuarioRoutes);
  await app.register(planosRoutes);
  await app.register(pagamentosRoutes);
  await app.register(pacientesRoutes);
  await app.register(sessoesRoutes);
  await app.register(anamneseRoutes);
  await app.register(prontuariosRoutes);
  await app.register(auditoriaRoutes);
  await app.register(agendamentosRoutes);
  await app.register(anexosRoutes);
  await app.register(financeiroRoutes);
  await app.register(carneLeaoRoutes);
  await app.register(dashboardRoutes);
  await app.register(contaRoutes);
  await app.register(lembretesRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
}
