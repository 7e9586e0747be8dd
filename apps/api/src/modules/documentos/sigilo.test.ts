import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createDocumento, PAYLOADS } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
});
afterAll(async () => {
  await app.close();
});

const dump = async (tabela: 'documentos' | 'auditoria') => {
  const result = await app.ctx.db.execute(sql.raw(`SELECT row_to_json(t)::text AS linha FROM ${tabela} t`));
  return (result as unknown as { rows: Array<{ linha: string }> }).rows.map((r) => r.linha).join('\n');
};

describe('document text at rest (docs/security.md)', () => {
  it('keeps the purpose, the requester, every section and the validity out of a raw dump of the table', async () => {
    const m = `MARCADOR${randomUUID().slice(0, 8)}`;
    const p = await cadastrarPaciente(app, user);
    const d = await createDocumento(app, user, p.id, {
      ...PAYLOADS.laudo,
      finalidade: `${m} finalidade`,
      solicitante: `${m} solicitante`,
      prazo_validade: `${m} prazo`,
      secoes: {
        descricao_demanda: `${m} demanda`,
        procedimento: `${m} procedimento`,
        analise: `${m} analise`,
        conclusao: `${m} conclusao`,
        referencias: `${m} referencias`,
      },
    });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/documentos/${d.id}`,
      headers: user.auth,
      payload: { secoes: { conclusao: `${m} revista` } },
    });
    expect(put.statusCode, put.body).toBe(200);

    const linhas = await dump('documentos');
    expect(linhas).toContain(d.id);
    expect(linhas).not.toContain(m);
    expect(linhas).toMatch(/"conteudo":"k1:[^"]+:[^"]+:[^"]+"/);
    expect(await dump('auditoria')).not.toContain(m);

    const api = await app.inject({ url: `/api/documentos/${d.id}`, headers: user.auth });
    expect(api.json().documento).toMatchObject({
      finalidade: `${m} finalidade`,
      solicitante: `${m} solicitante`,
      prazo_validade: `${m} prazo`,
      secoes: { conclusao: `${m} revista`, referencias: `${m} referencias` },
    });
  });
});

describe('audit trail of documents', () => {
  it('records each view, creation, change and deletion with the document and its patient', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Helena Auditada' });
    const d = await createDocumento(app, user, p.id);
    await app.inject({ url: `/api/paciente/${p.id}/documentos`, headers: user.auth });
    await app.inject({ url: `/api/documentos/${d.id}`, headers: user.auth });
    await app.inject({
      method: 'PUT',
      url: `/api/documentos/${d.id}`,
      headers: user.auth,
      payload: { finalidade: 'Outra finalidade' },
    });
    await app.inject({ method: 'DELETE', url: `/api/documentos/${d.id}`, headers: user.auth });
    // Refused requests leave no line.
    await app.inject({ url: `/api/documentos/${d.id}`, headers: user.auth });
    await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/documentos`,
      headers: user.auth,
      payload: { ...PAYLOADS.declaracao, secoes: {} },
    });

    const res = await app.inject({ url: '/api/user/auditoria?per_page=20', headers: user.auth });
    const registros = res.json().registros as Array<{
      acao: string;
      entidade: string;
      entidade_id: string | null;
      paciente_id: string | null;
      paciente_nome: string | null;
    }>;
    const deste = registros.filter((r) => r.entidade === 'documento' && r.paciente_id === p.id);
    expect(deste.map((r) => [r.acao, r.entidade_id])).toEqual([
      ['excluir', d.id],
      ['alterar', d.id],
      ['visualizar', d.id],
      ['visualizar', null],
      ['criar', d.id],
    ]);
    for (const r of deste) expect(r.paciente_nome).toBe('Helena Auditada');
    expect(JSON.stringify(registros)).not.toContain('Outra finalidade');
  });
});
