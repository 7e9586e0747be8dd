import { hojeEm, somaDias, somaMesesAoDia } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { cadastrarPaciente, createVitalicioUser, pacientePayload } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const post = (payload: Record<string, unknown>, u: TestUser = user) =>
  app.inject({ method: 'POST', url: '/api/paciente', headers: u.auth, payload });
const put = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/paciente/${id}`, headers: user.auth, payload });
const get = (id: string) => app.inject({ url: `/api/paciente/${id}`, headers: user.auth });

/** A birth date `years` years ago minus `days` days. */
/** Born `years` (and `days`) before today in the practice's time zone, the day the server counts the age from
 * (after 21:00 in São Paulo the UTC date is already tomorrow). */
const nascidoHa = (years: number, days = 0) => somaDias(somaMesesAoDia(hojeEm(), -12 * years), -days);

describe('POST /paciente', () => {
  it('creates a patient with every field of docs/product.md §8.3 and answers it normalized', async () => {
    const cpf = randomCpf();
    const res = await post({
      nome: 'Carolina Andrade Ribeiro',
      nome_social: 'Carol',
      data_nascimento: '1988-03-04',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      rg: '12.345.678-9',
      genero: 'Feminino',
      email: '  Carolina.Ribeiro@Exemplo.COM ',
      telefone: '(21) 99876-5432',
      endereco: {
        cep: '20040-002',
        logradouro: 'Rua da Assembleia',
        numero: '10',
        complemento: 'Sala 501',
        bairro: 'Centro',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
      },
      profissao: 'Arquiteta',
      escolaridade: 'Ensino superior completo',
      estado_civil: 'Casado(a)',
      contato_emergencia: { nome: 'Paulo Ribeiro', telefone: '21987650000', parentesco: 'Marido' },
      modalidade: 'online',
      frequencia: 'semanal',
      valor_sessao: 180.5,
      data_inicio: '2026-02-01',
      observacoes: 'Prefere horários pela manhã.',
    });
    expect(res.statusCode).toBe(201);
    const { paciente } = res.json();
    expect(paciente).toMatchObject({
      nome: 'Carolina Andrade Ribeiro',
      nome_social: 'Carol',
      cpf,
      email: 'carolina.ribeiro@exemplo.com',
      telefone: '21998765432',
      endereco: { cep: '20040002', cidade: 'Rio de Janeiro', uf: 'RJ' },
      contato_emergencia: { nome: 'Paulo Ribeiro', telefone: '21987650000', parentesco: 'Marido' },
      responsavel: null,
      modalidade: 'online',
      frequencia: 'semanal',
      valor_sessao: 180.5,
      status_tratamento: 'em_atendimento',
      data_inicio: '2026-02-01',
      observacoes: 'Prefere horários pela manhã.',
      ultima_sessao: null,
    });
    expect(paciente.idade).toBeGreaterThanOrEqual(38);
    expect(paciente.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await get(paciente.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().paciente).toEqual(paciente);
  });

  it('needs only nome and telefone; empty strings from a form are stored as null', async () => {
    const res = await post({ nome: 'Rui Barbosa Neto', telefone: '1133224455', cpf: '', email: '', rg: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().paciente).toMatchObject({ cpf: null, email: null, rg: null, data_nascimento: null });
  });

  it('refuses an invalid CPF with an error on cpf (422)', async () => {
    const res = await post(pacientePayload({ cpf: '123.456.789-00' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cpf[0]).toMatch(/CPF inválido/);
  });

  it('reports each missing or invalid field', async () => {
    const res = await post({ nome: '', telefone: '123', email: 'não-é-email', modalidade: 'telepatia' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['nome', 'telefone', 'email', 'modalidade']));
  });

  it('requires a responsável under 18 (422 on responsavel)', async () => {
    const res = await post(pacientePayload({ nome: 'Lucas Menor', data_nascimento: nascidoHa(17, 364) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.responsavel[0]).toMatch(/menor de 18 anos/);

    const ok = await post(
      pacientePayload({
        nome: 'Lucas Menor',
        data_nascimento: nascidoHa(12),
        responsavel: {
          nome: 'Fernanda Souza',
          telefone: '11 91234-5678',
          cpf: randomCpf(),
          parentesco: 'Mãe',
        },
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().paciente.responsavel).toMatchObject({ nome: 'Fernanda Souza', telefone: '11912345678' });
    expect(ok.json().paciente.idade).toBe(12);
  });

  it('treats the 18th birthday as adult and an all-empty responsável as none', async () => {
    const adult = await post(pacientePayload({ data_nascimento: nascidoHa(18), responsavel: { nome: '' } }));
    expect(adult.statusCode).toBe(201);
    expect(adult.json().paciente.responsavel).toBeNull();
    const minor = await post(
      pacientePayload({ data_nascimento: nascidoHa(10), responsavel: { nome: '', telefone: '' } }),
    );
    expect(minor.statusCode).toBe(422);
    expect(minor.json().errors.responsavel).toBeDefined();
  });

  it('requires nome and telefone of a responsável or emergency contact that is given', async () => {
    const res = await post(
      pacientePayload({ responsavel: { parentesco: 'Pai' }, contato_emergencia: { nome: 'Zeca' } }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['responsavel.nome', 'responsavel.telefone', 'contato_emergencia.telefone']),
    );
  });

  it('refuses a birth date in the future', async () => {
    const res = await post(pacientePayload({ data_nascimento: '2999-01-01' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.data_nascimento).toBeDefined();
  });

  it('answers 409 on cpf for a CPF already used by another of my patients, not by another user', async () => {
    const cpf = randomCpf();
    expect((await post(pacientePayload({ cpf }))).statusCode).toBe(201);
    const dup = await post(pacientePayload({ cpf: cpf.replace(/^(\d{3})(\d{3})/, '$1.$2.') }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.cpf[0]).toMatch(/Já existe um paciente com este CPF/);

    const other = await createUser(app);
    expect((await post(pacientePayload({ cpf }), other)).statusCode).toBe(201);
  });

  it('needs a session (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/paciente', payload: pacientePayload() });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /paciente/{id}', () => {
  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await get('6c1f1d7e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('nao-e-um-id')).statusCode).toBe(422);
  });

  it('is also answered under /public/api', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await app.inject({ url: `/public/api/paciente/${p.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().paciente.id).toBe(p.id);
  });
});

