import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente } from '../pacientes/testing.ts';
import { createEssencialUser } from '../prontuarios/testing.ts';

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
  id: string;
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

describe('audit of clinical views outside the records', () => {
  it('records views of the patient file and of the anamnese', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Otávio Ficha' });
    await app.inject({
      method: 'POST',
      url: `/api/paciente/${p.id}/anamnese`,
      headers: user.auth,
      payload: { queixa_principal: 'Insônia.' },
    });
    await app.inject({ url: `/api/paciente/${p.id}`, headers: user.auth });
    await app.inject({ url: `/api/paciente/${p.id}/anamnese`, headers: user.auth });
    const { registros } = await trail('?acao=visualizar&per_page=10');
    const deste = registros.filter((r) => r.paciente_id === p.id);
    expect(deste.map((r) => r.entidade)).toEqual(['anamnese', 'paciente']);
    expect(deste.every((r) => r.paciente_nome === 'Otávio Ficha')).toBe(true);
  });
});

describe('GET /user/auditoria', () => {
  it('shows logins and filters by action; only the user’s own rows', async () => {
    const other = await createEssencialUser(app);
    const logins = await trail('?acao=login');
    expect(logins.registros.length).toBeGreaterThanOrEqual(1);
    expect(logins.registros.every((r) => r.acao === 'login')).toBe(true);
    const res = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: other.auth });
    const mine = (await trail('?per_page=100')).registros;
    const theirs = res.json().registros as Array<{ id: string }>;
    expect(theirs.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((r) => r.id));
    expect(theirs.some((r) => mineIds.has(r.id))).toBe(false);
  });

  it('shows a refused login attempt on the account, with its IP', async () => {
    const u = await createEssencialUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, senha: 'errada-123456' },
    });
    const res = await app.inject({ url: '/api/user/auditoria?acao=login_falhou', headers: u.auth });
    expect(res.json().registros).toHaveLength(1);
    expect(res.json().registros[0]).toMatchObject({ acao: 'login_falhou', ip: '127.0.0.1' });
  });

  it('paginates, newest first, and filters by period (whole days in the user’s time zone)', async () => {
    const u = await createEssencialUser(app);
    const get = async (q: string) =>
      (await app.inject({ url: `/api/user/auditoria${q}`, headers: u.auth })).json();
    const first = await get('?per_page=1');
    expect(first.pagination.per_page).toBe(1);
    expect(first.pagination.last_page).toBe(first.pagination.total);
    const all = await get('?per_page=100');
    const times = all.registros.map((r: Registro) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await get(`?data_inicio=${hoje}&data_fim=${hoje}`)).pagination.total).toBe(all.pagination.total);
    expect((await get('?data_fim=2020-01-01')).pagination.total).toBe(0);
    expect((await get('?data_inicio=2199-01-01')).pagination.total).toBe(0);
  });

  it('answers 422 for an invalid filter', async () => {
    for (const q of [
      '?data_inicio=2026-02-01&data_fim=2026-01-01',
      '?acao=DROP%20TABLE',
      '?data_inicio=x',
      '?page=0',
    ]) {
      const res = await app.inject({ url: `/api/user/auditoria${q}`, headers: user.auth });
      expect(res.statusCode, q).toBe(422);
    }
  });
});
