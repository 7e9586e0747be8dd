import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, formularios } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { randomCpf } from '../../test/factories.ts';
import { convidarEAceitar, type Secretaria } from '../equipe/testing.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { decodeQp, outboxFor, pacienteNoPortal, pedir, psicologa, textPart } from './testing.ts';

// Forms the patient fills in (docs/decisions/0073-portal-forms.md).

let app: FastifyInstance;
let user: TestUser;
let secretaria: Secretaria;
beforeAll(async () => {
  app = await buildTestApp();
  user = await psicologa(app);
  secretaria = await convidarEAceitar(app, user);
});
afterAll(() => app.close());

async function enviar(pacienteId: string, modelo: string, quem: { auth: { authorization: string } } = user) {
  const res = await pedir(app, quem, 'POST', `/paciente/${pacienteId}/formularios`, { modelo });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().formulario as { id: string };
}

const fichaValida = (cpf = randomCpf()) => ({
  data_nascimento: '1990-05-12',
  cpf,
  email: 'nova.paciente@exemplo.com.br',
  telefone: '(21) 99876-5432',
  endereco: { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', cidade: 'São Paulo', uf: 'SP' },
  contato_emergencia: { nome: 'José Lima', telefone: '(21) 98888-7777' },
});

describe('the ficha cadastral', () => {
  it('sent, drafted, validated with field errors, sent once, applied to the record', async () => {
    const portal = await pacienteNoPortal(app, user, { cpf: null });
    const form = await enviar(portal.pacienteId, 'ficha_cadastral');
    const lista = await pedir(app, portal, 'GET', '/portal/formularios');
    expect(lista.json().formularios).toEqual([
      expect.objectContaining({ id: form.id, modelo: 'ficha_cadastral', status: 'pendente' }),
    ]);
    const aberto = (await pedir(app, portal, 'GET', `/portal/formularios/${form.id}`)).json().formulario;
    expect(aberto.campos.map((c: { campo: string }) => c.campo)).toEqual([
      'data_nascimento',
      'cpf',
      'email',
      'telefone',
      'endereco',
      'responsavel',
      'contato_emergencia',
    ]);
    expect(aberto.campos[0]).toEqual({
      campo: 'data_nascimento',
      rotulo: 'Data de nascimento',
      tipo: 'data',
      obrigatorio: true,
    });
    // Starts from the record's values.
    expect(aberto.respostas.data_nascimento).toBe('1990-05-12');

    // A draft with a half-typed CPF is kept.
    const rascunho = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { cpf: '123' },
      enviar: false,
    });
    expect(rascunho.statusCode, rascunho.body).toBe(200);
    expect(rascunho.json().formulario).toMatchObject({ status: 'pendente', respostas: { cpf: '123' } });
    expect(
      (await pedir(app, portal, 'GET', `/portal/formularios/${form.id}`)).json().formulario.respostas,
    ).toEqual({
      cpf: '123',
    });

    // Sending validates with the record's rules.
    const ruim = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { ...fichaValida(), cpf: '111.111.111-11' },
      enviar: true,
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json().errors.cpf).toBeDefined();
    const desconhecido = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { observacoes: 'x' },
      enviar: false,
    });
    expect(desconhecido.statusCode).toBe(422);

    const ficha = fichaValida();
    const enviado = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: ficha,
      enviar: true,
    });
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(enviado.json().formulario.status).toBe('respondido');
    expect(decodeQp(textPart(outboxFor(app, user.email).at(-1) ?? ''))).toContain('Ficha cadastral');
    const deNovo = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: ficha,
      enviar: true,
    });
    expect(deNovo.statusCode).toBe(409);
    expect((await pedir(app, portal, 'GET', '/portal/formularios')).json().formularios).toEqual([]);

    // Stored encrypted.
    const [row] = await app.ctx.db.select().from(formularios).where(eq(formularios.id, form.id));
    expect(row.respostas).not.toContain('Paulista');

    const lido = await pedir(app, user, 'GET', `/formularios/${form.id}`);
    expect(lido.json().formulario.respostas.endereco.logradouro).toBe('Av. Paulista');
    const aplicado = await pedir(app, secretaria, 'POST', `/formularios/${form.id}/aplicar`);
    expect(aplicado.statusCode, aplicado.body).toBe(200);
    expect(aplicado.json().formulario.status).toBe('aplicado');
    expect(aplicado.json().aplicados).toContain('cpf');
    const paciente = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}`)).json().paciente;
    expect(paciente).toMatchObject({
      cpf: ficha.cpf.replace(/\D/g, ''),
      email: 'nova.paciente@exemplo.com.br',
      endereco: expect.objectContaining({ cep: '01310100', logradouro: 'Av. Paulista', uf: 'SP' }),
      contato_emergencia: expect.objectContaining({ nome: 'José Lima' }),
    });
  });

  it('a CPF of another patient → 409 on applying; not answered yet → 409', async () => {
    const cpf = randomCpf();
    await cadastrarPaciente(app, user, { cpf });
    const portal = await pacienteNoPortal(app, user, { cpf: null });
    const form = await enviar(portal.pacienteId, 'ficha_cadastral');
    expect((await pedir(app, user, 'POST', `/formularios/${form.id}/aplicar`)).statusCode).toBe(409);
    await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: fichaValida(cpf),
      enviar: true,
    });
    const res = await pedir(app, user, 'POST', `/formularios/${form.id}/aplicar`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.cpf).toBeDefined();
  });
});

describe('the pré-anamnese', () => {
  it('creates the anamnese, or fills only its empty fields; never overwrites', async () => {
    const portal = await pacienteNoPortal(app, user);
    const form = await enviar(portal.pacienteId, 'pre_anamnese');
    const aberto = (await pedir(app, portal, 'GET', `/portal/formularios/${form.id}`)).json().formulario;
    expect(aberto.campos[0]).toMatchObject({
      campo: 'queixa_principal',
      tipo: 'texto_longo',
      obrigatorio: true,
    });
    expect(aberto.campos.at(-1).campo).toBe('expectativas');
    const semQueixa = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { sono: 'Durmo mal' },
      enviar: true,
    });
    expect(semQueixa.statusCode).toBe(422);
    expect(semQueixa.json().errors.queixa_principal).toBeDefined();

    // The psychologist already wrote the main complaint.
    const anamnese = await pedir(app, user, 'POST', `/paciente/${portal.pacienteId}/anamnese`, {
      queixa_principal: 'Texto da psicóloga',
    });
    expect(anamnese.statusCode, anamnese.body).toBe(201);
    const enviado = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: {
        queixa_principal: 'Ansiedade no trabalho',
        sono: 'Durmo mal',
        expectativas: 'Entender-me',
      },
      enviar: true,
    });
    expect(enviado.statusCode, enviado.body).toBe(200);
    const [row] = await app.ctx.db.select().from(formularios).where(eq(formularios.id, form.id));
    expect(row.respostas).not.toContain('Ansiedade');

    const res = await pedir(app, user, 'POST', `/formularios/${form.id}/aplicar`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().aplicados.sort()).toEqual(['expectativas', 'sono']);
    expect(res.json().mantidos).toEqual(['queixa_principal']);
    const depois = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/anamnese`)).json().anamnese;
    expect(depois).toMatchObject({
      queixa_principal: 'Texto da psicóloga',
      sono: 'Durmo mal',
      expectativas: 'Entender-me',
    });

    // Without an anamnese, applying creates it.
    const outro = await pacienteNoPortal(app, user);
    const f2 = await enviar(outro.pacienteId, 'pre_anamnese');
    await pedir(app, outro, 'PUT', `/portal/formularios/${f2.id}`, {
      respostas: { queixa_principal: 'Luto' },
      enviar: true,
    });
    const criada = await pedir(app, user, 'POST', `/formularios/${f2.id}/aplicar`);
    expect(criada.json().anamnese_id).toBeTruthy();
    expect(
      (await pedir(app, user, 'GET', `/paciente/${outro.pacienteId}/anamnese`)).json().anamnese
        .queixa_principal,
    ).toBe('Luto');

    // Audited with the patient as the actor.
    const linhas = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'formulario'), eq(auditoria.entidade_id, form.id)));
    expect(linhas.some((l) => (l.detalhes as { autor_tipo?: string }).autor_tipo === 'paciente')).toBe(true);
  });

  it("is not the secretária's to send, read or apply (403); her list has only fichas", async () => {
    const portal = await pacienteNoPortal(app, user);
    const negado = await pedir(app, secretaria, 'POST', `/paciente/${portal.pacienteId}/formularios`, {
      modelo: 'pre_anamnese',
    });
    expect(negado.statusCode).toBe(403);
    const pre = await enviar(portal.pacienteId, 'pre_anamnese');
    await enviar(portal.pacienteId, 'ficha_cadastral', secretaria);
    expect((await pedir(app, secretaria, 'GET', `/formularios/${pre.id}`)).statusCode).toBe(403);
    expect((await pedir(app, secretaria, 'POST', `/formularios/${pre.id}/aplicar`)).statusCode).toBe(403);
    const dela = (await pedir(app, secretaria, 'GET', `/paciente/${portal.pacienteId}/formularios`)).json()
      .formularios;
    expect(dela.map((f: { modelo: string }) => f.modelo)).toEqual(['ficha_cadastral']);
    const daTitular = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/formularios`)).json()
      .formularios;
    expect(daTitular).toHaveLength(2);
  });

  it('answers are in the LGPD export, decrypted', async () => {
    const titular = await psicologa(app);
    const { pacienteNoPortal: entrarComo } = await import('./testing.ts');
    const portal = await entrarComo(app, titular);
    const form = await enviar(portal.pacienteId, 'pre_anamnese', titular);
    await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { queixa_principal: 'Insônia há meses' },
      enviar: true,
    });
    const { exportar, json, unzip } = await import('../conta/testing.ts');
    const files = await unzip((await exportar(app, titular)).rawPayload);
    const linhas = json(files, 'formularios.json') as Array<{ id: string; respostas: string }>;
    const minha = linhas.find((l) => l.id === form.id);
    expect(JSON.parse(minha?.respostas ?? '{}')).toMatchObject({ queixa_principal: 'Insônia há meses' });
  });

  it('Gratuito → 403 with the feature', async () => {
    const { createUser } = await import('../../test/app.ts');
    const gratuita = await createUser(app);
    const p = await cadastrarPaciente(app, gratuita);
    const res = await pedir(app, gratuita, 'POST', `/paciente/${p.id}/formularios`, {
      modelo: 'ficha_cadastral',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('essencial');
  });
});

describe('a form withdrawn by the psychologist', () => {
  it("leaves the patient's page with its draft; one he sent stays (409); another account's is 404", async () => {
    const portal = await pacienteNoPortal(app, user);
    const form = await enviar(portal.pacienteId, 'ficha_cadastral');
    const rascunho = await pedir(app, portal, 'PUT', `/portal/formularios/${form.id}`, {
      respostas: { telefone: '(21) 99876-5432' },
      enviar: false,
    });
    expect(rascunho.statusCode, rascunho.body).toBe(200);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.formularios).toBe(1);

    const outra = await psicologa(app);
    expect((await pedir(app, outra, 'DELETE', `/formularios/${form.id}`)).statusCode).toBe(404);

    const recolhido = await pedir(app, user, 'DELETE', `/formularios/${form.id}`);
    expect(recolhido.statusCode, recolhido.body).toBe(204);
    expect((await pedir(app, portal, 'GET', '/portal/formularios')).json().formularios).toEqual([]);
    expect((await pedir(app, portal, 'GET', '/portal/inicio')).json().pendencias.formularios).toBe(0);
    expect((await pedir(app, portal, 'GET', `/portal/formularios/${form.id}`)).statusCode).toBe(404);
    const lista = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/formularios`)).json();
    expect(lista.formularios.map((f: { id: string }) => f.id)).not.toContain(form.id);
    expect((await pedir(app, user, 'DELETE', `/formularios/${form.id}`)).statusCode).toBe(404);
    const [linha] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'formulario'),
          eq(auditoria.entidade_id, form.id),
          eq(auditoria.acao, 'excluir'),
        ),
      );
    expect(linha?.detalhes).toMatchObject({ paciente_id: portal.pacienteId, modelo: 'ficha_cadastral' });

    const enviado = await enviar(portal.pacienteId, 'ficha_cadastral');
    await pedir(app, portal, 'PUT', `/portal/formularios/${enviado.id}`, {
      respostas: fichaValida(),
      enviar: true,
    });
    const recusa = await pedir(app, user, 'DELETE', `/formularios/${enviado.id}`);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().errors.status).toEqual([expect.stringMatching(/já enviou este formulário/)]);
    expect((await pedir(app, user, 'GET', `/formularios/${enviado.id}`)).json().formulario.status).toBe(
      'respondido',
    );
  });

  it('the secretária withdraws a ficha, never a pré-anamnese (403)', async () => {
    const portal = await pacienteNoPortal(app, user);
    const pre = await enviar(portal.pacienteId, 'pre_anamnese');
    const ficha = await enviar(portal.pacienteId, 'ficha_cadastral', secretaria);
    expect((await pedir(app, secretaria, 'DELETE', `/formularios/${pre.id}`)).statusCode).toBe(403);
    expect((await pedir(app, secretaria, 'DELETE', `/formularios/${ficha.id}`)).statusCode).toBe(204);
    const restam = (await pedir(app, user, 'GET', `/paciente/${portal.pacienteId}/formularios`)).json()
      .formularios;
    expect(restam.map((f: { id: string }) => f.id)).toEqual([pre.id]);
  });
});
