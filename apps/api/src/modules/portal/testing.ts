// Helpers for the patient's page tests (not loaded by the app): a psychologist on a plan with the page, a patient
// with a link, and a portal session entered as the patient would.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';

export { decodeQp, outboxFor, textPart } from '../auth/testing.ts';

export type Json = Record<string, unknown>;

export interface Portal {
  pacienteId: string;
  linkToken: string;
  url: string;
  auth: { authorization: string };
}

export async function psicologa(app: FastifyInstance, plano: 'essencial' | 'vitalicio' = 'essencial') {
  const user = await createUser(app);
  await setPlan(app, user.id, plano);
  return user;
}

export const criarLinkReq = (
  app: FastifyInstance,
  user: Pick<TestUser, 'auth'>,
  pacienteId: string,
  body: Json = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/paciente/${pacienteId}/portal`,
    headers: user.auth,
    payload: body,
  });

/** The link's token out of its url (`…/portal/{token}`). */
export const tokenDaUrl = (url: string): string => url.split('/portal/')[1];

export const entrarReq = (app: FastifyInstance, body: Json) =>
  app.inject({ method: 'POST', url: '/api/portal/entrar', payload: body });

/** A patient (born 1990-05-12 unless told), their link and a portal session entered with the birth date. */
export async function pacienteNoPortal(
  app: FastifyInstance,
  user: TestUser,
  paciente: Json = {},
): Promise<Portal> {
  const p = await cadastrarPaciente(app, user, paciente);
  const link = await criarLinkReq(app, user, p.id);
  expect(link.statusCode, link.body).toBe(201);
  const url = link.json().portal.url as string;
  const linkToken = tokenDaUrl(url);
  const nascimento = (paciente.data_nascimento as string | undefined) ?? '1990-05-12';
  const res = await entrarReq(app, { token: linkToken, data_nascimento: nascimento });
  expect(res.statusCode, res.body).toBe(200);
  return { pacienteId: p.id, linkToken, url, auth: { authorization: `Bearer ${res.json().token}` } };
}

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
