import { MSG } from '@consultorio/contracts/messages';
import { PASSWORD_MESSAGES } from '@consultorio/contracts/password-strength';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { expectValidationError, getUser, login } from '../auth/testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const NOVA = 'Outra-senha-789';
const changePassword = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/change-password', headers: user.auth, payload });

describe('POST /user/change-password', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await createUser(app);
    const otherSession = (await login(app, user.email, user.senha)).json().usuario.token;
    const res = await changePassword(user, { senha_atual: user.senha, senha: NOVA, senha_confirmacao: NOVA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.passwordChanged });

    expect((await getUser(app, user.token)).statusCode).toBe(200);
    expect((await getUser(app, otherSession)).statusCode).toBe(401);
    expect((await login(app, user.email, user.senha)).statusCode).toBe(401);
    expect((await login(app, user.email, NOVA)).statusCode).toBe(200);
    const acoes = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(acoes.map((a) => a.acao)).toContain('senha_alterada');
  });

  it('answers 422 on senha_atual when the current password is wrong, and changes nothing', async () => {
    const user = await createUser(app);
    const res = await changePassword(user, {
      senha_atual: 'errada-123',
      senha: NOVA,
      senha_confirmacao: NOVA,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: MSG.wrongCurrentPassword,
      errors: { senha_atual: [MSG.wrongCurrentPassword] },
    });
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const user = await createUser(app);
    const mismatch = await changePassword(user, {
      senha_atual: user.senha,
      senha: NOVA,
      senha_confirmacao: 'Diferente-123',
    });
    expectValidationError(mismatch, 'senha_confirmacao');
    const weak = await changePassword(user, {
      senha_atual: user.senha,
      senha: 'abc',
      senha_confirmacao: 'abc',
    });
    expectValidationError(weak, 'senha');
    const missing = await changePassword(user, { senha: NOVA, senha_confirmacao: NOVA });
    expectValidationError(missing, 'senha_atual');
  });

  it("refuses a common password or one with the user's name or CPF, saying why", async () => {
    const cpf = randomCpf();
    const user = await createUser(app, { nome: 'Otávio Brandão Lemos', cpf });
    const cases: Array<[string, string]> = [
      ['senha12345', PASSWORD_MESSAGES.common],
      ['Otavio-2025!', PASSWORD_MESSAGES.nome],
      ['brandao.lemos', PASSWORD_MESSAGES.nome],
      [`${cpf}-ok`, PASSWORD_MESSAGES.cpf],
    ];
    for (const [senha, message] of cases) {
      const res = await changePassword(user, { senha_atual: user.senha, senha, senha_confirmacao: senha });
      expect(res.statusCode, senha).toBe(422);
      expect(res.json(), senha).toEqual({ message, errors: { senha: [message] } });
    }
    // Nothing changed: the old password still logs in.
    expect((await login(app, user.email, user.senha)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { senha_atual: 'x', senha: NOVA, senha_confirmacao: NOVA },
    });
    expect(res.statusCode).toBe(401);
  });
});
