import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendar, agendarOk, alterar, cadastrarPaciente, emDias, setPerfil } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let paciente: { id: string };
const MISSING = '6c1f1d7e-0000-4000-8000-000000000000';

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  paciente = await cadastrarPaciente(app, user, { nome: 'Maria Silva' });
});
afterAll(async () => {
  await app.close();
});

describe('POST /agendamento', () => {
  it('books with the profile default duration and answers the appointment in the practice offset', async () => {
    const res = await agendar(app, user, {
      paciente_id: paciente.id,
      inicio: '2027-03-10T17:00:00Z',
      modalidade: 'online',
      link_online: 'https://meet.exemplo.com/abc',
      observacoes: 'Primeira consulta',
      valor: 180.5,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Agendamento criado.');
    expect(body.agendamentos).toHaveLength(1);
    expect(body.agendamento).toMatchObject({
      paciente_id: paciente.id,
      paciente: { id: paciente.id, nome: 'Maria Silva', nome_social: null },
      inicio: '2027-03-10T14:00:00-03:00',
      fim: '2027-03-10T14:50:00-03:00',
      duracao_minutos: 50,
      modalidade: 'online',
      link_online: 'https://meet.exemplo.com/abc',
      local: null,
      status: 'agendado',
      observacoes: 'Primeira consulta',
      valor: 180.5,
      serie_id: null,
      frequencia: null,
      sessao_id: null,
    });
  });

  it('takes the duration from the profile when omitted', async () => {
    const outro = await createUser(app);
    await setPerfil(app, outro.id, { duracao_sessao_padrao: 45 });
    const p = await cadastrarPaciente(app, outro);
    const [a] = await agendarOk(app, outro, { paciente_id: p.id, inicio: '2027-03-11T09:00:00-03:00' });
    expect(a.duracao_minutos).toBe(45);
    expect(a.fim).toBe('2027-03-11T09:45:00-03:00');
  });

  it('keeps the notes encrypted at rest', async () => {
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2027-03-12T10:00:00-03:00',
      observacoes: 'Trazer o laudo do neurologista',
    });
    const [row] = await app.ctx.db.select().from(agendamentos).where(eq(agendamentos.id, a.id));
    expect(row.observacoes).not.toContain('laudo');
    expect(row.valor_centavos).toBeNull();
  });

  it('answers 422 with field errors for invalid input', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ inicio: '2027-03-10T14:00:00-03:00' }, 'paciente_id'],
      [{ paciente_id: paciente.id }, 'inicio'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00' }, 'inicio'],
      [{ paciente_id: paciente.id, inicio: '10/03/2027 14:00' }, 'inicio'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', duracao_minutos: 2 }, 'duracao_minutos'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', duracao_minutos: 600 }, 'duracao_minutos'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', link_online: 'meet' }, 'link_online'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', modalidade: 'telepatia' }, 'modalidade'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', status: 'realizado' }, 'status'],
      [{ paciente_id: paciente.id, inicio: '2027-03-10T14:00:00Z', valor: -1 }, 'valor'],
    ];
    for (const [payload, field] of cases) {
      const res = await agendar(app, user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });

  it('answers 404 for a patient that is not the user’s', async () => {
    const res = await agendar(app, user, { paciente_id: MISSING, inicio: '2027-03-10T14:00:00Z' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Paciente não encontrado.');
  });

  it('needs a session (401)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/agendamento', payload: {} });
    expect(res.statusCode).toBe(401);
    const list = await app.inject({ url: '/api/agendamentos' });
    expect(list.statusCode).toBe(401);
  });

  it('also answers under /public/api', async () => {
    const res = await app.inject({ url: '/public/api/agendamentos', headers: user.auth });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET, PUT and DELETE /agendamento/{id}', () => {
  it('reads, changes and deletes one appointment', async () => {
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2027-04-01T08:00:00-03:00',
      modalidade: 'presencial',
      local: 'Sala 2',
    });
    const get = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
    expect(get.statusCode).toBe(200);
    expect(get.json().agendamento).toMatchObject({ id: a.id, local: 'Sala 2' });

    const put = await alterar(app, user, a.id, {
      inicio: '2027-04-01T09:00:00-03:00',
      duracao_minutos: 60,
      local: '',
      status: 'confirmado',
      observacoes: 'Confirmado por WhatsApp',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Agendamento atualizado.',
      atualizados: 1,
      sessao: null,
      agendamento: {
        inicio: '2027-04-01T09:00:00-03:00',
        fim: '2027-04-01T10:00:00-03:00',
        local: null,
        modalidade: 'presencial',
        status: 'confirmado',
        observacoes: 'Confirmado por WhatsApp',
      },
    });

    const bad = await alterar(app, user, a.id, { status: 'esquecido' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    const badEscopo = await alterar(app, user, a.id, { local: 'x' }, 'todos');
    expect(badEscopo.statusCode).toBe(422);

    const del = await app.inject({ method: 'DELETE', url: `/api/agendamento/${a.id}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Agendamento excluído.', excluidos: 1 });
    const again = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Agendamento não encontrado.');
  });

  it('moves an appointment to another of the user’s patients, but not to a missing one', async () => {
    const outro = await cadastrarPaciente(app, user, { nome: 'João Pereira' });
    const [a] = await agendarOk(app, user, { paciente_id: paciente.id, inicio: '2027-04-02T08:00:00-03:00' });
    const ok = await alterar(app, user, a.id, { paciente_id: outro.id });
    expect(ok.json().agendamento.paciente).toMatchObject({ id: outro.id, nome: 'João Pereira' });
    const missing = await alterar(app, user, a.id, { paciente_id: MISSING });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    for (const [method, url] of [
      ['GET', `/api/agendamento/${MISSING}`],
      ['PUT', `/api/agendamento/${MISSING}`],
      ['DELETE', `/api/agendamento/${MISSING}`],
      ['GET', `/api/agendamentos/paciente/${MISSING}`],
      ['DELETE', `/api/agendamentos/${MISSING}`],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: user.auth,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const malformed = await app.inject({ url: '/api/agendamento/abc', headers: user.auth });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('DELETE /agendamentos/{pacienteId}', () => {
  it('removes only the patient’s future appointments and says how many', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Clara Futura' });
    const outro = await cadastrarPaciente(app, user, { nome: 'Outro Paciente' });
    const [passado] = await agendarOk(app, user, { paciente_id: p.id, inicio: '2026-01-05T10:00:00-03:00' });
    await agendarOk(app, user, { paciente_id: p.id, inicio: emDias(3, '07:00') });
    await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: emDias(10, '07:00'),
      recorrencia: { frequencia: 'semanal', ocorrencias: 3 },
    });
    const [doOutro] = await agendarOk(app, user, { paciente_id: outro.id, inicio: emDias(4, '07:00') });

    const res = await app.inject({ method: 'DELETE', url: `/api/agendamentos/${p.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '4 agendamentos futuros excluídos.', excluidos: 4 });

    const lista = await app.inject({ url: `/api/agendamentos/paciente/${p.id}`, headers: user.auth });
    expect(lista.json().agendamentos.map((a: { id: string }) => a.id)).toEqual([passado.id]);
    const outroAinda = await app.inject({ url: `/api/agendamento/${doOutro.id}`, headers: user.auth });
    expect(outroAinda.statusCode).toBe(200);

    const vazio = await app.inject({
      method: 'DELETE',
      url: `/api/agendamentos/${p.id}`,
      headers: user.auth,
    });
    expect(vazio.json()).toEqual({ message: 'Nenhum agendamento futuro para excluir.', excluidos: 0 });
  });
});

describe('GET /agendamentos/paciente/{id}', () => {
  it('lists one patient’s appointments with a month filter and pagination', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Paula Mensal' });
    await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: '2027-05-03T10:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 6 },
    });
    const todos = await app.inject({
      url: `/api/agendamentos/paciente/${p.id}?per_page=4`,
      headers: user.auth,
    });
    expect(todos.json().pagination).toEqual({ page: 1, per_page: 4, total: 6, last_page: 2 });
    expect(todos.json().agendamentos[0].inicio).toBe('2027-05-03T10:00:00-03:00');
    const maio = await app.inject({
      url: `/api/agendamentos/paciente/${p.id}?mes=5&ano=2027`,
      headers: user.auth,
    });
    expect(maio.json().pagination.total).toBe(5);
    const junho = await app.inject({
      url: `/api/agendamentos/paciente/${p.id}?mes=6&ano=2027`,
      headers: user.auth,
    });
    expect(junho.json().agendamentos.map((a: { inicio: string }) => a.inicio)).toEqual([
      '2027-06-07T10:00:00-03:00',
    ]);
    const semAno = await app.inject({ url: `/api/agendamentos/paciente/${p.id}?mes=6`, headers: user.auth });
    expect(semAno.statusCode).toBe(422);
    expect(semAno.json().errors.ano).toEqual(['Informe o ano junto com o mês.']);
  });
});
