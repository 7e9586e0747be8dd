import { CONVITE_VALIDADE_DIAS, MSG_EQUIPE } from '@consultorio/contracts/equipe';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convites } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { expectValidationError, outboxFor } from '../auth/testing.ts';
import { setPlan } from '../pacientes/testing.ts';
import {
  aceitarConvite,
  chamar,
  convidar,
  convidarEAceitar,
  SENHA_SECRETARIA,
  tokenDoConvite,
  verConvite,
} from './testing.ts';

/*
 * docs/product.md §15: the titular invites a secretária by e-mail; the link (7 days, used once, kept only hashed)
 * lets her choose her name and password and logs her in. The plan limits the team: Gratuito none, Essencial 1,
 * Vitalício 3 — members and pending invitations count.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const NOME_TITULAR = 'Helena Duarte Campos';

async function titularNo(plano: 'gratuito' | 'essencial' | 'vitalicio'): Promise<TestUser> {
  const user = await createUser(app, { nome: NOME_TITULAR });
  if (plano !== 'gratuito') await setPlan(app, user.id, plano);
  return user;
}

/** Invites `email` and answers the invitation and the token read from the e-mail. */
async function convidarOk(titular: TestUser, email: string, nome = 'Joana Recepção Lima') {
  const res = await convidar(app, titular, { nome, email });
  expect(res.statusCode, res.body).toBe(201);
  return { convite: res.json().convite, token: tokenDoConvite(app, email) };
}

const expect404 = (res: { statusCode: number; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe(MSG_EQUIPE.conviteInvalido);
};

describe('an invitation, from the e-mail to her login (docs/product.md §15)', () => {
  it('is e-mailed with a 7-day link that shows who invites, and accepting it logs her into the account', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const antes = Date.now();
    const res = await convidar(app, titular, { nome: 'Joana Recepção Lima', email });
    expect(res.statusCode, res.body).toBe(201);
    const { convite } = res.json();
    expect(convite).toMatchObject({ id: expect.any(String), nome: 'Joana Recepção Lima', email });
    const validade = new Date(convite.expira_em).getTime() - antes;
    expect(Math.abs(validade - CONVITE_VALIDADE_DIAS * 86_400_000)).toBeLessThan(60_000);

    // One e-mail, to her address, with the link.
    expect(outboxFor(app, email)).toHaveLength(1);
    const token = tokenDoConvite(app, email);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const publico = await verConvite(app, token);
    expect(publico.statusCode, publico.body).toBe(200);
    expect(publico.json()).toEqual({
      convite: { email, nome: 'Joana Recepção Lima', consultorio: NOME_TITULAR },
    });

    const aceite = await aceitarConvite(app, token, { nome: 'Joana R. Lima', senha: SENHA_SECRETARIA });
    expect(aceite.statusCode, aceite.body).toBe(201);
    const { usuario } = aceite.json();
    expect(usuario).toMatchObject({
      nome: 'Joana R. Lima',
      email,
      papel: 'secretaria',
      acesso_financeiro: false,
      cpf: null,
      crp: null,
      consultorio: { titular_id: titular.id, nome: NOME_TITULAR },
    });
    expect(usuario.id).not.toBe(titular.id);
    const eu = await chamar(app, { auth: { authorization: `Bearer ${usuario.token}` } }, 'GET', '/user');
    expect(eu.statusCode).toBe(200);
    expect(eu.json().usuario).toMatchObject({ id: usuario.id, papel: 'secretaria' });

    // Used once: a second acceptance and the page both answer 404.
    expect404(await aceitarConvite(app, token, { nome: 'Outra Pessoa', senha: 'Outra-senha-forte-2026' }));
    expect404(await verConvite(app, token));
    // The pending list no longer shows it; the member list does.
    const equipe = (await chamar(app, titular, 'GET', '/equipe')).json();
    expect(equipe.convites).toEqual([]);
    expect(equipe.membros.map((m: { email: string }) => m.email)).toEqual([email]);
  });

  it('an expired link answers 404 on the page and on acceptance', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const { convite, token } = await convidarOk(titular, email);
    await app.ctx.db
      .update(convites)
      .set({ expira_em: sql`now() - interval '1 second'` })
      .where(eq(convites.id, convite.id));
    expect404(await verConvite(app, token));
    expect404(await aceitarConvite(app, token, { nome: 'Joana', senha: SENHA_SECRETARIA }));
    // An expired invitation is not pending: the titular does not see it, and it does not take the place.
    expect((await chamar(app, titular, 'GET', '/equipe')).json().convites).toEqual([]);
    expect(
      (await convidar(app, titular, { nome: 'Outra', email: randomEmail('secretaria') })).statusCode,
    ).toBe(201);
  });

  it('an unknown token answers 404', async () => {
    expect404(await verConvite(app, 'x'.repeat(43)));
    expect404(await aceitarConvite(app, 'nao-existe', { nome: 'Joana', senha: SENHA_SECRETARIA }));
  });

  it('a weak or short password answers 422 on `senha` and leaves the invitation usable', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const { token } = await convidarOk(titular, email);
    expectValidationError(await aceitarConvite(app, token, { nome: 'Joana Lima', senha: 'curta' }), 'senha');
    // Long enough but too common: the sign-up's strength rule, also on `senha`.
    const comum = await aceitarConvite(app, token, { nome: 'Joana Lima', senha: '1234567890' });
    expect(comum.statusCode).toBe(422);
    expect(comum.json().errors.senha).toEqual([expect.stringMatching(/senha/i)]);
    expect((await verConvite(app, token)).statusCode).toBe(200);
    const aceite = await aceitarConvite(app, token, { nome: 'Joana Lima', senha: SENHA_SECRETARIA });
    expect(aceite.statusCode, aceite.body).toBe(201);
  });

  it('keeps only a hash of the token: no column holds the link', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const { convite, token } = await convidarOk(titular, email);
    const [row] = await app.ctx.db.select().from(convites).where(eq(convites.id, convite.id));
    expect(row).toBeDefined();
    const valores = Object.values(row).map((v) => (v instanceof Date ? v.toISOString() : String(v)));
    for (const v of valores) expect(v).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('cancelling a pending invitation turns its link into a 404 and frees the place', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const { convite, token } = await convidarOk(titular, email);
    // Another titular cannot cancel it.
    const outro = await titularNo('essencial');
    expect((await chamar(app, outro, 'DELETE', `/equipe/convites/${convite.id}`)).statusCode).toBe(404);
    expect((await verConvite(app, token)).statusCode).toBe(200);

    expect((await chamar(app, titular, 'DELETE', `/equipe/convites/${convite.id}`)).statusCode).toBe(204);
    expect404(await verConvite(app, token));
    expect404(await aceitarConvite(app, token, { nome: 'Joana', senha: SENHA_SECRETARIA }));
    expect((await chamar(app, titular, 'GET', '/equipe')).json().convites).toEqual([]);
    expect((await chamar(app, titular, 'DELETE', `/equipe/convites/${convite.id}`)).statusCode).toBe(404);
    await convidarOk(titular, randomEmail('secretaria'));
  });
});

