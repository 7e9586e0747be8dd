import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { createPaciente } from '../pacientes/testing.ts';
import { createDocumento, PAYLOADS } from './testing.ts';

let app: FastifyInstance;
let ana: TestUser;
let bruno: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  ana = await createUser(app);
  bruno = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

describe('a document’s text at rest', () => {
  it('keeps purpose, requester, sections and validity out of a raw dump while the API returns them', async () => {
    const marca = `MARCADOR-${randomUUID()}`;
    const p = await createPaciente(app, ana);
    const d = await createDocumento(app, ana, p.id, {
      ...PAYLOADS.relatorio,
      finalidade: `${marca}-finalidade`,
      solicitante: `${marca}-solicitante`,
      prazo_validade: `${marca}-prazo`,
      secoes: { ...(PAYLOADS.relatorio.secoes as object), analise: `${marca}-analise` },
    });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/documentos/${d.id}`,
      headers: ana.auth,
      payload: { secoes: { conclusao: `${marca}-conclusao` } },
    });
    expect(put.statusCode).toBe(200);
    const dump = async (tabela: string) =>
      JSON.stringify(
        await app.ctx.db.execute(sql.raw(`SELECT row_to_json(t)::text AS linha FROM ${tabela} t`)),
      );
    const documentos = await dump('documentos');
    expect(documentos).toContain(d.id);
    expect(documentos).not.toContain(marca);
    expect(documentos).not.toContain('Oito sessões semanais');
    expect(await dump('auditoria')).not.toContain(marca);
    const lido = (await app.inject({ url: `/api/documentos/${d.id}`, headers: ana.auth })).json().documento;
    expect(lido).toMatchObject({
      finalidade: `${marca}-finalidade`,
      solicitante: `${marca}-solicitante`,
      prazo_validade: `${marca}-prazo`,
      secoes: { analise: `${marca}-analise`, conclusao: `${marca}-conclusao` },
    });
  });
});

describe('audit trail of documents', () => {
  it('records each view, creation, change and deletion with the patient', async () => {
    const p = await createPaciente(app, ana, { nome: 'Helena Documentada' });
    const d = await createDocumento(app, ana, p.id);
    await app.inject({ url: `/api/paciente/${p.id}/documentos`, headers: ana.auth });
    await app.inject({ url: `/api/documentos/${d.id}`, headers: ana.auth });
    await app.inject({
      method: 'PUT',
      url: `/api/documentos/${d.id}`,
      headers: ana.auth,
      payload: { finalidade: 'Outra finalidade' },
    });
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: ana.auth });
    const res = await app.inject({ url: '/api/user/auditoria?per_page=30', headers: ana.auth });
    const deste = (
      res.json().registros as Array<{
        acao: string;
        entidade: string;
        entidade_id: string | null;
        paciente_nome: string;
      }>
    ).filter((r) => r.entidade === 'documento' && r.paciente_nome === 'Helena Documentada');
    expect(deste.map((r) => [r.acao, r.entidade_id])).toEqual([
      ['excluir', d.id],
      ['alterar', d.id],
      ['visualizar', d.id],
      ['visualizar', null],
      ['criar', d.id],
    ]);
  });
});

describe('another psychologist', () => {
  it('gets 404 on every document route for Ana’s ids, exactly as for ids that do not exist', async () => {
    const p = await createPaciente(app, ana);
    const d = await createDocumento(app, ana, p.id, { finalidade: 'Só da Ana' });
    const chamadas = (paciente: string, documento: string): InjectOptions[] => [
      { method: 'GET', url: `/api/paciente/${paciente}/documentos` },
      { method: 'POST', url: `/api/paciente/${paciente}/documentos`, payload: PAYLOADS.declaracao },
      { method: 'GET', url: `/api/documentos/${documento}` },
      { method: 'PUT', url: `/api/documentos/${documento}`, payload: { finalidade: 'Alterada pelo Bruno' } },
      { method: 'DELETE', url: `/api/documentos/${documento}` },
      { method: 'GET', url: `/api/documentos/${documento}/pdf` },
      { method: 'GET', url: `/api/documentos/${documento}/protocolo` },
    ];
    const nenhum = chamadas(MISSING, MISSING);
    for (const [i, chamada] of chamadas(p.id, d.id).entries()) {
      const res = await app.inject({ ...chamada, headers: bruno.auth });
      const inexistente = await app.inject({ ...nenhum[i], headers: bruno.auth });
      expect(res.statusCode, `${chamada.method} ${chamada.url}`).toBe(404);
      expect(res.json(), `${chamada.method} ${chamada.url}`).toEqual(inexistente.json());
    }
    const daAna = (await app.inject({ url: `/api/documentos/${d.id}`, headers: ana.auth })).json().documento;
    expect(daAna.finalidade).toBe('Só da Ana');
    const trilha = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: bruno.auth });
    expect(JSON.stringify(trilha.json())).not.toContain(d.id);
  });
});
