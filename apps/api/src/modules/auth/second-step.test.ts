// The login's second step capped per account (docs/security.md): wrong authenticator codes counted across
// challenges and addresses, a 15-minute pause, the audit trail, one warning e-mail, recovery codes still working.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { ligar2fa, totp } from '../conta/testing.ts';
import { pausedMessage } from './second-step.ts';
import { decodeQp, outboxFor, textPart } from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const CAP = 20;
const PAUSE_SECONDS = 15 * 60;
const WARNING = 'Alguém usou sua senha e errou o código de verificação — troque sua senha.';

const loginFrom = async (user: TestUser, remoteAddress: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, senha: user.senha },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json().desafio as string;
};
const secondStep = (desafio: string, codigo: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login/2fa', payload: { desafio, codigo }, remoteAddress });

/** A real-looking 6-digit code the authenticator does not show now (nor in the steps around now). */
function wrongCode(segredo: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((steps) => totp(segredo, steps)));
  for (;;) {
    const codigo = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
    if (!valid.has(codigo)) return codigo;
  }
}

/** The warning e-mails the account's owner received (decoded). */
const warnings = (user: TestUser) =>
  outboxFor(app, user.email)
    .map(decodeQp)
    .filter((mail) => mail.includes(WARNING));

const trail2fa = (usuarioId: string) =>
  app.ctx.db
    .select({ detalhes: auditoria.detalhes, ip: auditoria.ip, entidade: auditoria.entidade })
    .from(auditoria)
    .where(and(eq(auditoria.usuario_id, usuarioId), eq(auditoria.acao, 'login_2fa_falhou')))
    .orderBy(asc(auditoria.created_at));

/**
 * `count` wrong codes, each from the next of `addresses`, on as many challenges as needed (5 tries each, every
 * login from the address of its first code). Answers the status codes in order.
 */
async function wrongCodes(user: TestUser, segredo: string, count: number, addresses: string[]) {
  const codes: number[] = [];
  let desafio = '';
  for (let i = 0; i < count; i++) {
    const address = addresses[i % addresses.length];
    if (i % 5 === 0) desafio = await loginFrom(user, address);
    codes.push((await secondStep(desafio, wrongCode(segredo), address)).statusCode);
  }
  return codes;
}

const ADDRESSES = ['10.20.0.1', '10.20.0.2', '10.20.0.3', '10.20.0.4', '10.20.0.5', '10.20.0.6'];

describe('the second step is capped per account', { timeout: 60_000 }, () => {
  it('20 wrong codes from six addresses over four challenges pause the authenticator codes, even the right one', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const codes = await wrongCodes(user, segredo, CAP, ADDRESSES);
    // Each challenge: 4 × 422 then its 5th try 401 — until the 20th code, which starts the pause.
    const expected: number[] = Array.from({ length: CAP }, (_, i) => ((i + 1) % 5 === 0 ? 401 : 422));
    expected[CAP - 1] = 429;
    expect(codes).toEqual(expected);

    // A new login, from an address never seen, with the right code: refused unchecked, in Portuguese.
    const desafio = await loginFrom(user, '10.20.9.9');
    const res = await secondStep(desafio, totp(segredo, 1), '10.20.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: pausedMessage(PAUSE_SECONDS * 1000) });
    expect(res.json().message).toMatch(/aguarde ou entre agora com um dos seus códigos de recuperação/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(PAUSE_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(PAUSE_SECONDS);
  });

  it('a recovery code still gets in during the pause; a wrong one is a 422 and counts', async () => {
    const user = await createUser(app);
    const { segredo, codigos } = await ligar2fa(app, user);
    await wrongCodes(user, segredo, CAP, ADDRESSES);
    const desafio = await loginFrom(user, '10.21.0.1');
    expect((await secondStep(desafio, totp(segredo, 1), '10.21.0.1')).statusCode).toBe(429);
    const wrong = await secondStep(desafio, 'ABCDE-FGH23', '10.21.0.1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.codigo).toHaveLength(1);
    const ok = await secondStep(desafio, codigos[0], '10.21.0.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().usuario).toMatchObject({ id: user.id, token: expect.any(String) });
    const motivos = (await trail2fa(user.id)).map((r) => (r.detalhes as { motivo: string }).motivo);
    expect(motivos.filter((m) => m === 'recuperacao')).toHaveLength(1);
  });

  it('every refused code is in the account’s audit trail, with its address', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    await wrongCodes(user, segredo, CAP, ADDRESSES);
    const desafio = await loginFrom(user, '10.22.0.1');
    await secondStep(desafio, totp(segredo, 1), '10.22.0.1');
    const trail = await trail2fa(user.id);
    expect(trail).toHaveLength(CAP + 1);
    expect(trail.slice(0, CAP).every((r) => (r.detalhes as { motivo: string }).motivo === 'codigo')).toBe(
      true,
    );
    expect(trail.at(-1)?.detalhes).toMatchObject({ motivo: 'pausa' });
    expect(new Set(trail.map((r) => r.ip))).toEqual(new Set([...ADDRESSES, '10.22.0.1']));
    expect(trail.every((r) => r.entidade === '2fa')).toBe(true);
  });

  it('the owner gets one e-mail per pause, in Portuguese, with nothing that helps the guesser', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    await wrongCodes(user, segredo, CAP - 1, ADDRESSES);
    expect(warnings(user)).toHaveLength(0);
    await wrongCodes(user, segredo, 10, ADDRESSES); // the 20th starts the pause, 9 more are refused
    const desafio = await loginFrom(user, '10.23.0.1');
    await secondStep(desafio, 'ZZZZZ-ZZZZZ', '10.23.0.1'); // a wrong recovery code during the pause
    const mails = warnings(user);
    expect(mails).toHaveLength(1);
    const text = textPart(mails[0]);
    expect(text).toContain(WARNING);
    expect(text).toContain('ficou pausada por 15 minutos');
    expect(text).toContain('Nesse tempo você ainda pode entrar com um dos seus códigos de recuperação.');
    for (const address of [...ADDRESSES, '10.23.0.1']) expect(mails[0]).not.toContain(address);
    expect(text).not.toMatch(/\d{6}/);
  });

  it('48 wrong codes sent at once from six addresses: at most 20 are checked, the rest answer 429', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    const desafios = await Promise.all(
      Array.from({ length: 10 }, (_, i) => loginFrom(user, ADDRESSES[i % ADDRESSES.length])),
    );
    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) =>
        secondStep(desafios[Math.floor(i / 5)], wrongCode(segredo), ADDRESSES[i % ADDRESSES.length]),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 429).length).toBeLessThan(CAP);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(48 - CAP);
    for (const c of codes) expect([401, 422, 429]).toContain(c);
    expect(warnings(user)).toHaveLength(1);
  });

  it('the pause ends after 15 minutes: the right code gets in again', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    await wrongCodes(user, segredo, CAP, ADDRESSES);
    const later = Date.now() + (PAUSE_SECONDS + 5) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const desafio = await loginFrom(user, '10.24.0.1');
    const res = await secondStep(desafio, totp(segredo), '10.24.0.1');
    expect(res.statusCode).toBe(200);
  });

  it('under the cap nothing changes: wrong codes then the right one, no e-mail', async () => {
    const user = await createUser(app);
    const { segredo } = await ligar2fa(app, user);
    expect(await wrongCodes(user, segredo, 8, ADDRESSES)).not.toContain(429);
    const desafio = await loginFrom(user, '10.25.0.1');
    expect((await secondStep(desafio, totp(segredo, 1), '10.25.0.1')).statusCode).toBe(200);
    expect(warnings(user)).toHaveLength(0);
  });
});
