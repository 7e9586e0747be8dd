import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigosRecuperacao, desafios2fa } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { ligar2fa, totp } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, user: TestUser | null, payload?: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: user?.auth ?? {}, payload });
const login = (user: TestUser) => post('/login', null, { email: user.email, senha: user.senha });
const segundoPasso = (desafio: string, codigo: string) => post('/login/2fa', null, { desafio, codigo });

describe('2FA configuration', () => {
  it('configurar answers a base32 secret, its otpauth URL and a QR code image', async () => {
    const user = await createUser(app);
    const res = await post('/user/2fa/configurar', user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(body.otpauth_url).toContain(body.segredo);
    expect(body.qr_code).toMatch(/^data:image\/png;base64,/);
  });

  it('ativar with a wrong code → 422 on codigo, 2FA stays off; a right code → 10 recovery codes', async () => {
    const user = await createUser(app);
    const { segredo } = (await post('/user/2fa/configurar', user)).json();
    const wrong = await post('/user/2fa/ativar', user, { codigo: totp(segredo, 10) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.codigo).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/user/2fa', headers: user.auth })).json().ativo).toBe(
      false,
    );
    const ok = await post('/user/2fa/ativar', user, { codigo: totp(segredo) });
    expect(ok.statusCode).toBe(200);
    const { codigos_recuperacao } = ok.json();
    expect(codigos_recuperacao).toHaveLength(10);
    expect(new Set(codigos_recuperacao).size).toBe(10);
    const stored = await app.ctx.db
      .select()
      .from(codigosRecuperacao)
      .where(eq(codigosRecuperacao.usuario_id, user.id));
    expect(stored.map((s) => s.codigo_hash)).not.toContain(codigos_recuperacao[0]);
    expect((await app.inject({ method: 'GET', url: '/api/user/2fa', headers: user.auth })).json()).toEqual({
      ativo: true,
      codigos_restantes: 10,
    });
  });

  it('ativar without configurar → 422; a malformed code → 422', async () => {
    const user = await createUser(app);
    expect((await post('/user/2fa/ativar', user, { codigo: '123456' })).statusCode).toBe(422);
    expect((await post('/user/2fa/ativar', user, { codigo: 'abc' })).statusCode).toBe(422);
  });
});

describe('login with 2FA on', () => {
  it('POST /login answers a challenge and no token; POST /login/2fa with the code gives the usual answer', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ requer_2fa: true, desafio: expect.any(String) });
    expect(first.body).not.toContain('token');
    const second = await segundoPasso(first.json().desafio, totp(segredo, 1));
    expect(second.statusCode).toBe(200);
    const token = second.json().usuario.token;
    expect(second.json().usuario).toMatchObject({ id: user.id, email: user.email });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('a TOTP code cannot be replayed, not even on a new challenge', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const codigo = totp(segredo, 1);
    expect((await segundoPasso((await login(user)).json().desafio, codigo)).statusCode).toBe(200);
    const replay = await segundoPasso((await login(user)).json().desafio, codigo);
    expect(replay.statusCode).toBe(422);
  });

  it('a recovery code works once', async () => {
    const user = await createUser(app);
    const { codigos } = await ligar2fa(app, user);
    expect((await segundoPasso((await login(user)).json().desafio, codigos[3])).statusCode).toBe(200);
    expect((await segundoPasso((await login(user)).json().desafio, codigos[3])).statusCode).toBe(422);
    expect(
      (await segundoPasso((await login(user)).json().desafio, codigos[4].toLowerCase())).statusCode,
    ).toBe(200);
  });

  it('a challenge allows 5 tries, then dies even for the right code', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const { desafio } = (await login(user)).json();
    for (let i = 0; i < 4; i++) expect((await segundoPasso(desafio, '000000')).statusCode).toBe(422);
    expect((await segundoPasso(desafio, '000000')).statusCode).toBe(401);
    expect((await segundoPasso(desafio, totp(segredo, 1))).statusCode).toBe(401);
  });

  it('a challenge lives 5 minutes; an unknown one answers 401; a used one cannot open a second session', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const { desafio } = (await login(user)).json();
    await app.ctx.db
      .update(desafios2fa)
      .set({ expira_em: sql`now() - interval '1 second'` })
      .where(eq(desafios2fa.usuario_id, user.id));
    expect((await segundoPasso(desafio, totp(segredo, 1))).statusCode).toBe(401);
    expect((await segundoPasso('desafio-inventado', totp(segredo, 1))).statusCode).toBe(401);
    const novo = (await login(user)).json().desafio;
    expect((await segundoPasso(novo, totp(segredo, 1))).statusCode).toBe(200);
    expect((await segundoPasso(novo, totp(segredo, -1))).statusCode).toBe(401);
  });
});

describe('POST /user/2fa/desativar', () => {
  it('needs the password and a code; then login answers a token again', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const semSenha = await post('/user/2fa/desativar', user, {
      senha: 'errada123',
      codigo: totp(segredo, 1),
    });
    expect(semSenha.statusCode).toBe(422);
    expect(semSenha.json().errors.senha).toBeDefined();
    const semCodigo = await post('/user/2fa/desativar', user, { senha: user.senha, codigo: '000000' });
    expect(semCodigo.statusCode).toBe(422);
    expect(semCodigo.json().errors.codigo).toBeDefined();
    const ok = await post('/user/2fa/desativar', user, { senha: user.senha, codigo: totp(segredo, 1) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ativo: false, codigos_restantes: 0 });
    expect((await login(user)).json().usuario.token).toEqual(expect.any(String));
  });
});
