import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.ts';
import { cadastroPayload, randomEmail } from '../../test/factories.ts';
import { LOGINS_PER_ADDRESS } from './handlers.ts';

const MAX = 2;
let app: FastifyInstance;
beforeAll(async () => {
  const rule = { max: MAX, timeWindow: 60_000 };
  app = await buildTestApp({
    rateLimits: {
      login: rule,
      resetCode: rule,
      cadastro: rule,
      check: rule,
      leads: rule,
      lembretes: rule,
      convites: rule,
      agendaPublica: rule,
      reservas: rule,
      portal: rule,
      webhook: rule,
    },
  });
});
afterAll(async () => {
  await app.close();
});

/** Sends the request MAX times (allowed), then once more: that one must be refused with 429 + Retry-After. */
async function expectLimited(request: (i: number) => InjectOptions) {
  for (let i = 0; i < MAX; i++) {
    const ok = await app.inject(request(i));
    expect(ok.statusCode).not.toBe(429);
  }
  const res = await app.inject(request(MAX));
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MSG.rateLimited });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('rate limits (429 with Retry-After)', () => {
  it('login, per IP and e-mail', async () => {
    const email = randomEmail();
    await expectLimited(() => ({ method: 'POST', url: '/api/login', payload: { email, senha: 'x1234567' } }));
    // Another e-mail from the same IP is still answered…
    const other = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: randomEmail(), senha: 'x1234567' },
    });
    expect(other.statusCode).toBe(401);
    // …and the same e-mail written differently is the same key; so is the /public/api path.
    const variant = await app.inject({
      method: 'POST',
      url: '/public/api/login',
      payload: { email: ` ${email.toUpperCase()} `, senha: 'x1234567' },
    });
    expect(variant.statusCode).toBe(429);
  });

  it('login from another IP is not limited by the first one', async () => {
    const email = randomEmail();
    await expectLimited(() => ({ method: 'POST', url: '/api/login', payload: { email, senha: 'x1234567' } }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, senha: 'x1234567' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(401);
  });

  it('login, per address across e-mails: a flood of unknown e-mails from one address gets 429', async () => {
    const remoteAddress = '10.3.0.1';
    const codes: number[] = [];
    for (let i = 0; i < MAX * LOGINS_PER_ADDRESS + 1; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: randomEmail(), senha: 'x1234567' },
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, MAX * LOGINS_PER_ADDRESS).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('login: hostile bodies answer 4xx, never 500, and count toward the address limit', async () => {
    const remoteAddress = '10.3.0.2';
    const nested = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const bodies = [
      JSON.stringify({ email: { toString: 1 }, senha: 'x' }),
      `{"email":${nested},"senha":${nested}}`,
      nested,
      'null',
    ];
    const codes: number[] = [];
    for (let i = 0; i < MAX * LOGINS_PER_ADDRESS + 1; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: bodies[i % bodies.length],
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    for (const c of codes) {
      expect(c).toBeGreaterThanOrEqual(400);
      expect(c).toBeLessThan(500);
    }
    expect(codes.slice(0, -1)).not.toContain(429);
    expect(codes.at(-1)).toBe(429);
  });

  it('send-reset-code', async () => {
    await expectLimited(() => ({
      method: 'POST',
      url: '/api/user/send-reset-code',
      payload: { email: randomEmail() },
      remoteAddress: '10.0.0.1',
    }));
  });

  it('verify-reset-code', async () => {
    await expectLimited(() => ({
      method: 'POST',
      url: '/api/user/verify-reset-code',
      payload: { email: randomEmail(), codigo: '123456' },
      remoteAddress: '10.0.0.2',
    }));
  });

  it('reset-password', async () => {
    await expectLimited(() => ({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: {
        email: randomEmail(),
        codigo: '123456',
        senha: 'Senha-forte-123',
        senha_confirmacao: 'Senha-forte-123',
      },
      remoteAddress: '10.0.0.3',
    }));
  });

  it('cadastro', async () => {
    await expectLimited(() => ({
      method: 'POST',
      url: '/api/cadastro',
      payload: cadastroPayload(),
      remoteAddress: '10.0.0.4',
    }));
  });

  it('check-* routes', async () => {
    await expectLimited(() => ({
      method: 'GET',
      url: `/api/user/check-email?email=${randomEmail()}`,
      remoteAddress: '10.0.0.5',
    }));
  });

  it('leads', async () => {
    await expectLimited(() => ({
      method: 'POST',
      url: '/api/leads',
      payload: { nome: 'Maria Lima', email: randomEmail('lead'), consentimento: true },
      remoteAddress: '10.0.0.6',
    }));
  });
});
