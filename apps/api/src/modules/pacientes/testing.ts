// Helpers for the patients, sessions and anamnese tests (not loaded by the app).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuarios } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/app.ts';
import { randomCpf, randomEmail } from '../../test/factories.ts';

export type PlanSlug = 'gratuito' | 'essencial' | 'vitalicio';

/** Sets a user's plan straight in the database (as support would with `npm run admin -- plano`). */
export async function setPlan(
  app: FastifyInstance,
  userId: string,
  plano: PlanSlug,
  status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE',
): Promise<void> {
  await app.ctx.db
    .update(usuarios)
    .set({ plano_slug: plano, plano_status: status, plano_expira_em: null })
    .where(eq(usuarios.id, userId));
}

/** A psychologist on the lifetime plan (no patient limit), for tests that need many patients. */
export async function createVitalicioUser(app: FastifyInstance): Promise<TestUser> {
  const user = await createUser(app);
  await setPlan(app, user.id, 'vitalicio');
  return user;
}

/** An adult patient with the required fields and a valid, random CPF. */
export function pacientePayload(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Mariana Costa Lima',
    telefone: '(11) 98765-4321',
    cpf: randomCpf(),
    email: randomEmail('paciente'),
    data_nascimento: '1990-05-12',
    ...overrides,
  };
}

export async function cadastrarPaciente(
  app: FastifyInstance,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/paciente',
    headers: user.auth,
    payload: pacientePayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`criar paciente falhou: ${res.statusCode} ${res.body}`);
  return res.json().paciente;
}

export async function createSessao(
  app: FastifyInstance,
  user: TestUser,
  pacienteId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sessao',
    headers: user.auth,
    payload: { paciente_id: pacienteId, data: '2026-01-10', presenca: 'realizada', ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`criar sessão falhou: ${res.statusCode} ${res.body}`);
  return res.json().sessao;
}

/** A date `days` before today (YYYY-MM-DD, UTC; tests keep a margin of a day around "today"). */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
