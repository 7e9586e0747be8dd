import { MSG } from '@consultorio/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, authTokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { ageSessions, expectNoSecrets, getUser } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const logout = (payload?: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/logout', payload: payload as object, headers });

const expect401 = (res: Awaited<ReturnType<typeof getUser>>) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: MSG.unauthenticated });
};

describe('GET /user', () => {
  it('answers the logged-in user without secrets', async () => {
    const user = await createUser(app);
    const res = await getUser(app, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({ id: user.id, email: user.email });
    expect(Object.keys(res.json().usuario).sort()).toEqual([
      'acesso_financeiro',
      'consultorio',
      'cpf',
      'crp',
      'email',
      'id',
      'nome',
      'papel',
      'telefone',
    ]);
    expect(res.json().usuario).toMatchObject({
      papel: 'titular',
      acesso_financeiro: true,
      consultorio: {
        titular_id: user.id,
        duracao_sessao_padrao: 50,
        valor_sessao_padrao: null,
        fuso_horario: 'America/Sao_Paulo',
      },
    });
    expectNoSecrets(res);
  });

  it('answers 401 without a token, with a garbage token and with a non-bearer header', async () => {
    expect401(await app.inject({ method: 'GET', url: '/api/user' }));
    expect401(await getUser(app, 'lixo-que-nao-e-token'));
    const basic = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: 'Basic abc' },
    });
    expect401(basic);
    const user = await createUser(app);
    const bare = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: user.token },
    });
    expect401(bare);
  });

  it('stores only the hash of the token', async () => {
    const user = await createUser(app);
    const rows = await app.ctx.db.select().from(authTokens).where(eq(authTokens.usuario_id, user.id));
    expect(rows.map((r) => r.token_hash)).toContain(sha256(user.token));
    expect(rows.some((r) => r.token_hash === user.token)).toBe(false);
  });
});

describe('session expiry', () => {
  it('refuses a token idle for more than 1800 s, accepts one idle for less', async () => {
    const user = await createUser(app);
    await ageSessions(app, user.id, { last_used_at: sql`now() - interval '1700 seconds'` });
    expect((await getUser(app, user.token)).statusCode).toBe(200);
    await ageSessions(app, user.id, { last_used_at: sql`now() - interval '1801 seconds'` });
    expect401(await getUser(app, user.token));
  });

  it('refuses a token past its absolute 12 h lifetime even when used constantly', async () => {
    const user = await createUser(app);
    const [row] = await app.ctx.db.select().from(authTokens).where(eq(authTokens.usuario_id, user.id));
    const lifetime = row.expires_at.getTime() - row.created_at.getTime();
    expect(Math.round(lifetime / 1000)).toBe(12 * 3600);
    await ageSessions(app, user.id, {
      created_at: sql`now() - interval '12 hours 1 second'`,
      expires_at: sql`now() - interval '1 second'`,
    });
    expect401(await getUser(app, user.token));
  });
});

describe('POST /logout', () => {
  it('with the token in the body: 204, then the token is dead', async () => {
    const user = await createUser(app);
    const res = await logout({ token: user.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect401(await getUser(app, user.token));
    const acoes = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(acoes.map((a) => a.acao)).toContain('logout');
  });

  it('with the token in the Authorization header', async () => {
    const user = await createUser(app);
    expect((await logout({}, user.auth)).statusCode).toBe(204);
    expect401(await getUser(app, user.token));
  });

  it('ends only that session', async () => {
    const user = await createUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, senha: user.senha },
    });
    await logout({ token: user.token });
    expect((await getUser(app, other.json().usuario.token)).statusCode).toBe(200);
  });

  it('answers 204 without a token, with an unknown one and twice for the same one', async () => {
    const user = await createUser(app);
    expect((await logout()).statusCode).toBe(204);
    expect((await logout({})).statusCode).toBe(204);
    expect((await logout({ token: 'nao-existe' })).statusCode).toBe(204);
    expect((await logout({ token: user.token })).statusCode).toBe(204);
    expect((await logout({ token: user.token })).statusCode).toBe(204);
  });
});

describe('POST /token/refresh', () => {
  it('rotates: the new token works, the old one is dead', async () => {
    const user = await createUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: user.auth });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).toEqual(expect.any(String));
    expect(token).not.toBe(user.token);
    expect((await getUser(app, token)).json().usuario.id).toBe(user.id);
    expect401(await getUser(app, user.token));
    // The revoked token cannot be refreshed again.
    const again = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: user.auth });
    expect401(again);
  });

  it('answers 401 without a valid token', async () => {
    expect401(await app.inject({ method: 'POST', url: '/api/token/refresh' }));
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { authorization: 'Bearer nada' },
    });
    expect401(garbage);
  });
});
