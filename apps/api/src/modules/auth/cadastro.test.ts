import { MSG } from '@consultorio/contracts/messages';
import { PASSWORD_MESSAGES } from '@consultorio/contracts/password-strength';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../db/schema.ts';
import { buildTestApp } from '../../test/app.ts';
import { cadastroPayload, randomCpf, randomCrp, randomEmail, randomTelefone } from '../../test/factories.ts';
import { expectNoSecrets, expectValidationError } from './testing.ts';
import { uniqueViolation } from './usuarios.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const cadastro = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/cadastro', payload });

describe('POST /cadastro', () => {
  it('creates the user on the free plan and answers 201 with the public fields only', async () => {
    // Unique values every run (the PostgreSQL test database is shared and kept), written the way people type them.
    const email = randomEmail('nova');
    const telefone = randomTelefone();
    const payload = cadastroPayload({
      email: `  ${email.toUpperCase()} `,
      telefone: telefone.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3'),
    });
    const cpf = payload.cpf;
    payload.cpf = cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const res = await cadastro(payload);
    expect(res.statusCode).toBe(201);
    const { usuario } = res.json();
    expect(usuario).toEqual({
      id: expect.any(String),
      nome: 'Ana Beatriz Souza',
      email,
      cpf,
      crp: payload.crp,
      telefone,
      papel: 'titular',
      acesso_financeiro: true,
      consultorio: {
        titular_id: usuario.id,
        nome: 'Ana Beatriz Souza',
        duracao_sessao_padrao: 50,
        valor_sessao_padrao: null,
        fuso_horario: 'America/Sao_Paulo',
      },
    });
    expectNoSecrets(res);
    const [row] = await app.ctx.db.select().from(usuarios).where(eq(usuarios.id, usuario.id));
    expect(row.plano_slug).toBe('gratuito');
    expect(row.senha_hash).toMatch(/^\$argon2id\$/);
    expect(row.senha_hash).not.toContain(payload.senha);
    const audit = await app.ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, usuario.id));
    expect(audit.map((a) => a.acao)).toEqual(['cadastro']);
  });

  it('lets the new user log in right away', async () => {
    const payload = cadastroPayload();
    await cadastro(payload);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: payload.email, senha: payload.senha },
    });
    expect(res.statusCode).toBe(200);
  });

  for (const field of ['email', 'cpf', 'crp', 'telefone'] as const) {
    it(`answers 409 naming ${field} when it is already registered`, async () => {
      const first = cadastroPayload();
      expect((await cadastro(first)).statusCode).toBe(201);
      const res = await cadastro(cadastroPayload({ [field]: first[field] }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: MSG.duplicate[field],
        errors: { [field]: [MSG.duplicate[field]] },
      });
    });
  }

  it('names every duplicate field at once', async () => {
    const first = cadastroPayload();
    await cadastro(first);
    const res = await cadastro({ ...first, nome: 'Outra Pessoa' });
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().errors).sort()).toEqual(['cpf', 'crp', 'email', 'telefone']);
  });

  it('treats the same e-mail in other letter case, and the same CPF with punctuation, as duplicates', async () => {
    const first = cadastroPayload();
    await cadastro(first);
    const cpf = first.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const byEmail = await cadastro(cadastroPayload({ email: first.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors).toHaveProperty('email');
    const byCpf = await cadastro(cadastroPayload({ cpf }));
    expect(byCpf.statusCode).toBe(409);
    expect(byCpf.json().errors).toHaveProperty('cpf');
  });

  it('answers 409 (not 500) when two sign-ups with the same e-mail race', async () => {
    const email = randomEmail('corrida');
    const results = await Promise.all([
      cadastro(cadastroPayload({ email })),
      cadastro(cadastroPayload({ email })),
      cadastro(cadastroPayload({ email })),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors).toEqual({ email: [MSG.duplicate.email] });
    }
  });

  it("maps the database's own unique violation to the same 409 (both drivers)", async () => {
    const first = cadastroPayload();
    await cadastro(first);
    for (const field of ['email', 'cpf', 'crp', 'telefone'] as const) {
      const row = { ...cadastroPayload(), senha_hash: 'x', [field]: first[field] };
      const err = await app.ctx.db
        .insert(usuarios)
        .values(row)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(uniqueViolation(err)?.errors).toEqual({ [field]: [MSG.duplicate[field]] });
    }
    expect(uniqueViolation(new Error('outro erro'))).toBeNull();
  });

  it.each([
    ['wrong check digits', '529.982.247-24'],
    ['all digits equal', '111.111.111-11'],
    ['too short', '5299822472'],
  ])('refuses a CPF with %s (422 on cpf)', async (_, cpf) => {
    expectValidationError(await cadastro(cadastroPayload({ cpf })), 'cpf');
  });

  it.each([
    ['region 25', '25/12345'],
    ['region 00', '00/12345'],
    ['a bad shape', '06-12345'],
    ['a one-digit region', '6/12345'],
  ])('refuses a CRP with %s (422 on crp)', async (_, crp) => {
    expectValidationError(await cadastro(cadastroPayload({ crp })), 'crp');
  });

  it.each([
    ['no DDD', '98765-4321'],
    ['an unknown DDD', '(20) 98765-4321'],
    ['a mobile without the 9', '(11) 8876-54321'],
  ])('refuses a telefone with %s (422 on telefone)', async (_, telefone) => {
    expectValidationError(await cadastro(cadastroPayload({ telefone })), 'telefone');
  });

  it('refuses without accepting the terms', async () => {
    const res = await cadastro(cadastroPayload({ aceite_termos: false }));
    expectValidationError(res, 'aceite_termos');
    expect(res.json().errors.aceite_termos[0]).toContain('aceitar os termos');
  });

  it('refuses a weak password, a bad e-mail and a missing name, in Portuguese', async () => {
    const res = await cadastro(cadastroPayload({ senha: 'curta', email: 'nao-e-email', nome: undefined }));
    expectValidationError(res, 'senha');
    const { errors } = res.json();
    expect(errors.senha[0]).toContain('10 caracteres');
    expect(errors.email[0]).toContain('e-mail válido');
    expect(errors.nome[0]).toEqual(expect.any(String));
  });
});

