import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { createSessao } from '../pacientes/testing.ts';
import {
  agendarOk,
  alterar,
  cadastrarPaciente,
  createVitalicioUser,
  emDias,
  listar,
  proximosDoPainel,
  setPerfil,
} from './testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const ids = (r: { agendamentos: Array<{ id: string }> }) => r.agendamentos.map((a) => a.id);

describe('GET /agendamentos by month in the practice’s time zone', () => {
  let user: TestUser;
  let fimDeMarco: { id: string };
  let inicioDeAbril: { id: string };

  beforeAll(async () => {
    user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    // 2026-04-01T02:30Z is 31/03 23:30 in São Paulo.
    [fimDeMarco] = await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: '2026-04-01T02:30:00Z',
      duracao_minutos: 30,
    });
    // 2026-04-01T03:00Z is 01/04 00:00 in São Paulo.
    [inicioDeAbril] = await agendarOk(app, user, { paciente_id: p.id, inicio: '2026-04-01T03:00:00Z' });
  });

  it('lists 31/03 23:30 (São Paulo) in March, not in April', async () => {
    const marco = await listar(app, user, 'mes=3&ano=2026');
    expect(ids(marco)).toEqual([fimDeMarco.id]);
    expect(marco.agendamentos[0].inicio).toBe('2026-03-31T23:30:00-03:00');
    const abril = await listar(app, user, 'mes=4&ano=2026');
    expect(ids(abril)).toEqual([inicioDeAbril.id]);
  });

  it('follows the profile’s time zone (Manaus is UTC−4)', async () => {
    await setPerfil(app, user.id, { fuso_horario: 'America/Manaus' });
    try {
      // 2026-04-01T03:00Z is 31/03 23:00 in Manaus: both belong to March there.
      expect(ids(await listar(app, user, 'mes=3&ano=2026'))).toEqual([fimDeMarco.id, inicioDeAbril.id]);
      expect((await listar(app, user, 'mes=4&ano=2026')).agendamentos).toEqual([]);
      const [a] = (await listar(app, user, 'mes=3&ano=2026')).agendamentos;
      expect(a.inicio).toBe('2026-03-31T22:30:00-04:00');
    } finally {
      await setPerfil(app, user.id, { fuso_horario: 'America/Sao_Paulo' });
    }
  });

  it('takes a whole year with ano alone and refuses mes without ano', async () => {
    expect(ids(await listar(app, user, 'ano=2026'))).toEqual([fimDeMarco.id, inicioDeAbril.id]);
    expect((await listar(app, user, 'ano=2025')).agendamentos).toEqual([]);
    const res = await app.inject({ url: '/api/agendamentos?mes=3', headers: user.auth });
    expect(res.statusCode).toBe(422);
    const mes13 = await app.inject({ url: '/api/agendamentos?mes=13&ano=2026', headers: user.auth });
    expect(mes13.statusCode).toBe(422);
    expect(mes13.json().errors.mes).toBeDefined();
  });
});

describe('GET /agendamentos filters and pagination', () => {
  let user: TestUser;
  let maria: { id: string };
  let joao: { id: string };

  beforeAll(async () => {
    user = await createUser(app);
    maria = await cadastrarPaciente(app, user, { nome: 'Maria Silva' });
    joao = await cadastrarPaciente(app, user, { nome: 'João Souza', nome_social: 'Joana Souza' });
    await agendarOk(app, user, {
      paciente_id: maria.id,
      inicio: '2027-02-01T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 4 },
    });
    const [j] = await agendarOk(app, user, { paciente_id: joao.id, inicio: '2027-02-03T15:00:00-03:00' });
    await alterar(app, user, j.id, { status: 'confirmado' });
  });

  it('filters by patient and by status (one or a list)', async () => {
    const soJoao = await listar(app, user, `paciente_id=${joao.id}`);
    expect(soJoao.agendamentos).toHaveLength(1);
    expect(soJoao.agendamentos[0].paciente).toEqual({
      id: joao.id,
      nome: 'João Souza',
      nome_social: 'Joana Souza',
    });
    expect((await listar(app, user, 'status=confirmado')).agendamentos).toHaveLength(1);
    expect((await listar(app, user, 'status=agendado,confirmado')).pagination.total).toBe(5);
    expect((await listar(app, user, 'status=cancelado')).agendamentos).toHaveLength(0);
    const bad = await app.inject({ url: '/api/agendamentos?status=sumido', headers: user.auth });
    expect(bad.statusCode).toBe(422);
  });

  it('filters by period: days count whole in the practice’s time zone, fim inclusive', async () => {
    const semana = await listar(app, user, 'inicio=2027-02-01&fim=2027-02-07');
    expect(semana.agendamentos.map((a) => a.inicio)).toEqual([
      '2027-02-01T10:00:00-03:00',
      '2027-02-03T15:00:00-03:00',
    ]);
    const instantes = await listar(
      app,
      user,
      `inicio=${encodeURIComponent('2027-02-08T00:00:00-03:00')}&fim=${encodeURIComponent('2027-02-16T00:00:00-03:00')}`,
    );
    expect(instantes.pagination.total).toBe(2);
    const invertido = await app.inject({
      url: '/api/agendamentos?inicio=2027-02-10&fim=2027-02-01',
      headers: user.auth,
    });
    expect(invertido.statusCode).toBe(422);
    expect(invertido.json().errors.fim).toBeDefined();
    const malformado = await app.inject({ url: '/api/agendamentos?inicio=ontem', headers: user.auth });
    expect(malformado.statusCode).toBe(422);
  });

  it('pages in start order (per_page at most 100)', async () => {
    const p1 = await listar(app, user, 'page=1&per_page=2');
    const p3 = await listar(app, user, 'page=3&per_page=2');
    expect(p1.pagination).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(p1.agendamentos.map((a) => a.inicio)).toEqual([
      '2027-02-01T10:00:00-03:00',
      '2027-02-03T15:00:00-03:00',
    ]);
    expect(p3.agendamentos).toHaveLength(1);
    // The first page is a statement of its own (no OFFSET): the next pages still follow it.
    const todos = (await listar(app, user, 'per_page=100')).agendamentos.map((a) => a.id);
    const p2 = await listar(app, user, 'page=2&per_page=2');
    expect([...p1.agendamentos, ...p2.agendamentos, ...p3.agendamentos].map((a) => a.id)).toEqual(todos);
    const demais = await app.inject({ url: '/api/agendamentos?per_page=101', headers: user.auth });
    expect(demais.statusCode).toBe(422);
  });
});