describe('PUT /paciente/{id}', () => {
  it('changes only the fields sent; null clears a field', async () => {
    const p = await cadastrarPaciente(app, user, { profissao: 'Professor', valor_sessao: 150 });
    const res = await put(p.id, { telefone: '11 3333-4444', profissao: null, valor_sessao: 200 });
    expect(res.statusCode).toBe(200);
    expect(res.json().paciente).toMatchObject({
      nome: p.nome,
      cpf: p.cpf,
      telefone: '1133334444',
      profissao: null,
      valor_sessao: 200,
    });
    expect((await get(p.id)).json().paciente.telefone).toBe('1133334444');
  });

  it('accepts the whole form again unchanged (the web sends everything)', async () => {
    const p = await cadastrarPaciente(app, user);
    const { id, idade, ultima_sessao, created_at, updated_at, ...form } = (await get(p.id)).json().paciente;
    const res = await put(p.id, form);
    expect(res.statusCode).toBe(200);
    expect(res.json().paciente.cpf).toBe(p.cpf);
  });

  it('keeps the under-18 rule on the merged record', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await put(p.id, { data_nascimento: nascidoHa(9) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.responsavel).toBeDefined();

    const minor = await cadastrarPaciente(app, user, {
      data_nascimento: nascidoHa(15),
      responsavel: { nome: 'Clara Dias', telefone: '11987654321' },
    });
    const remove = await put(minor.id, { responsavel: null });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().errors.responsavel).toBeDefined();
    expect((await put(minor.id, { nome: 'Outro Nome Menor' })).statusCode).toBe(200);
  });

  it('answers 409 when the new CPF belongs to another patient, and lets a patient keep its own', async () => {
    const a = await cadastrarPaciente(app, user);
    const b = await cadastrarPaciente(app, user);
    const res = await put(b.id, { cpf: a.cpf });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.cpf).toBeDefined();
    expect((await put(a.id, { cpf: a.cpf })).statusCode).toBe(200);
  });

  it('validates like the creation (invalid CPF → 422)', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await put(p.id, { cpf: '111.111.111-11', nome: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['cpf', 'nome']));
  });

  it('answers 404 for an unknown patient', async () => {
    const res = await put('6c1f1d7e-0000-4000-8000-000000000000', { nome: 'Ninguém Aqui' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /paciente/status/{id}', () => {
  it('changes status_tratamento when psicologo is the caller', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'alta', psicologo: user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paciente.status_tratamento).toBe('alta');
    expect(res.json().message).toMatch(/atualizada/);
    expect((await get(p.id)).json().paciente.status_tratamento).toBe('alta');
  });

  it('accepts psicologo as {id} or absent', async () => {
    const p = await cadastrarPaciente(app, user);
    const asObject = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'em_pausa', psicologo: { id: user.id } },
    });
    expect(asObject.statusCode).toBe(200);
    const absent = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'encaminhado' },
    });
    expect(absent.json().paciente.status_tratamento).toBe('encaminhado');
  });

  it('refuses another psychologist (422 on psicologo) and an unknown status (422)', async () => {
    const p = await cadastrarPaciente(app, user);
    const other = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'alta', psicologo: other.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.psicologo).toBeDefined();
    expect((await get(p.id)).json().paciente.status_tratamento).toBe('em_atendimento');

    const bad = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${p.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'curado', psicologo: user.id },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status_tratamento).toBeDefined();
  });
});
