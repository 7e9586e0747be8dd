// Helpers for the records tests (not loaded by the app).
import type { Prontuario } from '@consultorio/contracts/prontuarios';
import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from '../../test/app.ts';
import { setPlan } from '../planos/testing.ts';

/** A psychologist on Essencial (prontuarios_pdf on), set through the admin route as support would. */
export async function createEssencialUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await createUser(app, overrides);
  await setPlan(app, user.email, { plano: 'essencial' });
  return user;
}

export function prontuarioPayload(overrides: Record<string, unknown> = {}) {
  return {
    data: '2026-01-12',
    tipo: 'evolucao',
    titulo: 'Sessão de acompanhamento',
    conteudo: 'Paciente relata melhora do sono e menos crises de ansiedade no trabalho.',
    ...overrides,
  };
}

export async function criarProntuario(
  app: FastifyInstance,
  user: TestUser,
  pacienteId: string,
  overrides: Record<string, unknown> = {},
): Promise<Prontuario> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/prontuario/paciente/${pacienteId}`,
    headers: user.auth,
    payload: prontuarioPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`criar prontuário falhou: ${res.statusCode} ${res.body}`);
  return res.json().prontuario;
}
