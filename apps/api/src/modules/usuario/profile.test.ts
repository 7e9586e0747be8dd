import { randomInt } from 'node:crypto';
import { MSG } from '@consultorio/contracts/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf, randomCrp, randomEmail, randomTelefone } from '../../test/factories.ts';
import { expectNoSecrets, expectValidationError } from '../auth/testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const obterPerfil = (user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: user.auth });
const putProfile = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.auth, payload });

/** The profile as GET answers it, ready to be sent back with changes. */
async function current(user: TestUser): Promise<Record<string, unknown>> {
  const { id: _id, ...rest } = (await obterPerfil(user)).json().usuario;
  return rest;
}

describe('GET /user/profile', () => {
  it('answers every profile field with defaults for a new user, without secrets', async () => {
    const user = await createUser(app);
    const res = await obterPerfil(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toEqual({
      id: user.id,
      nome: 'Ana Beatriz Souza',
      email: user.email,
      cpf: expect.stringMatching(/^\d{11}$/),
      crp: expect.stringMatching(/^06\/\d+$/),
      telefone: expect.stringMatching(/^\d{11}$/),
      data_nascimento: null,
      endereco: null,
      valor_sessao_padrao: null,
      duracao_sessao_padrao: 50,
      fuso_horario: 'America/Sao_Paulo',
      codigo_ocupacao: '255',
      emite_receita_saude: true,
      link_online_padrao: null,
      plataforma_online: null,
      encaminhamento_emergencia: null,
    });
    // Res. CFP 09/2024 ended the e-Psi registration: the profile no longer has it.
    expect(res.json().usuario).not.toHaveProperty('cadastro_epsi');
    expectNoSecrets(res);
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    const put = await app.inject({ method: 'PUT', url: '/api/user/profile', payload: {} });
    expect(put.statusCode).toBe(401);
  });
});

describe('PUT /user/profile', () => {
  it('saves every field; money in reais is kept as centavos', async () => {
    const user = await createUser(app);
    const landline = String(randomInt(1_000_000, 9_999_999));
    const novo = {
      nome: 'Ana B. Souza Lima',
      email: randomEmail('novo'),
      cpf: randomCpf(),
      crp: randomCrp(),
      telefone: `(21) 3${landline.slice(0, 3)}-${landline.slice(3)}`,
      data_nascimento: '1985-04-12',
      endereco: {
        cep: '01310-100',
        logradouro: 'Av. Paulista',
        numero: '1000',
        complemento: 'sala 12',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      valor_sessao_padrao: 180.5,
      duracao_sessao_padrao: 45,
      fuso_horario: 'America/Manaus',
      codigo_ocupacao: '2515',
      emite_receita_saude: false,
      link_online_padrao: 'https://meet.google.com/abc-defg-hij',
      plataforma_online: 'Google Meet',
      encaminhamento_emergencia: 'CVV 188 (24 h)\nSAMU 192\nCAPS Sé: (11) 3241-0000\nContato: Maria, irmã',
    };
    const res = await putProfile(user, novo);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...novo,
      id: user.id,
      telefone: `213${landline}`,
      endereco: { ...novo.endereco, cep: '01310100' },
    };
    expect(res.json().usuario).toEqual(expected);
    expect((await obterPerfil(user)).json().usuario).toEqual(expected);
    expectNoSecrets(res);

    const [row] = await app.ctx.db.select().from(usuarios).where(eq(usuarios.id, user.id));
    expect(row.valor_sessao_padrao_centavos).toBe(18050);
    const acoes = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(acoes.map((a) => a.acao)).toContain('perfil_alterado');

    // The new e-mail is the login from now on.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: novo.email, senha: user.senha },
    });
    expect(login.statusCode).toBe(200);
  });

  it('clears optional fields sent as null', async () => {
    const user = await createUser(app);
    const base = await current(user);
    await putProfile(user, { ...base, valor_sessao_padrao: 150, data_nascimento: '1990-01-01' });
    const res = await putProfile(user, {
      ...base,
      valor_sessao_padrao: null,
      data_nascimento: null,
      endereco: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({
      valor_sessao_padrao: null,
      data_nascimento: null,
      endereco: null,
    });
  });

  it('keeps the online-care fields when omitted, trims them and clears them when blank', async () => {
    const user = await createUser(app);
    const base = await current(user);
    const salvo = await putProfile(user, {
      ...base,
      plataforma_online: '  Zoom  ',
      encaminhamento_emergencia: ' CVV 188 ',
    });
    expect(salvo.json().usuario).toMatchObject({
      plataforma_online: 'Zoom',
      encaminhamento_emergencia: 'CVV 188',
    });
    const { plataforma_online: _p, encaminhamento_emergencia: _e, ...semEles } = base;
    const mantido = await putProfile(user, { ...semEles, nome: 'Outro Nome' });
    expect(mantido.json().usuario).toMatchObject({
      plataforma_online: 'Zoom',
      encaminhamento_emergencia: 'CVV 188',
    });
    const limpo = await putProfile(user, { ...base, plataforma_online: ' ', encaminhamento_emergencia: '' });
    expect(limpo.json().usuario).toMatchObject({ plataforma_online: null, encaminhamento_emergencia: null });
  });

  it.each([
    ['plataforma_online', 120, 'Plataforma longa demais (máximo de 120 caracteres).'],
    [
      'encaminhamento_emergencia',
      1000,
      'Encaminhamento de emergência longo demais (máximo de 1000 caracteres).',
    ],
  ])(
    'answers 422 in Portuguese when %s passes %i characters; at the limit it is saved',
    async (field, max, msg) => {
      const user = await createUser(app);
      const base = await current(user);
      const longo = await putProfile(user, { ...base, [field]: 'a'.repeat(max + 1) });
      expectValidationError(longo, field);
      expect(longo.json().errors[field]).toEqual([msg]);
      expect((await current(user))[field]).toBeNull();
      const noLimite = await putProfile(user, { ...base, [field]: 'a'.repeat(max) });
      expect(noLimite.statusCode).toBe(200);
      expect(noLimite.json().usuario[field]).toBe('a'.repeat(max));
    },
  );

  it('ignores a cadastro_epsi sent by an old client (the field no longer exists)', async () => {
    const user = await createUser(app);
    const res = await putProfile(user, { ...(await current(user)), cadastro_epsi: 'e-Psi 123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).not.toHaveProperty('cadastro_epsi');
  });

  it('keeps the user own unique values (no 409 against oneself)', async () => {
    const user = await createUser(app);
    const res = await putProfile(user, { ...(await current(user)), nome: 'Nome Trocado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario.nome).toBe('Nome Trocado');
  });

  for (const field of ['email', 'cpf', 'crp', 'telefone'] as const) {
    it(`answers 409 naming ${field} when another user has it`, async () => {
      const other = await createUser(app, {
        email: randomEmail(),
        cpf: randomCpf(),
        crp: randomCrp(),
        telefone: randomTelefone(),
      });
      const otherProfile = await current(other);
      const user = await createUser(app);
      const res = await putProfile(user, { ...(await current(user)), [field]: otherProfile[field] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: MSG.duplicate[field],
        errors: { [field]: [MSG.duplicate[field]] },
      });
      // Nothing changed.
      expect((await current(user))[field]).not.toBe(otherProfile[field]);
    });
  }

  it.each([
    ['cpf', { cpf: '111.111.111-11' }],
    ['crp', { crp: '25/1234' }],
    ['telefone', { telefone: '(20) 98765-4321' }],
    ['valor_sessao_padrao', { valor_sessao_padrao: 10.555 }],
    ['valor_sessao_padrao', { valor_sessao_padrao: -1 }],
    ['data_nascimento', { data_nascimento: '12/04/1985' }],
    ['endereco.uf', { endereco: { uf: 'XX' } }],
    ['endereco.cep', { endereco: { cep: '123' } }],
    ['duracao_sessao_padrao', { duracao_sessao_padrao: 5 }],
    ['fuso_horario', { fuso_horario: 'Marte/Olympus' }],
    ['plataforma_online', { plataforma_online: 42 }],
  ])('answers 422 on %s for invalid values', async (field, change) => {
    const user = await createUser(app);
    const res = await putProfile(user, { ...(await current(user)), ...change });
    expectValidationError(res, field);
  });
});
