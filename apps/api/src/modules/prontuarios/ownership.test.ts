import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao } from '../pacientes/testing.ts';
import { createEssencialUser, criarProntuario, prontuarioPayload } from './testing.ts';

let app: FastifyInstance;
let ana: TestUser;
let bruno: TestUser;
let pacienteId: string;
let prontuarioId: string;
const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  // Both on Essencial, so the exports reach the ownership check instead of stopping at the plan gate.
  ana = await createEssencialUser(app);
  bruno = await createEssencialUser(app);
  pacienteId = (await cadastrarPaciente(app, ana, { nome: 'Paciente Da Ana' })).id;
  prontuarioId = (await criarProntuario(app, ana, pacienteId, { conteudo: 'Nota da Ana.' })).id;
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const calls = (paciente: string, prontuario: string): Call[] => [
  { method: 'GET', url: `/api/prontuario/paciente/${paciente}` },
  { method: 'GET', url: `/api/prontuario/paciente/${paciente}?busca=nota` },
  { method: 'POST', url: `/api/prontuario/paciente/${paciente}`, payload: prontuarioPayload() },
  { method: 'POST', url: '/api/prontuario', payload: prontuarioPayload({ paciente: { id: paciente } }) },
  { method: 'PUT', url: `/api/prontuario/${prontuario}`, payload: { conteudo: 'Alterada pelo Bruno.' } },
  { method: 'DELETE', url: `/api/prontuario/${prontuario}` },
  { method: 'GET', url: `/api/prontuario/paciente/${paciente}/exportar` },
  { method: 'GET', url: `/api/prontuario/${prontuario}/exportar` },
];

describe('another psychologist', () => {
  it("gets 404 on every record route for Ana's ids, exactly as for ids that do not exist", async () => {
    const theirs = calls(pacienteId, prontuarioId);
    const none = calls(MISSING, MISSING);
    for (const [i, call] of theirs.entries()) {
      const res = await app.inject({ ...call, headers: bruno.auth });
      const missing = await app.inject({ ...none[i], headers: bruno.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.headers['content-type'], call.url).toMatch(/application\/json/);
      expect(res.json(), `${call.method} ${call.url}`).toEqual(missing.json());
    }
  });

  it("cannot link Ana's session to an entry of his own patient", async () => {
    const sessaoDaAna = await createSessao(app, ana, pacienteId);
    const seu = await cadastrarPaciente(app, bruno);
    const res = await app.inject({
      method: 'POST',
      url: `/api/prontuario/paciente/${seu.id}`,
      headers: bruno.auth,
      payload: prontuarioPayload({ sessao_id: sessaoDaAna.id }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.sessao_id).toBeDefined();
  });

  it("leaves Ana's entry untouched and never shows it to Bruno", async () => {
    const res = await app.inject({ url: `/api/prontuario/paciente/${pacienteId}`, headers: ana.auth });
    expect(res.json().prontuarios).toHaveLength(1);
    expect(res.json().prontuarios[0]).toMatchObject({ id: prontuarioId, conteudo: 'Nota da Ana.' });
    const trail = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: bruno.auth });
    const alvos = trail.json().registros.map((r: { entidade_id: string | null }) => r.entidade_id);
    expect(alvos).not.toContain(prontuarioId);
  });
});