describe('POST /cadastro: password strength', () => {
  it("refuses common passwords and the user's own name, e-mail or CPF with 422 saying why, and stores nothing", async () => {
    const cpf = randomCpf();
    const email = randomEmail('beatriz');
    const cases: Array<[string, string]> = [
      ['senha12345', PASSWORD_MESSAGES.common],
      ['Souza@2024!', PASSWORD_MESSAGES.nome],
      ['4n4B3@tr1z#', PASSWORD_MESSAGES.nome],
      [`${email.split('@')[0]}!`, PASSWORD_MESSAGES.email],
      [`CPF ${cpf}`, PASSWORD_MESSAGES.cpf],
    ];
    for (const [senha, message] of cases) {
      const res = await cadastro(cadastroPayload({ senha, email, cpf }));
      expect(res.statusCode, senha).toBe(422);
      expect(res.json(), senha).toEqual({ message, errors: { senha: [message] } });
    }
    const short = await cadastro(cadastroPayload({ senha: 'senha123', email, cpf }));
    expect(short.json().errors.senha).toEqual(['A senha precisa de pelo menos 10 caracteres.']);
    const [row] = await app.ctx.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(row).toBeUndefined();
    expect((await cadastro(cadastroPayload({ senha: 'Caminho-Claro-42', email, cpf }))).statusCode).toBe(201);
  });
});

describe('GET /user/check-*', () => {
  it('tells whether each unique field is free, and a logged-in user may keep their own', async () => {
    const taken = cadastroPayload();
    await cadastro(taken);
    const free = { email: randomEmail(), cpf: randomCpf(), crp: randomCrp(), telefone: randomTelefone() };
    for (const field of ['email', 'cpf', 'crp', 'telefone'] as const) {
      const url = (v: string) => `/api/user/check-${field}?${new URLSearchParams({ [field]: v })}`;
      const busy = await app.inject({ method: 'GET', url: url(taken[field]) });
      expect(busy.statusCode).toBe(200);
      expect(busy.json()).toEqual({ disponivel: false });
      expect((await app.inject({ method: 'GET', url: url(free[field]) })).json()).toEqual({
        disponivel: true,
      });
    }
    const cpfFormatted = taken.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const byFormatted = await app.inject({ method: 'GET', url: `/api/user/check-cpf?cpf=${cpfFormatted}` });
    expect(byFormatted.json()).toEqual({ disponivel: false });

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: taken.email, senha: taken.senha },
    });
    const own = await app.inject({
      method: 'GET',
      url: `/api/user/check-email?email=${encodeURIComponent(taken.email)}`,
      headers: { authorization: `Bearer ${login.json().usuario.token}` },
    });
    expect(own.json()).toEqual({ disponivel: true });
  });

  it.each([
    ['email', 'nao-e-email'],
    ['cpf', '111.111.111-11'],
    ['crp', '25/12345'],
    ['telefone', '1234'],
  ])('answers 422 for an invalid %s', async (field, value) => {
    const res = await app.inject({ method: 'GET', url: `/api/user/check-${field}?${field}=${value}` });
    expectValidationError(res, field);
  });

  it('answers 422 when the parameter is missing', async () => {
    expectValidationError(await app.inject({ method: 'GET', url: '/api/user/check-email' }), 'email');
  });
});
