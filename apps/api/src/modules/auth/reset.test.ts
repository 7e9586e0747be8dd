import { MSG } from '@consultorio/contracts/messages';
import { PASSWORD_MESSAGES } from '@consultorio/contracts/password-strength';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, resetCodes } from '../../db/schema.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { RESET_ANSWER_MS, RESET_CODES_PER_HOUR, resetWorkDone } from './reset.ts';
import {
  expectValidationError,
  expireResetCodes,
  getUser,
  lastResetCode,
  login,
  outboxFor,
  sendCode,
  setLockedUntil,
  verifyCode,
} from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const NOVA = 'Nova-senha-456';
const redefinirSenha = (email: string, codigo: string, senha = NOVA, senha_confirmacao = senha) =>
  app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload: { email, codigo, senha, senha_confirmacao },
  });

const expectInvalidCode = (res: Awaited<ReturnType<typeof verifyCode>>) => {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: MSG.invalidCode, errors: { codigo: [MSG.invalidCode] } });
};

/** A code that is surely not the one sent. */
const wrongCode = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

describe('forgotten password', () => {
  it('sends a 6-digit code by e-mail, verifies it, sets the new password and ends every session', async () => {
    const user = await createUser(app);
    const sent = await sendCode(app, user.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: MSG.resetCodeSent });

    const mails = outboxFor(app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(mails[0]).toMatch(/Subject: .*redefinir/);
    expect(mails[0]).toContain('text/html');
    const codigo = lastResetCode(app, user.email);
    expect(codigo).toMatch(/^\d{6}$/);

    const [row] = await app.ctx.db.select().from(resetCodes).where(eq(resetCodes.usuario_id, user.id));
    expect(row.code_hash).not.toContain(codigo);
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(15);

    const verified = await verifyCode(app, user.email, codigo);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ valido: true });

    const reset = await redefinirSenha(user.email, codigo);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });

    expect((await getUser(app, user.token)).statusCode).toBe(401);
    expect((await login(app, user.email, user.senha)).statusCode).toBe(401);
    expect((await login(app, user.email, NOVA)).statusCode).toBe(200);

    const acoes = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(acoes.map((a) => a.acao)).toEqual(expect.arrayContaining(['reset_solicitado', 'reset_concluido']));
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const email = randomEmail('desconhecido');
    const res = await sendCode(app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.resetCodeSent });
    expect(outboxFor(app, email)).toEqual([]);
    expectInvalidCode(await verifyCode(app, email, '123456'));
  });

  it('refuses a used code', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    expect((await redefinirSenha(user.email, codigo)).statusCode).toBe(200);
    expectInvalidCode(await verifyCode(app, user.email, codigo));
    expectInvalidCode(await redefinirSenha(user.email, codigo, 'Outra-senha-789'));
    expect((await login(app, user.email, NOVA)).statusCode).toBe(200);
  });

  it('refuses an expired code (after 15 minutes)', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    await expireResetCodes(app, user.id);
    expectInvalidCode(await verifyCode(app, user.email, codigo));
    expectInvalidCode(await redefinirSenha(user.email, codigo));
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries: even the right one fails afterwards', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    for (let i = 0; i < 4; i++) expectInvalidCode(await verifyCode(app, user.email, wrongCode(codigo)));
    // A right try in between does not use up an attempt…
    expect((await verifyCode(app, user.email, codigo)).statusCode).toBe(200);
    // …the fifth wrong one burns the code.
    expectInvalidCode(await verifyCode(app, user.email, wrongCode(codigo)));
    expectInvalidCode(await verifyCode(app, user.email, codigo));
    expectInvalidCode(await redefinirSenha(user.email, codigo));
  });

  it('refuses a weak new password with the reason, without spending a try of the code', async () => {
    const user = await createUser(app, { nome: 'Rosana Quintela Prado' });
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    for (let i = 0; i < 6; i++) {
      const res = await redefinirSenha(user.email, codigo, i % 2 ? 'Quintela#2025' : 'senha12345');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.senha).toEqual([i % 2 ? PASSWORD_MESSAGES.nome : PASSWORD_MESSAGES.common]);
    }
    // Six refusals and the code still works: a weak password is not a wrong guess.
    expect((await redefinirSenha(user.email, codigo)).statusCode).toBe(200);
    expect((await login(app, user.email, NOVA)).statusCode).toBe(200);
  });

  it('tells nothing about the owner before the code is right: a wrong code answers "invalid code" first', async () => {
    const user = await createUser(app, { nome: 'Rosana Quintela Prado' });
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    expectInvalidCode(await redefinirSenha(user.email, wrongCode(codigo), 'Quintela#2025'));
  });

  it('counts wrong tries on reset-password too', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const codigo = lastResetCode(app, user.email);
    for (let i = 0; i < 5; i++) expectInvalidCode(await redefinirSenha(user.email, wrongCode(codigo)));
    expectInvalidCode(await redefinirSenha(user.email, codigo));
  });

  it('a new code replaces the previous one', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const first = lastResetCode(app, user.email);
    // Two random codes are equal once in a million: ask again until they differ (at most RESET_CODES_PER_HOUR).
    let second = first;
    for (let i = 1; i < RESET_CODES_PER_HOUR && second === first; i++) {
      await sendCode(app, user.email);
      second = lastResetCode(app, user.email);
    }
    expect(second).not.toBe(first);
    expectInvalidCode(await verifyCode(app, user.email, first));
    expect((await verifyCode(app, user.email, second)).statusCode).toBe(200);
  });

  it('clears an account throttle', async () => {
    const user = await createUser(app);
    await setLockedUntil(app, user.id, new Date(Date.now() + 600_000));
    expect((await login(app, user.email, 'Errada-123')).statusCode).toBe(429);
    await sendCode(app, user.email);
    expect((await redefinirSenha(user.email, lastResetCode(app, user.email))).statusCode).toBe(200);
    // No more throttle: a wrong password is a plain 401 again, the new one gets in.
    expect((await login(app, user.email, 'Errada-123')).statusCode).toBe(401);
    expect((await login(app, user.email, NOVA)).statusCode).toBe(200);
  });

  it('caps the codes per account and hour, whatever the address asking', async () => {
    const user = await createUser(app);
    for (let i = 0; i < RESET_CODES_PER_HOUR + 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/send-reset-code',
        payload: { email: user.email },
        remoteAddress: `10.20.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.resetCodeSent });
      await resetWorkDone();
    }
    expect(outboxFor(app, user.email)).toHaveLength(RESET_CODES_PER_HOUR);
  });

  it('takes the same time for a registered and an unknown e-mail', async () => {
    const user = await createUser(app);
    const timed = async (email: string) => {
      const started = performance.now();
      await app.inject({ method: 'POST', url: '/api/user/send-reset-code', payload: { email } });
      return performance.now() - started;
    };
    const known = await timed(user.email);
    const unknown = await timed(randomEmail());
    await resetWorkDone();
    // Both wait the fixed answer time; the difference is scheduling noise, not the work.
    expect(known).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(Math.abs(known - unknown)).toBeLessThan(RESET_ANSWER_MS / 3);
  });

  it('validates the payloads in Portuguese', async () => {
    expectValidationError(await sendCode(app, 'nao-e-email'), 'email');
    const shortCode = await verifyCode(app, 'a@b.com', '12345');
    expectValidationError(shortCode, 'codigo');
    expect(shortCode.json().errors.codigo).toEqual(['O código tem 6 dígitos.']);
    const mismatch = await redefinirSenha('a@b.com', '123456', NOVA, 'Diferente-123');
    expectValidationError(mismatch, 'senha_confirmacao');
    expect(mismatch.json().errors.senha_confirmacao).toEqual([MSG.passwordMismatch]);
    expectValidationError(await redefinirSenha('a@b.com', '123456', 'fraca', 'fraca'), 'senha');
  });
});
