import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { agendar, agendarOk, alterar, cadastrarPaciente, createVitalicioUser, listar } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let paciente: { id: string };

beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  paciente = await cadastrarPaciente(app, user, { nome: 'Maria Silva' });
});
afterAll(async () => {
  await app.close();
});

const inicios = (list: Array<Record<string, unknown>>) => list.map((a) => a.inicio);

describe('creating a series', () => {
  it('semanal with 10 occurrences creates 10 rows of one series', async () => {
    const res = await agendar(app, user, {
      paciente_id: paciente.id,
      inicio: '2028-01-04T14:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 10 },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('10 agendamentos criados.');
    expect(body.agendamentos).toHaveLength(10);
    const serieIds = new Set(body.agendamentos.map((a: { serie_id: string }) => a.serie_id));
    expect(serieIds.size).toBe(1);
    expect(body.agendamento.serie_id).toEqual(expect.any(String));
    expect(body.agendamentos.map((a: { serie_ordem: number }) => a.serie_ordem)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(body.agendamento.frequencia).toBe('semanal');
    expect(inicios(body.agendamentos).slice(0, 3)).toEqual([
      '2028-01-04T14:00:00-03:00',
      '2028-01-11T14:00:00-03:00',
      '2028-01-18T14:00:00-03:00',
    ]);
    expect(body.agendamentos[9].inicio).toBe('2028-03-07T14:00:00-03:00');
    const lista = await listar(
      app,
      user,
      `paciente_id=${paciente.id}&inicio=2028-01-01&fim=2028-03-31&per_page=100`,
    );
    expect(lista.pagination.total).toBe(10);
  });

  it('quinzenal every 14 days, mensal on the same day of the month (31 → last day)', async () => {
    const quinzenal = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2028-05-02T09:00:00-03:00',
      recorrencia: { frequencia: 'quinzenal', ocorrencias: 3 },
    });
    expect(inicios(quinzenal)).toEqual([
      '2028-05-02T09:00:00-03:00',
      '2028-05-16T09:00:00-03:00',
      '2028-05-30T09:00:00-03:00',
    ]);
    const mensal = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2029-01-31T18:00:00-03:00',
      recorrencia: { frequencia: 'mensal', ocorrencias: 4 },
    });
    expect(inicios(mensal)).toEqual([
      '2029-01-31T18:00:00-03:00',
      '2029-02-28T18:00:00-03:00',
      '2029-03-31T18:00:00-03:00',
      '2029-04-30T18:00:00-03:00',
    ]);
  });

  it('until a date (inclusive, in the practice’s time zone)', async () => {
    const ate = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2028-07-03T21:30:00-03:00',
      recorrencia: { frequencia: 'semanal', ate: '2028-07-31' },
    });
    // 31/07 21:30 São Paulo is already 01/08 in UTC: it still counts.
    expect(inicios(ate)).toEqual([
      '2028-07-03T21:30:00-03:00',
      '2028-07-10T21:30:00-03:00',
      '2028-07-17T21:30:00-03:00',
      '2028-07-24T21:30:00-03:00',
      '2028-07-31T21:30:00-03:00',
    ]);
  });

  it('at most 52 occurrences: more answers 422 and creates nothing', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Limite Cinquenta' });
    const mais = await agendar(app, user, {
      paciente_id: p.id,
      inicio: '2030-01-07T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 53 },
    });
    expect(mais.statusCode).toBe(422);
    expect(mais.json().errors['recorrencia.ocorrencias']).toEqual(['No máximo 52 ocorrências.']);
    const ateLonge = await agendar(app, user, {
      paciente_id: p.id,
      inicio: '2030-01-07T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ate: '2031-06-30' },
    });
    expect(ateLonge.statusCode).toBe(422);
    expect(ateLonge.json().errors['recorrencia.ate'][0]).toMatch(/52 ocorrências/);
    expect((await listar(app, user, `paciente_id=${p.id}`)).pagination.total).toBe(0);

    const exatos = await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: '2030-01-07T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 52 },
    });
    expect(exatos).toHaveLength(52);
  });

  it('refuses an incomplete or contradictory repetition', async () => {
    const base = { paciente_id: paciente.id, inicio: '2031-01-07T10:00:00-03:00' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ frequencia: 'semanal' }, 'recorrencia.ocorrencias'],
      [{ frequencia: 'semanal', ocorrencias: 3, ate: '2031-02-01' }, 'recorrencia.ate'],
      [{ frequencia: 'diaria', ocorrencias: 3 }, 'recorrencia.frequencia'],
      [{ frequencia: 'semanal', ocorrencias: 0 }, 'recorrencia.ocorrencias'],
      [{ frequencia: 'semanal', ate: '2031-01-06' }, 'recorrencia.ate'],
    ];
    for (const [recorrencia, field] of cases) {
      const res = await agendar(app, user, { ...base, recorrencia });
      expect(res.statusCode, JSON.stringify(recorrencia)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});