describe('the patients area sees the agenda', () => {
  it('fills proxima_sessao in the patient list and statistics; cancelled ones do not count', async () => {
    const user = await createUser(app);
    const p = await cadastrarPaciente(app, user);
    const [cancelado] = await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(2) });
    await alterar(app, user, cancelado.id, { status: 'cancelado' });
    await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(-3) });
    const [proximo] = await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(5) });
    const lista = await app.inject({ url: '/api/pacientes', headers: user.auth });
    const row = lista.json().pacientes.find((x: { id: string }) => x.id === p.id);
    expect(new Date(row.proxima_sessao).getTime()).toBe(new Date(proximo.inicio as string).getTime());
    const est = await app.inject({ url: `/api/paciente/${p.id}/estatisticas`, headers: user.auth });
    expect(new Date(est.json().proxima_sessao).getTime()).toBe(new Date(proximo.inicio as string).getTime());
  });

  it('deleting a patient without records deletes its appointments; an archived one’s are hidden', async () => {
    const user = await createUser(app);
    const semRegistros = await cadastrarPaciente(app, user);
    const [a] = await agendarOk(app, user, { paciente_id: semRegistros.id, inicio: emDias(6) });
    await app.inject({ method: 'DELETE', url: `/api/paciente/${semRegistros.id}`, headers: user.auth });
    expect((await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth })).statusCode).toBe(404);

    const comRegistros = await cadastrarPaciente(app, user, { nome: 'Arquivada Silva' });
    await createSessao(app, user, comRegistros.id);
    const [b] = await agendarOk(app, user, { paciente_id: comRegistros.id, inicio: emDias(7) });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/paciente/${comRegistros.id}`,
      headers: user.auth,
    });
    expect(del.json().arquivado).toBe(true);
    expect((await app.inject({ url: `/api/agendamento/${b.id}`, headers: user.auth })).statusCode).toBe(404);
    expect((await listar(app, user, '')).agendamentos).toEqual([]);
    // Nor does it block the slot.
    const p = await cadastrarPaciente(app, user);
    await agendarOk(app, user, { paciente_id: p.id, inicio: b.inicio });
  });

  it('the dashboard gives the next non-cancelled ones with the patient’s name', async () => {
    const user = await createVitalicioUser(app); // the dashboard is a plan feature
    const p = await cadastrarPaciente(app, user, { nome: 'Beatriz Lima' });
    await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(-1) });
    const [c] = await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(1) });
    await alterar(app, user, c.id, { status: 'cancelado' });
    const serie = await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: emDias(2),
      recorrencia: { frequencia: 'semanal', ocorrencias: 8 },
    });
    const proximos = await proximosDoPainel(app, user);
    expect(proximos.map((a) => a.id)).toEqual(serie.slice(0, 5).map((a) => a.id));
    expect(proximos[0]).toMatchObject({ paciente: { id: p.id, nome: 'Beatriz Lima' }, status: 'agendado' });
    expect(proximos[0]).not.toHaveProperty('observacoes');
  });
});
