// Helpers for the finance and dashboard tests (not loaded by the app).
import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from '../../test/app.ts';
import { setPlan } from '../pacientes/testing.ts';

export { cadastrarPaciente, createSessao, daysAgo, setPlan } from '../pacientes/testing.ts';

export type Json = Record<string, unknown>;

/** A psychologist on the Essencial plan (gestao_financeira and dashboard). */
export async function createEssencialUser(app: FastifyInstance): Promise<TestUser> {
  const user = await createUser(app);
  await setPlan(app, user.id, 'essencial');
  return user;
}

export function lancamentoPayload(overrides: Json = {}): Json {
  return {
    tipo: 'receita',
    descricao: 'Sessão individual',
    valor: 150,
    data: '2026-03-10',
    categoria: 'sessao',
    ...overrides,
  };
}

export const postLancamento = (app: FastifyInstance, user: TestUser, payload: Json) =>
  app.inject({ method: 'POST', url: '/api/financeiros', headers: user.auth, payload });

/** Creates an entry and expects 201; returns it. */
export async function lancar(
  app: FastifyInstance,
  user: TestUser,
  overrides: Json = {},
): Promise<{ id: string } & Json> {
  const res = await postLancamento(app, user, lancamentoPayload(overrides));
  if (res.statusCode !== 201) throw new Error(`lançar falhou: ${res.statusCode} ${res.body}`);
  return res.json().financeiro;
}

export async function listar(app: FastifyInstance, user: TestUser, query = '') {
  const res = await app.inject({ url: `/api/financeiros${query}`, headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`listar falhou: ${res.statusCode} ${res.body}`);
  return res.json() as {
    financeiros: Array<{ id: string } & Json>;
    pagination: Json;
    resumo: { receitas: number; despesas: number; saldo: number; a_receber: number; a_pagar: number };
  };
}
