import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createEssencialUser, criarProntuario } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
});
afterAll(async () => {
  await app.close();
});

interface Registro {
  acao: string;
  entidade: string | null;
  entidade_id: string | null;
  paciente_id: string | null;
  paciente_nome: string | null;
  ip: string | null;
  created_at: string;
}
const trail = async (query = '') => {
  const res = await app.inject({ url: `/api/user/auditoria${query}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { registros: Registro[]; pagination: { total: number } };
};

describe('clinical text at rest', () => {
  it('keeps título and conteúdo out of a raw dump of the table while the API returns them', async () => {
    const marker = `MARCADOR-${randomUUID()}`;
    const p = await cadastrarPaciente(app, user);
    const e = await criarProntuario(app, user, p.id, {
      titulo: `${marker}-titulo`,
      conteudo: `${marker}-texto`,
    });
    await app.inject({
      method: 'PUT',
      url: `/api/prontuario/${e.id}`,
      headers: user.auth,
      payload: { conteudo: `${marker}-revisto` },
    });
    const result = await app.ctx.db.execute(
      sql.raw('SELECT row_to_json(t)::text AS linha FROM prontuarios t'),
    );
    const dump = (result as unknown as { rows: Array<{ linha: string }> }).rows
      .map((r) => r.linha)
      .join('\n');
    expect(dump).toContain(e.id);
    expect(dump).not.toContain(marker);
    expect(dump).toMatch(/"conteudo":"k1:[^"]+:[^"]+:[^"]+"/);
    const audit = await app.ctx.db.execute(sql.raw('SELECT row_to_json(t)::text AS linha FROM auditoria t'));
    expect(JSON.stringify(audit)).not.toContain(marker);

    const api = await app.inject({
      url: `/api/prontuario/paciente/${p.id}?busca=${marker}`,
      headers: user.auth,
    });
    expect(api.json().prontuarios[0]).toMatchObject({
      titulo: `${marker}-titulo`,
      conteudo: `${marker}-revisto`,
    });
  });
});

describe('audit trail of records', () => {
  it('records each view, export, creation, change and deletion, shown by GET /user/auditoria', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Helena Auditada' });
    const e = await criarProntuario(app, user, p.id);
    await app.inject({ url: `/api/prontuario/paciente/${p.id}?busca=segredo`, headers: user.auth });
    await app.inject({
      method: 'PUT',
      url: `/api/prontuario/${e.id}`,
      headers: user.auth,
      payload: { titulo: 'x' },
    });
    const all = await app.inject({ url: `/api/prontuario/paciente/${p.id}/exportar`, headers: user.auth });
    expect(all.statusCode).toBe(200);
    const one = await app.inject({ url: `/api/prontuario/${e.id}/exportar`, headers: user.auth });
    expect(one.statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/prontuario/${e.id}`, headers: user.auth });

    const { registros } = await trail('?per_page=20');
    const deste = registros.filter((r) => r.entidade === 'prontuario' && r.paciente_id === p.id);
    expect(deste.map((r) => [r.acao, r.entidade_id])).toEqual([
      ['excluir', e.id],
      ['exportar', e.id],
      ['exportar', null],
      ['alterar', e.id],
      ['visualizar', null],
      ['criar', e.id],
    ]);
    for (const r of deste) {
      expect(r.paciente_nome).toBe('Helena Auditada');
      expect(r.ip).toBe('127.0.0.1');
      expect(Date.parse(r.created_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The search term is clinical text: only the fact that there was a search is kept.
    const raw = await app.ctx.db.execute(
      sql.raw("SELECT detalhes::text AS d FROM auditoria WHERE acao = 'visualizar'"),
    );
    expect(JSON.stringify(raw)).not.toContain('segredo');
  });
});
