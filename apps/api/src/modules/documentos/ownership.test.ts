import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentos } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createDocumento, PAYLOADS } from './testing.ts';

let app: FastifyInstance;
let ana: TestUser;
let bruno: TestUser;
let pacienteId: string;
let documentoId: string;
const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
  bruno = await createUser(app);
  pacienteId = (await cadastrarPaciente(app, ana, { nome: 'Paciente Da Ana' })).id;
  documentoId = (await createDocumento(app, ana, pacienteId, { finalidade: 'Finalidade da Ana' })).id;
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const calls = (paciente: string, documento: string): Call[] => [
  { method: 'GET', url: `/api/paciente/${paciente}/documentos` },
  { method: 'POST', url: `/api/paciente/${paciente}/documentos`, payload: PAYLOADS.declaracao },
  { method: 'GET', url: `/api/documentos/${documento}` },
  { method: 'PUT', url: `/api/documentos/${documento}`, payload: { finalidade: 'Alterada pelo Bruno' } },
  { method: 'DELETE', url: `/api/documentos/${documento}` },
];

describe('another psychologist', () => {
  it("gets 404 on every document route for Ana's ids, exactly as for ids that do not exist", async () => {
    const theirs = calls(pacienteId, documentoId);
    const none = calls(MISSING, MISSING);
    for (const [i, call] of theirs.entries()) {
      const res = await app.inject({ ...call, headers: bruno.auth });
      const missing = await app.inject({ ...none[i], headers: bruno.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json(), `${call.method} ${call.url}`).toEqual(missing.json());
    }
  });

  it("leaves Ana's document untouched and out of Bruno's audit trail", async () => {
    const res = await app.inject({ url: `/api/documentos/${documentoId}`, headers: ana.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().documento).toMatchObject({ finalidade: 'Finalidade da Ana' });
    const lista = await app.inject({ url: `/api/paciente/${pacienteId}/documentos`, headers: ana.auth });
    expect(lista.json().documentos.map((d: { id: string }) => d.id)).toEqual([documentoId]);
    const trail = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: bruno.auth });
    const alvos = trail.json().registros.map((r: { entidade_id: string | null }) => r.entidade_id);
    expect(alvos).not.toContain(documentoId);
  });

  it('a malformed id is refused (422), never a 500', async () => {
    for (const call of calls('nao-e-um-id', 'nao-e-um-id')) {
      const res = await app.inject({ ...call, headers: ana.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(422);
    }
  });
});

describe('hidden documents and patients', () => {
  it('a deleted document answers 404 on every route, as one that never existed', async () => {
    const d = await createDocumento(app, ana, pacienteId);
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: ana.auth });
    for (const call of calls(pacienteId, d.id).slice(2)) {
      const res = await app.inject({ ...call, headers: ana.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().message).toBe('Documento não encontrado.');
    }
    // The row stays for the legal retention, unchanged by the refused PUT.
    const [row] = await app.ctx.db.select().from(documentos).where(eq(documentos.id, d.id));
    expect(row.excluido_em).toBeInstanceOf(Date);
    expect(row.conteudo).not.toContain('Bruno');
  });

  it('the documents of an archived patient read as before and refuse writes (409) until it is restored', async () => {
    const p = await cadastrarPaciente(app, ana);
    const d = await createDocumento(app, ana, p.id);
    const arquivar = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: ana.auth });
    expect(arquivar.json().arquivado).toBe(true);
    for (const call of calls(p.id, d.id)) {
      const res = await app.inject({ ...call, headers: ana.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(call.method === 'GET' ? 200 : 409);
    }
    const restaurar = await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/restaurar`,
      headers: ana.auth,
    });
    expect(restaurar.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/documentos/${d.id}`, headers: ana.auth })).statusCode).toBe(200);
  });
});
