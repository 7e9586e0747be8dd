import { MSG } from '@consultorio/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { cadastroPayload, randomEmail } from '../../test/factories.ts';
import { THROTTLE_DELAY_MS } from './service.ts';
import { expectNoSecrets, expectValidationError, getUser, login, setLockedUntil } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const acoes = async (usuarioId: string) =>
  (await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, usuarioId))).map((a) => a.acao);

describe('POST /login', () => {
  it('answers the user with a working token, without secrets', async () => {
    const payload = cadastroPayload();
    await app.inject({ method: 'POST', url: '/api/cadastro', payload });
    const res = await login(app, payload.email.toUpperCase(), payload.senha);
    expect(res.statusCode).toBe(200);
    const { usuario } = res.json();
    expect(usuario).toEqual({
      id: expect.any(String),
      nome: payload.nome,
      email: payload.email,
      cpf: payload.cpf,
      crp: payload.crp,
      telefone: payload.telefone,
      papel: 'titular',
      acesso_financeiro: true,
      consultorio: expect.objectContaining({ nome: payload.nome }),
      token: expect.any(String),
    });
    expect(usuario.token.length).toBeGreaterThanOrEqual(40);
    expectNoSecrets(res);
    const me = await getUser(app, usuario.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().usuario.id).toBe(usuario.id);
    expect(await acoes(usuario.id)).toContain('login');
  });

  it('gives a different token at each login, and both work', async () => {
    const user = await createUser(app);
    const second = (await login(app, user.email, user.senha)).json().usuario.token;
    expect(second).not.toBe(user.token);
    expect((await getUser(app, user.token)).statusCode).toBe(200);
    expect((await getUser(app, second)).statusCode).toBe(200);
  });

  it('answers wrong password and unknown e-mail with the very same 401', async () => {
    const user = await createUser(app);
    const wrong = await login(app, user.email, 'Senha-errada-999');
    const unknown = await login(app, randomEmail('ninguem'), 'Senha-errada-999');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MSG.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
    expect(await acoes(user.id)).toContain('login_falhou');
    const anonymous = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'login_falhou')));
    expect(anonymous.some((a) => a.usuario_id === null)).toBe(true);
  });

  it('answers 422 in Portuguese when e-mail or password is missing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@y.com' } });
    expectValidationError(res, 'senha');
    expect(res.json().errors.senha).toEqual(['Informe a senha.']);
  });

  it('answers /public/api/login exactly like /api/login', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/public/api/login',
      payload: { email: user.email, senha: user.senha },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().usuario.token;
    const me = await app.inject({
      method: 'GET',
      url: '/public/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().usuario.email).toBe(user.email);
    const bad = await app.inject({
      method: 'POST',
      url: '/public/api/login',
      payload: { email: user.email, senha: 'errada-123' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: MSG.invalidCredentials });
  });
});

describe('account lock-out', () => {
  it('throttles after the maximum of consecutive failures: wrong passwords wait and get 429, the owner still gets in', async () => {
    const { maxFailures, lockSeconds } = app.ctx.config.lockout;
    const user = await createUser(app);
    for (let i = 0; i < maxFailures; i++) {
      expect((await login(app, user.email, `errada-${i}-x`)).statusCode).toBe(401);
    }
    // Throttled: a wrong password waits and is refused with 429 + Retry-After…
    const started = Date.now();
    const locked = await login(app, user.email, 'errada-de-novo-1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(THROTTLE_DELAY_MS - 50);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MSG.accountLocked });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(lockSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(lockSeconds);

    // …but the owner, with the right password from another address, is let in (throttled, never locked out).
    const owner = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, senha: user.senha },
      remoteAddress: '10.9.8.7',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('counts only consecutive failures: a success resets the count', async () => {
    const { maxFailures } = app.ctx.config.lockout;
    const user = await createUser(app);
    for (let i = 0; i < maxFailures - 1; i++) await login(app, user.email, `errada-${i}-x`);
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
    for (let i = 0; i < maxFailures - 1; i++) await login(app, user.email, `errada-${i}-y`);
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
  });

  it('gives a full new count of tries after a lock ends (never a permanent lock)', async () => {
    const { maxFailures } = app.ctx.config.lockout;
    const user = await createUser(app);
    for (let i = 0; i < maxFailures; i++) await login(app, user.email, `errada-${i}-x`);
    await setLockedUntil(app, user.id, new Date(Date.now() - 1000));
    expect((await login(app, user.email, 'errada-de-novo-1')).statusCode).toBe(401);
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
  });

  it('does not lock other users', async () => {
    const { maxFailures } = app.ctx.config.lockout;
    const victim = await createUser(app);
    const other = await createUser(app);
    for (let i = 0; i < maxFailures; i++) await login(app, victim.email, `errada-${i}-x`);
    expect((await login(app, other.email, other.senha)).statusCode).toBe(200);
  });
});

describe('login flood', () => {
  it('bounds the hashing work: 200 logins at once get 401 or 429, never 500, and health stays fast', async () => {
    const flood = Array.from({ length: 200 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: randomEmail(), senha: 'Qualquer-123' },
        remoteAddress: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - started;
    const codes = (await Promise.all(flood)).map((r) => r.statusCode);
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(500);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    // The queue is bounded: most of the flood is turned away without hashing.
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(100);
  });
});
