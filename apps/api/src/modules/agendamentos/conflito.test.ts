import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendar, agendarOk, alterar, cadastrarPaciente, listar } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let maria: { id: string };
let joao: { id: string };
let ocupado: { id: string };

// Maria Silva holds 10/03/2027 14:00–14:50 (São Paulo).
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  maria = await cadastrarPaciente(app, user, { nome: 'Maria Silva' });
  joao = await cadastrarPaciente(app, user, { nome: 'João Souza' });
  [ocupado] = await agendarOk(app, user, { paciente_id: maria.id, inicio: '2027-03-10T14:00:00-03:00' });
});
afterAll(async () => {
  await app.close();
});

const MSG = 'Conflito com Maria Silva em 10/03/2027 às 14:00.';

describe('overlap with another non-cancelled appointment', () => {
  it('same time → 409 naming the clash', async () => {
    const res = await agendar(app, user, { paciente_id: joao.id, inicio: '2027-03-10T17:00:00Z' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG, errors: { inicio: [MSG] } });
  });

  it('partial overlap at either end → 409', async () => {
    const antes = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-03-10T13:30:00-03:00',
      duracao_minutos: 45,
    });
    expect(antes.statusCode).toBe(409);
    const depois = await agendar(app, user, { paciente_id: joao.id, inicio: '2027-03-10T14:49:00-03:00' });
    expect(depois.statusCode).toBe(409);
    const dentro = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-03-10T14:10:00-03:00',
      duracao_minutos: 10,
    });
    expect(dentro.statusCode).toBe(409);
    const englobando = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-03-10T13:00:00-03:00',
      duracao_minutos: 180,
    });
    expect(englobando.statusCode).toBe(409);
  });

  it('adjacent appointments are fine (14:50 right after 14:00–14:50, 13:10–14:00 right before)', async () => {
    await agendarOk(app, user, { paciente_id: joao.id, inicio: '2027-03-10T14:50:00-03:00' });
    await agendarOk(app, user, { paciente_id: joao.id, inicio: '2027-03-10T13:10:00-03:00' });
  });

  it('a cancelled appointment frees its slot, and un-cancelling it is checked again', async () => {
    const [a] = await agendarOk(app, user, { paciente_id: maria.id, inicio: '2027-03-11T09:00:00-03:00' });
    await alterar(app, user, a.id, { status: 'cancelado' });
    const [b] = await agendarOk(app, user, { paciente_id: joao.id, inicio: '2027-03-11T09:00:00-03:00' });
    const volta = await alterar(app, user, a.id, { status: 'agendado' });
    expect(volta.statusCode).toBe(409);
    expect(volta.json().message).toBe('Conflito com João Souza em 11/03/2027 às 09:00.');
    expect(b.id).toBeDefined();
  });

  it('permitir_conflito books anyway; later edits of other fields are not refused', async () => {
    const res = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-03-10T14:00:00-03:00',
      permitir_conflito: true,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().agendamento.id;
    const nota = await alterar(app, user, id, { observacoes: 'Sessão em dupla' });
    expect(nota.statusCode).toBe(200);
    const move = await alterar(app, user, id, { inicio: '2027-03-10T14:20:00-03:00' });
    expect(move.statusCode).toBe(409);
    const forced = await alterar(app, user, id, {
      inicio: '2027-03-10T14:20:00-03:00',
      permitir_conflito: true,
    });
    expect(forced.statusCode).toBe(200);
  });

  it('moving or lengthening into another appointment → 409; moving within its own slot is fine', async () => {
    const [a] = await agendarOk(app, user, { paciente_id: joao.id, inicio: '2027-03-10T16:00:00-03:00' });
    expect((await alterar(app, user, a.id, { inicio: '2027-03-10T14:30:00-03:00' })).statusCode).toBe(409);
    expect((await alterar(app, user, ocupado.id, { duracao_minutos: 130 })).statusCode).toBe(409);
    expect((await alterar(app, user, a.id, { inicio: '2027-03-10T16:20:00-03:00' })).statusCode).toBe(200);
  });

  it('a series checks every occurrence: one clash refuses the whole series', async () => {
    const res = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-02-24T14:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 4 },
    });
    expect(res.statusCode).toBe(409);
    // João's forced 14:20 (previous test) clashes too.
    expect(res.json().message).toBe('Conflito com Maria Silva em 10/03/2027 às 14:00 (e mais 1 conflito).');
    const fev = await listar(app, user, `paciente_id=${joao.id}&inicio=2027-02-24&fim=2027-02-28`);
    expect(fev.agendamentos).toEqual([]);
    const forced = await agendar(app, user, {
      paciente_id: joao.id,
      inicio: '2027-02-24T14:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 4 },
      permitir_conflito: true,
    });
    expect(forced.json().agendamentos).toHaveLength(4);
  });

  it('counts the other clashes in the message', async () => {
    const u = await createUser(app);
    const p = await cadastrarPaciente(app, u, { nome: 'Ana Costa' });
    await agendarOk(app, u, {
      paciente_id: p.id,
      inicio: '2027-06-01T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 3 },
    });
    const res = await agendar(app, u, {
      paciente_id: p.id,
      inicio: '2027-06-01T10:30:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 3 },
    });
    expect(res.json().message).toBe('Conflito com Ana Costa em 01/06/2027 às 10:00 (e mais 2 conflitos).');
  });

  it('another psychologist’s appointments never clash', async () => {
    const other = await createUser(app);
    const p = await cadastrarPaciente(app, other);
    await agendarOk(app, other, { paciente_id: p.id, inicio: '2027-03-10T14:00:00-03:00' });
  });

  it('uses the social name in the message', async () => {
    const u = await createUser(app);
    const p = await cadastrarPaciente(app, u, { nome: 'Carlos Mendes', nome_social: 'Carla Mendes' });
    await agendarOk(app, u, { paciente_id: p.id, inicio: '2027-07-01T08:00:00-03:00' });
    const res = await agendar(app, u, { paciente_id: p.id, inicio: '2027-07-01T08:00:00-03:00' });
    expect(res.json().message).toBe('Conflito com Carla Mendes em 01/07/2027 às 08:00.');
  });
});
