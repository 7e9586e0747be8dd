import { MSG_EQUIPE } from '@consultorio/contracts/equipe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomEmail } from '../../test/factories.ts';
import { emDias } from '../agendamentos/testing.ts';
import { ligar2fa, totp } from '../conta/testing.ts';
import { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';
import { chamar as chamarEm, convidarEAceitar, entrar, type Secretaria } from './testing.ts';

/*
 * docs/product.md §15: the titular's team once in — listing, finance access, removal, what her login reaches (the
 * titular's data, never another account's, never the clinical areas), her two-step login, the audit trail naming
 * her, and what happens to her when the titular's account or plan goes.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const chamar = (quem: Pick<TestUser, 'auth'>, method: string, url: string, payload?: unknown) =>
  chamarEm(app, quem, method, url, payload);

async function titularNo(plano: 'essencial' | 'vitalicio' = 'essencial'): Promise<TestUser> {
  const user = await createUser(app, { nome: 'Helena Duarte Campos' });
  await setPlan(app, user.id, plano);
  return user;
}

const pacientePayload = (nome: string) => ({ nome, telefone: '(11) 91234-5678' });

describe('GET /equipe and the finance access (docs/product.md §15)', () => {
  it('lists her with her fields, her last access after she logs in, and the pending invitations', async () => {
    const titular = await titularNo('vitalicio');
    const joana = await convidarEAceitar(app, titular, 'Joana Recepção Lima');
    const pendente = randomEmail('pendente');
    expect(
      (await chamar(titular, 'POST', '/equipe/convites', { nome: 'Marta Pendente', email: pendente }))
        .statusCode,
    ).toBe(201);
    expect((await entrar(app, joana.email, joana.senha)).statusCode).toBe(200);

    const res = await chamar(titular, 'GET', '/equipe');
    expect(res.statusCode).toBe(200);
    const equipe = res.json();
    expect(equipe.limite).toBe(3);
    expect(equipe.membros).toEqual([
      {
        id: joana.membroId,
        nome: 'Joana Recepção Lima',
        email: joana.email,
        papel: 'secretaria',
        acesso_financeiro: false,
        criado_em: expect.any(String),
        ultimo_acesso_em: expect.any(String),
      },
    ]);
    const [membro] = equipe.membros;
    expect(Date.now() - new Date(membro.ultimo_acesso_em).getTime()).toBeLessThan(60_000);
    expect(Date.now() - new Date(membro.criado_em).getTime()).toBeLessThan(60_000);
    expect(equipe.convites).toEqual([
      {
        id: expect.any(String),
        nome: 'Marta Pendente',
        email: pendente,
        expira_em: expect.any(String),
        criado_em: expect.any(String),
      },
    ]);
    // The titular herself is not a member of her team.
    expect(equipe.membros.map((m: { id: string }) => m.id)).not.toContain(titular.id);
  });

  it("another titular's member answers 404 on PUT and DELETE, and stays", async () => {
    const titular = await titularNo();
    const joana = await convidarEAceitar(app, titular);
    const outro = await titularNo();
    const put = await chamar(outro, 'PUT', `/equipe/${joana.membroId}`, { acesso_financeiro: true });
    expect(put.statusCode).toBe(404);
    expect((await chamar(outro, 'DELETE', `/equipe/${joana.membroId}`)).statusCode).toBe(404);
    // The titular's own id is not a member either.
    expect((await chamar(titular, 'DELETE', `/equipe/${titular.id}`)).statusCode).toBe(404);
    expect(
      (await chamar(titular, 'PUT', `/equipe/${titular.id}`, { acesso_financeiro: false })).statusCode,
    ).toBe(404);
    expect((await chamar(joana, 'GET', '/user')).statusCode).toBe(200);
    expect((await chamar(titular, 'GET', '/equipe')).json().membros[0]).toMatchObject({
      id: joana.membroId,
      acesso_financeiro: false,
    });
  });

  it('PUT toggles her finance access: off → 403 on /financeiros, on → 200', async () => {
    const titular = await titularNo('essencial');
    const joana = await convidarEAceitar(app, titular);
    const sem = await chamar(joana, 'GET', '/financeiros');
    expect(sem.statusCode).toBe(403);
    expect(sem.json().message).toBe(MSG_EQUIPE.semFinanceiro);

    const liga = await chamar(titular, 'PUT', `/equipe/${joana.membroId}`, { acesso_financeiro: true });
    expect(liga.statusCode, liga.body).toBe(200);
    expect(liga.json().membro).toMatchObject({ id: joana.membroId, acesso_financeiro: true });
    expect((await chamar(joana, 'GET', '/financeiros')).statusCode).toBe(200);
    expect((await chamar(joana, 'GET', '/user')).json().usuario.acesso_financeiro).toBe(true);

    const desliga = await chamar(titular, 'PUT', `/equipe/${joana.membroId}`, { acesso_financeiro: false });
    expect(desliga.json().membro.acesso_financeiro).toBe(false);
    expect((await chamar(joana, 'GET', '/financeiros')).statusCode).toBe(403);
  });

  it('convidarEAceitar can give her finance access at once', async () => {
    const titular = await titularNo('essencial');
    const joana = await convidarEAceitar(app, titular, 'Joana Caixa', { acesso_financeiro: true });
    expect((await chamar(joana, 'GET', '/financeiros')).statusCode).toBe(200);
  });
});

describe('removing her (docs/product.md §15)', () => {
  it('DELETE /equipe/{id} ends her sessions and her login; what she registered stays', async () => {
    const titular = await titularNo();
    const joana = await convidarEAceitar(app, titular);
    const criar = await chamar(joana, 'POST', '/paciente', pacientePayload('Paciente Que Ela Cadastrou'));
    expect(criar.statusCode, criar.body).toBe(201);
    const paciente = criar.json().paciente;

    expect((await chamar(titular, 'DELETE', `/equipe/${joana.membroId}`)).statusCode).toBe(204);
    expect((await chamar(joana, 'GET', '/user')).statusCode).toBe(401);
    expect((await chamar(joana, 'GET', '/pacientes')).statusCode).toBe(401);
    expect((await entrar(app, joana.email, joana.senha)).statusCode).toBe(401);
    expect((await chamar(titular, 'GET', '/equipe')).json().membros).toEqual([]);
    expect((await chamar(titular, 'DELETE', `/equipe/${joana.membroId}`)).statusCode).toBe(404);

    const doTitular = await chamar(titular, 'GET', `/paciente/${paciente.id}`);
    expect(doTitular.statusCode).toBe(200);
    expect(doTitular.json().paciente.nome).toBe('Paciente Que Ela Cadastrou');
    // Her place is free again.
    expect(
      (await chamar(titular, 'POST', '/equipe/convites', { nome: 'Nova', email: randomEmail('pendente') }))
        .statusCode,
    ).toBe(201);
  });

  it('she deleting "her account" (DELETE /user) removes only her login', async () => {
    const titular = await titularNo();
    const joana = await convidarEAceitar(app, titular);
    const p = await cadastrarPaciente(app, titular);
    const res = await chamar(joana, 'DELETE', '/user', { senha: joana.senha });
    expect(res.statusCode, res.body).toBe(204);
    expect((await chamar(joana, 'GET', '/user')).statusCode).toBe(401);
    expect((await entrar(app, joana.email, joana.senha)).statusCode).toBe(401);

    expect((await chamar(titular, 'GET', '/user')).statusCode).toBe(200);
    expect((await entrar(app, titular.email, titular.senha)).statusCode).toBe(200);
    expect((await chamar(titular, 'GET', `/paciente/${p.id}`)).statusCode).toBe(200);
    expect((await chamar(titular, 'GET', '/equipe')).json().membros).toEqual([]);
  });
});

describe("her login acts on the titular's account, and only there (docs/product.md §15)", () => {
  let titular: TestUser;
  let joana: Secretaria;
  beforeAll(async () => {
    titular = await titularNo('vitalicio');
    joana = await convidarEAceitar(app, titular, 'Joana Recepção Lima');
  });

  it("a patient she registers is the titular's; she sees the titular's patients, never another account's", async () => {
    const criar = await chamar(joana, 'POST', '/paciente', pacientePayload('Cadastrado Pela Recepção'));
    expect(criar.statusCode, criar.body).toBe(201);
    const dela = criar.json().paciente;
    const nomes = (await chamar(titular, 'GET', '/pacientes?per_page=100'))
      .json()
      .pacientes.map((x: { nome: string }) => x.nome);
    expect(nomes).toContain('Cadastrado Pela Recepção');
    expect((await chamar(titular, 'GET', `/paciente/${dela.id}`)).statusCode).toBe(200);

    const doTitular = await cadastrarPaciente(app, titular, { nome: 'Paciente Da Helena' });
    const vista = await chamar(joana, 'GET', `/paciente/${doTitular.id}`);
    expect(vista.statusCode).toBe(200);
    expect(vista.json().paciente.nome).toBe('Paciente Da Helena');
    const lista = (await chamar(joana, 'GET', '/pacientes?per_page=100')).json().pacientes;
    expect(lista.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([doTitular.id, dela.id]));

    const outro = await titularNo();
    const alheio = await cadastrarPaciente(app, outro, { nome: 'Paciente De Outra Conta' });
    expect((await chamar(joana, 'GET', `/paciente/${alheio.id}`)).statusCode).toBe(404);
    expect(
      (await chamar(joana, 'PUT', `/paciente/${alheio.id}`, { telefone: '(11) 90000-1111' })).statusCode,
    ).toBe(404);
    expect(JSON.stringify(lista)).not.toContain('Paciente De Outra Conta');
  });

  it('answers 403 with the titular-only message on the clinical, tax, export, profile and team areas', async () => {
    const p = await cadastrarPaciente(app, titular);
    const rotas: Array<[string, string, unknown?]> = [
      ['GET', `/prontuario/paciente/${p.id}`],
      ['GET', `/paciente/${p.id}/anamnese`],
      ['GET', `/paciente/${p.id}/documentos`],
      ['GET', `/anexos/paciente/${p.id}`],
      ['GET', '/carne-leao'],
      ['GET', '/dashboard'],
      ['GET', '/user/export'],
      ['GET', '/user/profile'],
      ['GET', '/equipe'],
      ['POST', '/user/upgrade-plan', { plano: 'vitalicio' }],
    ];
    const erradas: string[] = [];
    for (const [method, url, payload] of rotas) {
      const res = await chamar(joana, method, url, payload);
      if (res.statusCode !== 403 || res.json().message !== MSG_EQUIPE.areaDoTitular)
        erradas.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(erradas).toEqual([]);
    // The same routes are the titular's: she gets 2xx on them.
    for (const url of [`/prontuario/paciente/${p.id}`, '/user/profile', '/equipe', '/dashboard']) {
      expect((await chamar(titular, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('her two-step login works on her own login', async () => {
    const { segredo } = await ligar2fa(app, joana);
    const login = await entrar(app, joana.email, joana.senha);
    expect(login.statusCode).toBe(200);
    const desafio = login.json().desafio as string;
    expect(desafio).toEqual(expect.any(String));
    expect(login.json().usuario).toBeUndefined();
    const segundo = await app.inject({
      method: 'POST',
      url: '/api/login/2fa',
      payload: { desafio, codigo: totp(segredo, 1) },
    });
    expect(segundo.statusCode, segundo.body).toBe(200);
    expect(segundo.json().usuario).toMatchObject({
      id: joana.membroId,
      papel: 'secretaria',
      consultorio: { titular_id: titular.id },
    });
    // The titular's login is unchanged: one step.
    const dela = await entrar(app, titular.email, titular.senha);
    expect(dela.json().usuario?.token).toEqual(expect.any(String));
    expect((await chamar(titular, 'GET', '/user/2fa')).json().ativo).toBe(false);
  });

  it("what she does shows in the titular's audit trail under her name", async () => {
    const p = await cadastrarPaciente(app, titular);
    const agendar = await chamar(joana, 'POST', '/agendamento', { paciente_id: p.id, inicio: emDias(3) });
    expect(agendar.statusCode, agendar.body).toBe(201);
    const [consulta] = agendar.json().agendamentos;

    const trilha = await chamar(titular, 'GET', '/user/auditoria?per_page=100');
    expect(trilha.statusCode, trilha.body).toBe(200);
    const registros = trilha.json().registros as Array<{
      acao: string;
      entidade: string | null;
      entidade_id: string | null;
      autor_id: string | null;
      autor_nome: string | null;
    }>;
    const dela = registros.find((r) => r.entidade === 'agendamento' && r.entidade_id === consulta.id);
    expect(dela).toMatchObject({
      acao: 'criar',
      autor_id: joana.membroId,
      autor_nome: 'Joana Recepção Lima',
    });
    // The titular's own lines (the patient she created) name no one else.
    const proprias = registros.filter(
      (r) => r.entidade === 'paciente' && r.entidade_id === p.id && r.acao === 'criar',
    );
    expect(proprias.length).toBeGreaterThan(0);
    for (const r of proprias) expect(r).toMatchObject({ autor_id: null, autor_nome: null });
  });
});

describe('when the account or its plan goes (docs/product.md §15)', () => {
  it("the titular's account deletion removes her login", async () => {
    const titular = await titularNo();
    const joana = await convidarEAceitar(app, titular);
    expect((await chamar(joana, 'GET', '/pacientes')).statusCode).toBe(200);
    const res = await chamar(titular, 'DELETE', '/user', { senha: titular.senha });
    expect(res.statusCode, res.body).toBe(204);
    expect((await chamar(joana, 'GET', '/user')).statusCode).toBe(401);
    expect((await chamar(joana, 'GET', '/pacientes')).statusCode).toBe(401);
    expect((await entrar(app, joana.email, joana.senha)).statusCode).toBe(401);
  });

  it('a plan without a team closes the practice to her but keeps her login', async () => {
    const titular = await titularNo();
    const joana = await convidarEAceitar(app, titular);
    expect((await chamar(joana, 'GET', '/pacientes')).statusCode).toBe(200);
    await setPlan(app, titular.id, 'gratuito');
    const res = await chamar(joana, 'GET', '/pacientes');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_EQUIPE.planoSemEquipe);
    expect(res.json().message).toMatch(/plano do consultório não inclui secretária/);
    expect((await chamar(joana, 'GET', '/agendamentos')).statusCode).toBe(403);
    expect((await chamar(joana, 'GET', '/user')).statusCode).toBe(200);
    expect((await entrar(app, joana.email, joana.senha)).statusCode).toBe(200);
    // The titular still sees her team (to remove her), with no place left.
    const equipe = (await chamar(titular, 'GET', '/equipe')).json();
    expect(equipe.limite).toBe(0);
    expect(equipe.membros).toHaveLength(1);
    // Back on a plan with a team, she works again.
    await setPlan(app, titular.id, 'essencial');
    expect((await chamar(joana, 'GET', '/pacientes')).statusCode).toBe(200);
  });
});