describe('escopo=futuros', () => {
  async function serie(inicio: string, n = 5) {
    const p = await cadastrarPaciente(app, user);
    return agendarOk(app, user, {
      paciente_id: p.id,
      inicio,
      recorrencia: { frequencia: 'semanal', ocorrencias: n },
    });
  }

  it('escopo=este moves only that occurrence, which stays in the series', async () => {
    const s = await serie('2032-03-01T10:00:00-03:00');
    const res = await alterar(app, user, s[1].id, { inicio: '2032-03-09T11:00:00-03:00' });
    expect(res.json()).toMatchObject({ atualizados: 1, agendamento: { serie_id: s[0].serie_id } });
    const lista = await listar(app, user, `paciente_id=${s[0].paciente_id}`);
    expect(inicios(lista.agendamentos)).toEqual([
      '2032-03-01T10:00:00-03:00',
      '2032-03-09T11:00:00-03:00',
      '2032-03-15T10:00:00-03:00',
      '2032-03-22T10:00:00-03:00',
      '2032-03-29T10:00:00-03:00',
    ]);
  });

  it('a time shift on futuros moves this and every later occurrence by the same delta', async () => {
    const s = await serie('2032-05-03T10:00:00-03:00');
    // Monday 10:00 → Tuesday 15:30 (+1 day, +5 h 30).
    const res = await alterar(
      app,
      user,
      s[2].id,
      { inicio: '2032-05-18T15:30:00-03:00', local: 'Sala 3' },
      'futuros',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '3 agendamentos atualizados.', atualizados: 3 });
    const lista = await listar(app, user, `paciente_id=${s[0].paciente_id}`);
    expect(lista.agendamentos.map((a) => [a.inicio, a.local])).toEqual([
      ['2032-05-03T10:00:00-03:00', null],
      ['2032-05-10T10:00:00-03:00', null],
      ['2032-05-18T15:30:00-03:00', 'Sala 3'],
      ['2032-05-25T15:30:00-03:00', 'Sala 3'],
      ['2032-06-01T15:30:00-03:00', 'Sala 3'],
    ]);
  });

  it('cancelling futuros leaves earlier and already held occurrences alone', async () => {
    const s = await serie('2026-10-05T10:00:00-03:00', 6);
    // The 4th already happened (a past date) and was marked realizado.
    await alterar(app, user, s[3].id, { status: 'realizado' });
    const res = await alterar(app, user, s[1].id, { status: 'cancelado' }, 'futuros');
    expect(res.json().atualizados).toBe(4);
    const lista = await listar(app, user, `paciente_id=${s[0].paciente_id}`);
    expect(lista.agendamentos.map((a) => a.status)).toEqual([
      'agendado',
      'cancelado',
      'cancelado',
      'realizado',
      'cancelado',
      'cancelado',
    ]);
  });

  it('deleting futuros removes this and the later ones; a single appointment ignores the escopo', async () => {
    const s = await serie('2032-09-06T10:00:00-03:00');
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/agendamento/${s[2].id}?escopo=futuros`,
      headers: user.auth,
    });
    expect(del.json()).toEqual({ message: '3 agendamentos excluídos.', excluidos: 3 });
    const lista = await listar(app, user, `paciente_id=${s[0].paciente_id}`);
    expect(lista.agendamentos.map((a) => a.id)).toEqual([s[0].id, s[1].id]);

    const [avulso] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2032-09-30T08:00:00-03:00',
    });
    const one = await app.inject({
      method: 'DELETE',
      url: `/api/agendamento/${avulso.id}?escopo=futuros`,
      headers: user.auth,
    });
    expect(one.json().excluidos).toBe(1);
  });

  it('a futuros shift is checked for conflicts on every moved occurrence', async () => {
    const s = await serie('2033-01-03T10:00:00-03:00', 4);
    const outro = await cadastrarPaciente(app, user, { nome: 'Rita Ocupada' });
    await agendarOk(app, user, { paciente_id: outro.id, inicio: '2033-01-24T16:00:00-03:00' });
    const res = await alterar(app, user, s[1].id, { inicio: '2033-01-10T16:00:00-03:00' }, 'futuros');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Conflito com Rita Ocupada em 24/01/2033 às 16:00.');
    // Nothing moved.
    const lista = await listar(app, user, `paciente_id=${s[0].paciente_id}`);
    expect(inicios(lista.agendamentos)[1]).toBe('2033-01-10T10:00:00-03:00');
  });
});
