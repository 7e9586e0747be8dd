// Helpers for the team tests (not loaded by the app): invitations and secretárias made through the API.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { decodeQp, outboxFor, textPart } from '../auth/testing.ts';

/** A secretária's login: `id` (= `membroId`) is her own user id; her requests act on `titularId`'s account. */
export interface Secretaria extends TestUser {
  membroId: string;
  nome: string;
  titularId: string;
}

export const SENHA_SECRETARIA = 'Cafe-com-leite-na-sala-2026';

/** `POST /api/equipe/convites` as `titular`. */
export const convidar = (app: FastifyInstance, titular: TestUser, payload: { nome: string; email: string }) =>
  app.inject({ method: 'POST', url: '/api/equipe/convites', headers: titular.auth, payload });

/** The token of the newest invitation link e-mailed to `email` (`…/convite/<token>`), as she would read it. */
export function tokenDoConvite(app: FastifyInstance, email: string): string {
  const mail = outboxFor(app, email).at(-1);
  if (!mail) throw new Error(`nenhum convite enviado para ${email}`);
  const token = /\/convite\/([\w-]+)/.exec(decodeQp(textPart(mail)))?.[1];
  if (!token) throw new Error(`o e-mail para ${email} não tem o link do convite`);
  return token;
}

/** `GET /api/convites/{token}` (public). */
export const verConvite = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: `/api/convites/${token}` });

/** `POST /api/convites/{token}/aceitar` (public). */
export const aceitarConvite = (
  app: FastifyInstance,
  token: string,
  payload: { nome: string; senha: string },
) => app.inject({ method: 'POST', url: `/api/convites/${token}/aceitar`, payload });

/**
 * Invites and accepts through the API, reading the link from the e-mail as she would; optionally turns her
 * finance access on (`PUT /equipe/{id}`).
 */
export async function convidarEAceitar(
  app: FastifyInstance,
  titular: TestUser,
  nome = 'Joana Recepção Lima',
  opcoes: { acesso_financeiro?: boolean; email?: string; senha?: string } = {},
): Promise<Secretaria> {
  const email = opcoes.email ?? randomEmail('secretaria');
  const senha = opcoes.senha ?? SENHA_SECRETARIA;
  const convite = await convidar(app, titular, { nome, email });
  expect(convite.statusCode, convite.body).toBe(201);
  const aceite = await aceitarConvite(app, tokenDoConvite(app, email), { nome, senha });
  expect(aceite.statusCode, aceite.body).toBe(201);
  const { usuario } = aceite.json();
  if (opcoes.acesso_financeiro) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/equipe/${usuario.id}`,
      headers: titular.auth,
      payload: { acesso_financeiro: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return {
    id: usuario.id,
    membroId: usuario.id,
    nome,
    titularId: titular.id,
    email,
    senha,
    token: usuario.token,
    auth: { authorization: `Bearer ${usuario.token}` },
  };
}

/** A request with `quem`'s bearer token (`url` without the `/api` prefix). */
export const chamar = (
  app: FastifyInstance,
  quem: Pick<TestUser, 'auth'>,
  method: string,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: quem.auth,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export const entrar = (app: FastifyInstance, email: string, senha: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, senha } });