describe("the plan's limit on the team (docs/product.md §15)", () => {
  it('Gratuito cannot invite', async () => {
    const titular = await titularNo('gratuito');
    const email = randomEmail('secretaria');
    const res = await convidar(app, titular, { nome: 'Joana', email });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_EQUIPE.gratuitoSemEquipe);
    expect(outboxFor(app, email)).toEqual([]);
    expect((await chamar(app, titular, 'GET', '/equipe')).json()).toEqual({
      membros: [],
      convites: [],
      limite: 0,
    });
  });

  it('Essencial: one place; a new invitation to the same e-mail replaces the pending one', async () => {
    const titular = await titularNo('essencial');
    const email = randomEmail('secretaria');
    const primeiro = await convidarOk(titular, email);
    const outra = randomEmail('secretaria');
    const segunda = await convidar(app, titular, { nome: 'Outra Pessoa', email: outra });
    expect(segunda.statusCode).toBe(403);
    expect(segunda.json().message).toBe(MSG_EQUIPE.limite(1));
    expect(outboxFor(app, outra)).toEqual([]);

    const denovo = await convidarOk(titular, email, 'Joana Nome Corrigido');
    expect(denovo.token).not.toBe(primeiro.token);
    expect404(await verConvite(app, primeiro.token));
    expect((await verConvite(app, denovo.token)).json().convite.nome).toBe('Joana Nome Corrigido');
    const equipe = (await chamar(app, titular, 'GET', '/equipe')).json();
    expect(equipe.limite).toBe(1);
    expect(equipe.convites).toHaveLength(1);
    expect(equipe.convites[0]).toMatchObject({ id: denovo.convite.id, email, nome: 'Joana Nome Corrigido' });
  });

  it('Vitalício: three places, then 403', async () => {
    const titular = await titularNo('vitalicio');
    for (let i = 0; i < 3; i++) await convidarOk(titular, randomEmail('secretaria'), `Pessoa ${i + 1}`);
    const quarta = await convidar(app, titular, { nome: 'Quarta Pessoa', email: randomEmail('secretaria') });
    expect(quarta.statusCode).toBe(403);
    expect(quarta.json().message).toBe(MSG_EQUIPE.limite(3));
    const equipe = (await chamar(app, titular, 'GET', '/equipe')).json();
    expect(equipe.limite).toBe(3);
    expect(equipe.convites).toHaveLength(3);
  });

  it('a member takes the place: after acceptance the Essencial titular cannot invite another', async () => {
    const titular = await titularNo('essencial');
    await convidarEAceitar(app, titular);
    const res = await convidar(app, titular, { nome: 'Outra Pessoa', email: randomEmail('secretaria') });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_EQUIPE.limite(1));
  });

  it('an e-mail that already has an account answers 409 on `email`', async () => {
    const titular = await titularNo('vitalicio');
    const outroTitular = await createUser(app);
    const res = await convidar(app, titular, { nome: 'Colega', email: outroTitular.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual([MSG_EQUIPE.emailJaTemConta]);
    expect(outboxFor(app, outroTitular.email).filter((m) => m.includes('/convite/'))).toEqual([]);

    // Also a secretária of another practice, and in another case.
    const deOutro = await convidarEAceitar(app, await titularNo('essencial'));
    const res2 = await convidar(app, titular, { nome: 'Joana', email: deOutro.email.toUpperCase() });
    expect(res2.statusCode).toBe(409);
    expect(res2.json().errors.email).toEqual([MSG_EQUIPE.emailJaTemConta]);
  });
});
