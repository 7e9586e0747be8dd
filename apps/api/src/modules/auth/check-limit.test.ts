// The account oracle (docs/security.md): GET /user/check-email, -cpf, -crp and -telefone each tell whether an
// account exists, so together they answer at most 20 times an hour per address; sign-up itself is not affected.
import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config.ts';
import { buildTestApp, testConfig } from '../../test/app.ts';
import { cadastroPayload } from '../../test/factories.ts';

let app: FastifyInstance;
beforeAll(async () => {
  // The production rule for the checks; every other limit stays generous as in every test.
  app = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, check: DEFAULT_RATE_LIMITS.check } });
});
afterAll(async () => {
  await app.close();
});

const HOUR_SECONDS = 3600;

/** One check of each kind in turn, with a valid value of a person who is not signed up. */
function check(i: number, remoteAddress: string) {
  const p = cadastroPayload();
  const field = (['email', 'cpf', 'crp', 'telefone'] as const)[i % 4];
  return app.inject({
    method: 'GET',
    url: `/api/user/check-${field}?${new URLSearchParams({ [field]: p[field] })}`,
    remoteAddress,
  });
}

describe('check-* routes: 20 an hour per address, the four together', () => {
  it('20 checks across the four routes answer; the 21st is 429 with an hour-long Retry-After', async () => {
    const address = '10.30.0.1';
    expect(DEFAULT_RATE_LIMITS.check).toEqual({ max: 20, timeWindow: HOUR_SECONDS * 1000 });
    for (let i = 0; i < 20; i++) {
      const res = await check(i, address);
      expect(res.statusCode, `consulta ${i + 1}`).toBe(200);
      expect(res.json()).toEqual({ disponivel: true });
    }
    for (let i = 20; i < 24; i++) {
      const res = await check(i, address);
      expect(res.statusCode, `consulta ${i + 1}`).toBe(429);
      expect(res.json()).toEqual({ message: MSG.rateLimited });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(HOUR_SECONDS - 120);
      expect(retryAfter).toBeLessThanOrEqual(HOUR_SECONDS);
    }
    // Another address still gets answers.
    expect((await check(0, '10.30.0.2')).statusCode).toBe(200);
  });

  it('malformed queries count too; sign-up from a capped address still works and gives the final answer', async () => {
    const address = '10.30.0.3';
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/user/check-cpf?cpf=abc',
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await check(0, address)).statusCode).toBe(429);
    const payload = cadastroPayload();
    const cadastro = await app.inject({
      method: 'POST',
      url: '/api/cadastro',
      payload,
      remoteAddress: address,
    });
    expect(cadastro.statusCode).toBe(201);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/cadastro',
      payload: { ...cadastroPayload(), email: payload.email },
      remoteAddress: address,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.email).toEqual([MSG.duplicate.email]);
  });
});
