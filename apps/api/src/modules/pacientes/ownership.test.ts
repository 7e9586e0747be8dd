import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, pacientePayload } from './testing.ts';

let app: FastifyInstance;
let ana: TestUser;
let bruno: TestUser;
let paciente: { id: string } & Record<string, unknown>;
let sessaoId: string;
let anamneseId: string;
const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  ana = await createVitalicioUser(app);
  bruno = await createVitalicioUser(app);
  paciente = await cadastrarPaciente(app, ana, { nome: 'Paciente Da Ana' });
  sessaoId = (await createSessao(app, ana, paciente.id, { observacoes: 'nota da Ana' })).id;
  const an = await app.inject({
    method: 'POST',
    url: `/api/paciente/${paciente.id}/anamnese`,
    headers: ana.auth,
    payload: { queixa_principal: 'queixa da Ana' },
  });
  anamneseId = an.json().anamnese.id;
  await cadastrarPaciente(app, bruno, { nome: 'Paciente Do Bruno' });
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

/** Every patient, session and anamnese route that takes an id, aimed at Ana's records or at nothing. */
const calls = (ids: { paciente: string; sessao: string; anamnese: string }): Call[] => [
  { method: 'GET', url: `/api/paciente/${ids.paciente}` },
  { method: 'PUT', url: `/api/paciente/${ids.paciente}`, payload: { nome: 'Tomado Pelo Bruno' } },
  { method: 'PUT', url: `/api/paciente/status/${ids.paciente}`, payload: { status_tratamento: 'alta' } },
  { method: 'GET', url: `/api/paciente/${ids.paciente}/estatisticas` },
  { method: 'GET', url: `/api/paciente/${ids.paciente}/sessoes` },
  { method: 'GET', url: `/api/paciente/${ids.paciente}/anamnese` },
  { method: 'POST', url: `/api/paciente/${ids.paciente}/anamnese`, payload: { queixa_principal: 'x' } },
  { method: 'PUT', url: `/api/anamnese/${ids.anamnese}`, payload: { queixa_principal: 'alterada' } },
  {
    method: 'POST',
    url: '/api/sessao',
    payload: { paciente_id: ids.paciente, data: '2026-01-05', presenca: 'realizada' },
  },
  { method: 'DELETE', url: `/api/sessao/${ids.sessao}` },
  { method: 'DELETE', url: `/api/paciente/${ids.paciente}` },
];

describe('another psychologist', () => {
  it("gets 404 on every route for Ana's ids, exactly as for ids that do not exist", async () => {
    const theirs = calls({ paciente: paciente.id, sessao: sessaoId, anamnese: anamneseId });
    const none = calls({ paciente: MISSING, sessao: MISSING, anamnese: MISSING });
    for (const [i, call] of theirs.entries()) {
      const res = await app.inject({ ...call, headers: bruno.auth });
      const missing = await app.inject({ ...none[i], headers: bruno.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json(), `${call.method} ${call.url}`).toEqual(missing.json());
    }
  });

  it("leaves Ana's records untouched", async () => {
    const p = await app.inject({ url: `/api/paciente/${paciente.id}`, headers: ana.auth });
    expect(p.json().paciente).toMatchObject({ nome: 'Paciente Da Ana', status_tratamento: 'em_atendimento' });
    const s = await app.inject({ url: `/api/paciente/${paciente.id}/sessoes`, headers: ana.auth });
    expect(s.json().sessoes.map((x: { id: string }) => x.id)).toEqual([sessaoId]);
    const a = await app.inject({ url: `/api/paciente/${paciente.id}/anamnese`, headers: ana.auth });
    expect(a.json().anamnese.queixa_principal).toBe('queixa da Ana');
  });

  it("never sees Ana's patients in lists or searches, and may reuse their CPF", async () => {
    for (const url of [
      '/api/pacientes',
      '/api/paciente',
      '/api/pacientes?busca=ana',
      `/api/pacientes?busca=${paciente.cpf}`,
      '/api/pacientes?ordenar=ultima_sessao',
      '/api/pacientes?status_tratamento=em_atendimento',
    ]) {
      const res = await app.inject({ url, headers: bruno.auth });
      const nomes = res.json().pacientes.map((p: { nome: string }) => p.nome);
      expect(nomes, url).not.toContain('Paciente Da Ana');
    }
    const all = await app.inject({ url: '/api/pacientes', headers: bruno.auth });
    expect(all.json().pagination.total).toBe(1);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/paciente',
      headers: bruno.auth,
      payload: pacientePayload({ cpf: paciente.cpf }),
    });
    expect(reuse.statusCode).toBe(201);
  });

  it('needs a session on every route (401)', async () => {
    const all: Call[] = [
      { method: 'GET', url: '/api/pacientes' },
      { method: 'GET', url: '/api/paciente' },
      { method: 'POST', url: '/api/paciente', payload: pacientePayload() },
      ...calls({ paciente: paciente.id, sessao: sessaoId, anamnese: anamneseId }),
    ];
    for (const call of all) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});
