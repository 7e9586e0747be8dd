// Helpers for the charging tests (not loaded by the app): a psychologist with her PIX key saved, patients with
// sessions, and requests by name.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/app.ts';
import { createEssencialUser } from '../financeiro/testing.ts';
import { cadastrarPaciente, createSessao } from '../pacientes/testing.ts';

export { cadastrarPaciente, createSessao, daysAgo } from '../pacientes/testing.ts';

export type Json = Record<string, unknown>;

export const CONFIG_PADRAO = {
  chave_pix: 'ana.souza@exemplo.com.br',
  nome_recebedor: 'Ana Beatriz Souza',
  cidade: 'São Paulo',
};

/** A request with a bearer (`url` without the `/api` prefix). */
export const pedir = (
  app: FastifyInstance,
  quem: { auth: { authorization: string } } | null,
  method: string,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: quem?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });

/** A psychologist on Essencial with her PIX settings saved. */
export async function psicologaComPix(app: FastifyInstance, config: Json = {}): Promise<TestUser> {
  const user = await createEssencialUser(app);
  const res = await pedir(app, user, 'PUT', '/user/cobranca', { ...CONFIG_PADRAO, ...config });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** A patient and `n` unpaid sessions of R$ 150 on the given days (default: early January 2026). */
export async function pacienteComSessoes(
  app: FastifyInstance,
  user: TestUser,
  datas: string[] = ['2026-01-05', '2026-01-12'],
  paciente: Json = {},
  sessao: Json = {},
): Promise<{ pacienteId: string; sessoes: string[] }> {
  const p = await cadastrarPaciente(app, user, paciente);
  const sessoes: string[] = [];
  for (const data of datas) {
    sessoes.push((await createSessao(app, user, p.id, { data, valor: 150, pago: false, ...sessao })).id);
  }
  return { pacienteId: p.id, sessoes };
}

export async function cobrar(
  app: FastifyInstance,
  user: TestUser,
  body: Json,
): Promise<Json & { id: string }> {
  const res = await pedir(app, user, 'POST', '/cobrancas', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().cobranca;
}
