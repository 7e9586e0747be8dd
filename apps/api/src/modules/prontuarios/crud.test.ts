import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prontuarios } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { cadastrarPaciente, createSessao, daysAgo } from '../pacientes/testing.ts';
import { createEssencialUser, criarProntuario, prontuarioPayload } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  user = await createEssencialUser(app);
});
afterAll(async () => {
  await app.close();
});

const post = (pacienteId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/prontuario/paciente/${pacienteId}`, headers: user.auth, payload });
const put = (id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/prontuario/${id}`, headers: user.auth, payload });
const del = (id: string) =>
  app.inject({ method: 'DELETE', url: `/api/prontuario/${id}`, headers: user.auth });
const list = (pacienteId: string, query = '') =>
  app.inject({ url: `/api/prontuario/paciente/${pacienteId}${query}`, headers: user.auth });
const ids = (res: { json(): { prontuarios: Array<{ id: string }> } }) =>
  res.json().prontuarios.map((p) => p.id);

describe('POST /prontuario/paciente/{id}', () => {
  it('writes an entry and answers it with its decrypted text', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await post(
      p.id,
      prontuarioPayload({ tipo: 'avaliacao_demanda', titulo: '  Primeira sessão ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().prontuario).toMatchObject({
      paciente_id: p.id,
      data: '2026-01-12',
      tipo: 'avaliacao_demanda',
      titulo: 'Primeira sessão',
      conteudo: 'Paciente relata melhora do sono e menos crises de ansiedade no trabalho.',
      sessao_id: null,
      sessao_data: null,
    });
    expect(res.json().prontuario.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes an empty title as none, and links a session of the patient', async () => {
    const p = await cadastrarPaciente(app, user);
    const sessao = await createSessao(app, user, p.id, { data: '2026-01-09' });
    const res = await post(p.id, prontuarioPayload({ titulo: '', sessao_id: sessao.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().prontuario).toMatchObject({
      titulo: null,
      sessao_id: sessao.id,
      sessao_data: '2026-01-09',
    });
  });

  it('accepts the original body shape {paciente: {id}}, on this path and on POST /prontuario', async () => {
    const p = await cadastrarPaciente(app, user);
    const onPath = await post(p.id, prontuarioPayload({ paciente: { id: p.id } }));
    expect(onPath.statusCode).toBe(201);
    const bodyOnly = await app.inject({
      method: 'POST',
      url: '/api/prontuario',
      headers: user.auth,
      payload: prontuarioPayload({ paciente: { id: p.id }, conteudo: 'Registro pelo corpo.' }),
    });
    expect(bodyOnly.statusCode).toBe(201);
    expect(bodyOnly.json().prontuario).toMatchObject({ paciente_id: p.id, conteudo: 'Registro pelo corpo.' });
    expect((await list(p.id)).json().pagination.total).toBe(2);
  });

  it('refuses a body naming another patient than the path, or no patient at all (422)', async () => {
    const p = await cadastrarPaciente(app, user);
    const other = await cadastrarPaciente(app, user);
    const res = await post(p.id, prontuarioPayload({ paciente: { id: other.id } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['paciente.id']).toEqual([
      'O paciente informado no corpo não é o mesmo do endereço.',
    ]);
    const none = await app.inject({
      method: 'POST',
      url: '/api/prontuario',
      headers: user.auth,
      payload: prontuarioPayload(),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.paciente_id).toEqual(['Informe o paciente.']);
  });

  it('answers 422 with the field for each invalid value', async () => {
    const p = await cadastrarPaciente(app, user);
    const other = await cadastrarPaciente(app, user);
    const sessaoOutro = await createSessao(app, user, other.id);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ conteudo: undefined }, 'conteudo', 'Escreva o texto do registro.'],
      [{ conteudo: '   ' }, 'conteudo', 'Escreva o texto do registro.'],
      [{ tipo: 'sessao' }, 'tipo', 'Escolha o tipo do registro.'],
      [{ tipo: undefined }, 'tipo', 'Escolha o tipo do registro.'],
      [{ data: '12/01/2026' }, 'data', 'Data inválida (use AAAA-MM-DD).'],
      [{ data: undefined }, 'data', 'Informe a data do registro.'],
      [{ data: future }, 'data', 'A data do registro não pode ser futura.'],
      [{ titulo: 'x'.repeat(201) }, 'titulo', 'Texto longo demais (máximo de 200 caracteres).'],
      [{ sessao_id: 'abc' }, 'sessao_id', 'Identificador inválido.'],
      [{ sessao_id: sessaoOutro.id }, 'sessao_id', 'A sessão escolhida não é deste paciente.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await post(p.id, prontuarioPayload(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(override)).toEqual([message]);
    }
    expect((await list(p.id)).json().pagination.total).toBe(0);
  });

  it('answers 404 for a patient that does not exist, 409 for an archived one (whose entries still read)', async () => {
    expect((await post(MISSING, prontuarioPayload())).statusCode).toBe(404);
    const p = await cadastrarPaciente(app, user);
    await criarProntuario(app, user, p.id);
    await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    const res = await post(p.id, prontuarioPayload());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Paciente arquivado: restaure para editar.');
    expect((await list(p.id)).statusCode).toBe(200);
  });

  it('keeps accepting records while the plan is paused (the law obliges keeping them)', async () => {
    const paused = await createEssencialUser(app);
    const p = await cadastrarPaciente(app, paused);
    await app.inject({
      method: 'POST',
      url: '/api/admin/usuarios/plano',
      headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
      payload: { email: paused.email, status: 'INACTIVE' },
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/prontuario/paciente/${p.id}`,
      headers: paused.auth,
      payload: prontuarioPayload(),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /prontuario/paciente/{id}', () => {
  let pacienteId: string;
  beforeAll(async () => {
    pacienteId = (await cadastrarPaciente(app, user)).id;
    const entries: Array<Record<string, unknown>> = [
      {
        data: '2026-01-05',
        tipo: 'avaliacao_demanda',
        titulo: 'Acolhimento',
        conteudo: 'Queixa de insônia.',
      },
      { data: '2026-01-12', tipo: 'evolucao', titulo: 'Sessão 2', conteudo: 'Relata ANSIEDADE no trabalho.' },
      {
        data: '2026-01-19',
        tipo: 'evolucao',
        titulo: null,
        conteudo: 'Conversamos sobre a relação com a mãe.',
      },
      {
        data: '2026-02-02',
        tipo: 'encaminhamento',
        titulo: 'Psiquiatria',
        conteudo: 'Encaminhada à avaliação.',
      },
      { data: '2026-02-09', tipo: 'evolucao', titulo: 'Sessão 5', conteudo: 'Sono melhor; ansiedade menor.' },
    ];
    for (const e of entries) await criarProntuario(app, user, pacienteId, e);
  });

  it('lists the newest first, paginated', async () => {
    const res = await list(pacienteId, '?per_page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(res.json().prontuarios.map((p: { data: string }) => p.data)).toEqual(['2026-02-09', '2026-02-02']);
    const last = await list(pacienteId, '?per_page=2&page=3');
    expect(last.json().prontuarios.map((p: { data: string }) => p.data)).toEqual(['2026-01-05']);
    expect((await list(pacienteId)).json().pagination.per_page).toBe(10);
  });

  it('filters by tipo and by period (both ends included)', async () => {
    const evolucoes = await list(pacienteId, '?tipo=evolucao');
    expect(evolucoes.json().pagination.total).toBe(3);
    const janeiro = await list(pacienteId, '?data_inicio=2026-01-12&data_fim=2026-01-31');
    expect(janeiro.json().prontuarios.map((p: { data: string }) => p.data)).toEqual([
      '2026-01-19',
      '2026-01-12',
    ]);
    const both = await list(pacienteId, '?tipo=evolucao&data_inicio=2026-02-01');
    expect(both.json().pagination.total).toBe(1);
    const emptyParams = await list(pacienteId, '?tipo=&data_inicio=&data_fim=&busca=');
    expect(emptyParams.json().pagination.total).toBe(5);
  });

  it('searches the decrypted title and text, ignoring accents and case', async () => {
    const ansiedade = await list(pacienteId, '?busca=ansiedade');
    expect(ansiedade.json().prontuarios.map((p: { data: string }) => p.data)).toEqual([
      '2026-02-09',
      '2026-01-12',
    ]);
    const titulo = await list(pacienteId, `?busca=${encodeURIComponent('SESSAO 5')}`);
    expect(titulo.json().prontuarios.map((p: { titulo: string }) => p.titulo)).toEqual(['Sessão 5']);
    const acento = await list(pacienteId, `?busca=${encodeURIComponent('mãe')}`);
    expect(acento.json().pagination.total).toBe(1);
    const paged = await list(pacienteId, '?busca=a&per_page=2&page=2');
    expect(paged.json().pagination).toEqual({ page: 2, per_page: 2, total: 5, last_page: 3 });
    expect(paged.json().prontuarios).toHaveLength(2);
    const combined = await list(pacienteId, '?busca=ansiedade&data_fim=2026-01-31');
    expect(combined.json().pagination.total).toBe(1);
    expect((await list(pacienteId, '?busca=inexistente')).json()).toMatchObject({
      prontuarios: [],
      pagination: { total: 0, last_page: 1 },
    });
  });

  it('answers 422 for an invalid filter', async () => {
    const period = await list(pacienteId, '?data_inicio=2026-02-01&data_fim=2026-01-01');
    expect(period.statusCode).toBe(422);
    expect(period.json().errors.data_fim).toEqual(['A data final deve ser igual ou posterior à inicial.']);
    expect((await list(pacienteId, '?tipo=sessao')).statusCode).toBe(422);
    expect((await list(pacienteId, '?per_page=101')).statusCode).toBe(422);
    expect((await list(pacienteId, '?data_inicio=ontem')).statusCode).toBe(422);
  });

  it('answers 404 for a patient that does not exist, 422 for a malformed id', async () => {
    expect((await list(MISSING)).statusCode).toBe(404);
    expect((await list('nao-e-uuid')).statusCode).toBe(422);
  });
});

describe('PUT /prontuario/{id}', () => {
  it('changes only the fields sent; null clears the title and the session', async () => {
    const p = await cadastrarPaciente(app, user);
    const sessao = await createSessao(app, user, p.id, { data: '2026-01-09' });
    const e = await criarProntuario(app, user, p.id, { sessao_id: sessao.id });
    const res = await put(e.id, { conteudo: 'Texto revisto.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().prontuario).toMatchObject({
      id: e.id,
      conteudo: 'Texto revisto.',
      titulo: e.titulo,
      tipo: 'evolucao',
      data: '2026-01-12',
      sessao_data: '2026-01-09',
    });
    expect(res.json().prontuario.updated_at >= e.updated_at).toBe(true);
    const cleared = await put(e.id, {
      titulo: null,
      sessao_id: null,
      tipo: 'procedimento',
      data: '2026-01-10',
    });
    expect(cleared.json().prontuario).toMatchObject({
      titulo: null,
      sessao_id: null,
      sessao_data: null,
      tipo: 'procedimento',
      data: '2026-01-10',
    });
    const unchanged = await put(e.id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().prontuario.conteudo).toBe('Texto revisto.');
  });

  it('answers 422 for invalid values and 404 for an unknown entry', async () => {
    const p = await cadastrarPaciente(app, user);
    const e = await criarProntuario(app, user, p.id);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await put(e.id, { conteudo: '' })).json().errors.conteudo).toEqual([
      'Escreva o texto do registro.',
    ]);
    expect((await put(e.id, { data: future })).json().errors.data).toEqual([
      'A data do registro não pode ser futura.',
    ]);
    expect((await put(e.id, { tipo: 'x' })).statusCode).toBe(422);
    const outra = await createSessao(app, user, (await cadastrarPaciente(app, user)).id);
    expect((await put(e.id, { sessao_id: outra.id })).json().errors.sessao_id).toEqual([
      'A sessão escolhida não é deste paciente.',
    ]);
    const missing = await put(MISSING, { conteudo: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Registro de prontuário não encontrado.');
  });
});

describe('DELETE /prontuario/{id}', () => {
  it('hides the entry everywhere but keeps it for the legal retention', async () => {
    const p = await cadastrarPaciente(app, user);
    const keep = await criarProntuario(app, user, p.id, { conteudo: 'Fica.' });
    const gone = await criarProntuario(app, user, p.id, { conteudo: 'Sai.' });
    const res = await del(gone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/guardado pelo prazo legal/);
    expect(ids(await list(p.id))).toEqual([keep.id]);
    expect((await list(p.id, '?busca=sai')).json().pagination.total).toBe(0);
    expect((await put(gone.id, { conteudo: 'x' })).statusCode).toBe(404);
    expect((await del(gone.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/prontuario/${gone.id}/exportar`, headers: user.auth })).statusCode,
    ).toBe(404);
    const [row] = await app.ctx.db.select().from(prontuarios).where(eq(prontuarios.id, gone.id));
    expect(row.excluido_em).toBeInstanceOf(Date);
    const stats = await app.inject({ url: `/api/paciente/${p.id}/estatisticas`, headers: user.auth });
    expect(stats.json().prontuarios_count).toBe(1);
  });

  it('makes the patient an archive, not a deletion, even when every entry was deleted', async () => {
    const p = await cadastrarPaciente(app, user);
    const e = await criarProntuario(app, user, p.id);
    await del(e.id);
    const res = await app.inject({ method: 'DELETE', url: `/api/paciente/${p.id}`, headers: user.auth });
    expect(res.json().arquivado).toBe(true);
    const [row] = await app.ctx.db.select().from(prontuarios).where(eq(prontuarios.id, e.id));
    expect(row).toBeDefined();
  });
});

describe('linked sessions and statistics', () => {
  it('unlinks entries whose session is deleted, and counts visible entries in the statistics', async () => {
    const p = await cadastrarPaciente(app, user);
    const sessao = await createSessao(app, user, p.id, { data: daysAgo(3), presenca: 'realizada' });
    const e = await criarProntuario(app, user, p.id, { sessao_id: sessao.id });
    await criarProntuario(app, user, p.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/sessao/${sessao.id}`,
      headers: user.auth,
    });
    expect(removed.statusCode).toBe(204);
    const [after] = (await list(p.id)).json().prontuarios.filter((x: { id: string }) => x.id === e.id);
    expect(after).toMatchObject({ sessao_id: null, sessao_data: null });
    const stats = await app.inject({ url: `/api/paciente/${p.id}/estatisticas`, headers: user.auth });
    expect(stats.json().prontuarios_count).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('describes the record and audit routes', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/prontuario/paciente/{id}',
      '/api/prontuario/{id}',
      '/api/prontuario/paciente/{id}/exportar',
      '/api/prontuario/{id}/exportar',
      '/api/user/auditoria',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe('without a session', () => {
  it('answers 401 on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/prontuario/paciente/${MISSING}` },
      { method: 'POST' as const, url: `/api/prontuario/paciente/${MISSING}`, payload: prontuarioPayload() },
      { method: 'POST' as const, url: '/api/prontuario', payload: prontuarioPayload() },
      { method: 'PUT' as const, url: `/api/prontuario/${MISSING}`, payload: { conteudo: 'x' } },
      { method: 'DELETE' as const, url: `/api/prontuario/${MISSING}` },
      { method: 'GET' as const, url: `/api/prontuario/paciente/${MISSING}/exportar` },
      { method: 'GET' as const, url: `/api/prontuario/${MISSING}/exportar` },
      { method: 'GET' as const, url: '/api/user/auditoria' },
    ];
    for (const call of calls) expect((await app.inject(call)).statusCode, call.url).toBe(401);
  });
});
