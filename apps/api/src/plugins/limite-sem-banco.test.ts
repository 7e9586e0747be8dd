import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.ts';
import { appQueCaptura } from '../test/captura-sql.ts';

/*
 * A flood from one address is answered 429 before any database work (docs/security.md): the per-address limits run
 * when the request arrives, so once an address is over its limit its requests cost the counters and nothing else —
 * the public pages stay cheap to refuse however hard one visitor (or a script) hits them.
 */
let captura: Awaited<ReturnType<typeof appQueCaptura>>;
const MAX = 3;

beforeAll(async () => {
  const limites = testConfig().rateLimits;
  const regra = { max: MAX, timeWindow: 60_000 };
  captura = await appQueCaptura({
    rateLimits: { ...limites, agendaPublica: regra, lembretes: regra, login: regra },
  });
});
afterAll(async () => {
  await captura?.close();
});

describe('429 answered without touching the database', () => {
  const casos = [
    {
      nome: 'the public booking page',
      method: 'GET' as const,
      url: '/api/publico/agenda/consultorio-x/horarios',
    },
    { nome: 'a reminder link', method: 'GET' as const, url: `/api/lembretes/${'a'.repeat(43)}` },
    {
      nome: 'the login',
      method: 'POST' as const,
      url: '/api/login',
      payload: (i: number) => ({ email: `ninguem${i}@exemplo.com.br`, senha: 'Senha-errada-123' }),
      // The login's per-address limit is LOGINS_PER_ADDRESS × the rule; each attempt names another e-mail, so the
      // per-e-mail limit (checked after the body) never answers first.
      max: MAX * 5,
    },
  ];
  for (const c of casos) {
    it(`${c.nome}: the requests within the limit reach the database, the ones past it do not`, async () => {
      const { app, capturar } = captura;
      const max = c.max ?? MAX;
      let n = 0;
      const enviar = () =>
        app.inject({
          method: c.method,
          url: c.url,
          remoteAddress: `10.9.${casos.indexOf(c)}.1`,
          ...(c.payload ? { payload: c.payload(n++) } : {}),
        });
      const dentro = await capturar(async () => {
        for (let i = 0; i < max; i++) expect((await enviar()).statusCode).not.toBe(429);
      });
      expect(dentro.length, 'the requests within the limit are served').toBeGreaterThan(0);
      const fora = await capturar(async () => {
        for (let i = 0; i < 20; i++) {
          const res = await enviar();
          expect(res.statusCode).toBe(429);
          expect(res.json().message).toMatch(/tentativas|aguarde|muitas/i);
        }
        await new Promise((r) => setTimeout(r, 20));
      });
      expect(fora.map((q) => q.sql)).toEqual([]);
    });
  }

  it('another address is still served while one is over its limit', async () => {
    const { app } = captura;
    const res = await app.inject({
      method: 'GET',
      url: '/api/publico/agenda/consultorio-x/horarios',
      remoteAddress: '10.9.200.1',
    });
    expect(res.statusCode).toBe(404);
  });
});
