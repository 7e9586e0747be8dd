import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createVitalicioUser } from '../pacientes/testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const FULL = {
  queixa_principal: 'Crises de ansiedade antes de apresentações no trabalho.',
  historico_queixa: 'Começou há dois anos, após promoção.',
  historico_familiar: 'Mãe com histórico de depressão.',
  historico_medico: 'Hipotireoidismo controlado.',
  medicamentos: 'Levotiroxina 50 mcg.',
  historico_psiquiatrico: 'Nenhum acompanhamento anterior.',
  uso_substancias: 'Álcool socialmente.',
  sono: 'Insônia inicial duas vezes por semana.',
  alimentacao: 'Pula o café da manhã.',
  relacionamentos: 'Namora há 3 anos; relação estável.',
  trabalho_estudos: 'Gerente de projetos.',
  rotina: 'Trabalha das 9h às 19h, academia 3x por semana.',
  expectativas: 'Conseguir falar em público sem crises.',
  observacoes: 'Prefere sessões online.',
};

const get = (pacienteId: string) =>
  app.inject({ url: `/api/paciente/${pacienteId}/anamnese`, headers: user.auth });
const post = (pacienteId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/paciente/${pacienteId}/anamnese`, headers: user.auth, payload });
const put = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/anamnese/${id}`, headers: user.auth, payload });

describe('anamnese', () => {
  it('is null before it exists, then created (201) with every field and read back', async () => {
    const p = await cadastrarPaciente(app, user);
    const empty = await get(p.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ anamnese: null });

    const res = await post(p.id, FULL);
    expect(res.statusCode).toBe(201);
    const { anamnese } = res.json();
    expect(anamnese).toMatchObject({ paciente_id: p.id, ...FULL });
    expect((await get(p.id)).json().anamnese).toEqual(anamnese);
  });

  it('needs only the queixa principal; the other fields are null', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await post(p.id, { queixa_principal: 'Luto recente.', sono: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().anamnese).toMatchObject({
      queixa_principal: 'Luto recente.',
      sono: null,
      rotina: null,
    });
  });

  it('refuses a missing or blank queixa principal (422)', async () => {
    const p = await cadastrarPaciente(app, user);
    for (const payload of [{}, { queixa_principal: '   ' }, { queixa_principal: 'x'.repeat(20_001) }]) {
      const res = await post(p.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.queixa_principal).toBeDefined();
    }
    expect((await get(p.id)).json().anamnese).toBeNull();
  });

  it('answers 409 when the patient already has one', async () => {
    const p = await cadastrarPaciente(app, user);
    expect((await post(p.id, { queixa_principal: 'Primeira' })).statusCode).toBe(201);
    const dup = await post(p.id, { queixa_principal: 'Segunda' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/já tem uma anamnese/);
    expect((await get(p.id)).json().anamnese.queixa_principal).toBe('Primeira');
  });

  it('PUT changes the fields sent, clears with null, keeps the rest', async () => {
    const p = await cadastrarPaciente(app, user);
    const { anamnese } = (await post(p.id, FULL)).json();
    const res = await put(anamnese.id, { sono: 'Dorme bem desde a última sessão.', medicamentos: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().anamnese).toMatchObject({
      ...FULL,
      sono: 'Dorme bem desde a última sessão.',
      medicamentos: null,
    });
    expect((await get(p.id)).json().anamnese.sono).toBe('Dorme bem desde a última sessão.');
  });

  it('PUT cannot blank the queixa principal (422) and answers 404 for an unknown id', async () => {
    const p = await cadastrarPaciente(app, user);
    const { anamnese } = (await post(p.id, { queixa_principal: 'Estresse' })).json();
    expect((await put(anamnese.id, { queixa_principal: '' })).statusCode).toBe(422);
    expect((await put(anamnese.id, { queixa_principal: null })).statusCode).toBe(422);
    expect((await put('6c1f1d7e-0000-4000-8000-000000000000', { sono: 'x' })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown patient', async () => {
    const id = '6c1f1d7e-0000-4000-8000-000000000000';
    expect((await get(id)).statusCode).toBe(404);
    expect((await post(id, { queixa_principal: 'x' })).statusCode).toBe(404);
  });
});
