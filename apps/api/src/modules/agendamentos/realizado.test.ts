import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unprocessable } from '../../lib/errors.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { etapas } from '../ciclo-paciente/service.ts';
import { agendarOk, alterar, cadastrarPaciente, createVitalicioUser, emDias, setPlan } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let paciente: { id: string };

beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
  paciente = await cadastrarPaciente(app, user, { nome: 'Maria Silva', valor_sessao: 150 });
});
afterAll(async () => {
  await app.close();
});

const sessoesDe = async (pacienteId: string) =>
  (await app.inject({ url: `/api/paciente/${pacienteId}/sessoes`, headers: user.auth })).json().sessoes;

describe('marking realizado with registrar_sessao', () => {
  it('creates the session in one step, linked both ways', async () => {
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2026-11-10T14:00:00-03:00',
      valor: 200,
    });
    const res = await alterar(app, user, a.id, {
      status: 'realizado',
      registrar_sessao: true,
      pago: true,
      forma_pagamento: 'pix',
    });
    expect(res.statusCode).toBe(200);
    const { agendamento, sessao } = res.json();
    expect(sessao).toMatchObject({
      paciente_id: paciente.id,
      data: '2026-11-10',
      hora_inicio: '14:00',
      duracao_minutos: 50,
      valor: 200,
      presenca: 'realizada',
      pago: true,
      forma_pagamento: 'pix',
      agendamento_id: a.id,
    });
    expect(agendamento).toMatchObject({ status: 'realizado', sessao_id: sessao.id });
    expect((await sessoesDe(paciente.id)).map((s: { id: string }) => s.id)).toContain(sessao.id);
    const ficha = await app.inject({ url: `/api/paciente/${paciente.id}`, headers: user.auth });
    expect(ficha.json().paciente.ultima_sessao).toBe('2026-11-10');

    const again = await alterar(app, user, a.id, { registrar_sessao: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este agendamento já tem uma sessão registrada.');
  });

  it('goes one way: the agenda links its appointment itself, the sessions area does not call back', async () => {
    const volta = vi.spyOn(etapas, 'onSessaoDoAgendamento');
    try {
      const outro = await cadastrarPaciente(app, user, { nome: 'Paulo Lima' });
      const [a] = await agendarOk(app, user, { paciente_id: outro.id, inicio: '2026-11-09T16:00:00-03:00' });
      const res = await alterar(app, user, a.id, { status: 'realizado', registrar_sessao: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().agendamento).toMatchObject({ status: 'realizado', sessao_id: res.json().sessao.id });
      expect(volta).not.toHaveBeenCalled();
    } finally {
      volta.mockRestore();
    }
  });

  it('faltou registers a missed session; the value defaults to the patient’s', async () => {
    const [a] = await agendarOk(app, user, { paciente_id: paciente.id, inicio: '2026-11-11T09:00:00-03:00' });
    const res = await alterar(app, user, a.id, { status: 'faltou', registrar_sessao: true });
    expect(res.json().sessao).toMatchObject({ presenca: 'falta', valor: 150, pago: false });
  });

  it('refuses registrar_sessao without realizado/faltou, on a future date, or for several occurrences', async () => {
    const [a] = await agendarOk(app, user, { paciente_id: paciente.id, inicio: '2026-11-12T09:00:00-03:00' });
    const semStatus = await alterar(app, user, a.id, { registrar_sessao: true });
    expect(semStatus.statusCode).toBe(422);
    expect(semStatus.json().errors.registrar_sessao).toEqual([
      'Para registrar a sessão, marque o agendamento como realizado ou faltou.',
    ]);

    const [futuro] = await agendarOk(app, user, { paciente_id: paciente.id, inicio: emDias(3) });
    const f = await alterar(app, user, futuro.id, { status: 'realizado', registrar_sessao: true });
    expect(f.statusCode).toBe(422);
    expect(f.json().errors.status).toBeDefined();
    const semSessao = await alterar(app, user, futuro.id, { status: 'realizado' });
    expect(semSessao.statusCode).toBe(422);

    const serie = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2026-09-01T08:00:00-03:00',
      recorrencia: { frequencia: 'semanal', ocorrencias: 3 },
    });
    const varios = await alterar(
      app,
      user,
      serie[0].id,
      { status: 'realizado', registrar_sessao: true },
      'futuros',
    );
    expect(varios.statusCode).toBe(422);
    expect(varios.json().errors.registrar_sessao).toBeDefined();
    expect(await sessoesDe(paciente.id)).toHaveLength(2);
  });

  it('is all or nothing: when the session is refused the appointment keeps its status', async () => {
    const recusa = vi.spyOn(etapas, 'onSessaoCreated').mockImplementation(async () => {
      throw unprocessable('gerar_lancamento', 'Recusado pelo teste.');
    });
    try {
      const [a] = await agendarOk(app, user, {
        paciente_id: paciente.id,
        inicio: '2026-11-13T09:00:00-03:00',
      });
      const res = await alterar(app, user, a.id, { status: 'realizado', registrar_sessao: true });
      expect(res.statusCode).toBe(422);
      const get = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
      expect(get.json().agendamento).toMatchObject({ status: 'agendado', sessao_id: null });
      expect(await sessoesDe(paciente.id)).toHaveLength(2);
    } finally {
      recusa.mockRestore();
    }
  });
});

describe('with gerar_lancamento', () => {
  it('the session’s receita is created in the same step (finance hook)', async () => {
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2026-11-17T10:00:00-03:00',
      valor: 220,
    });
    const res = await alterar(app, user, a.id, {
      status: 'realizado',
      registrar_sessao: true,
      pago: true,
      forma_pagamento: 'pix',
      gerar_lancamento: true,
    });
    expect(res.statusCode).toBe(200);
    const sessaoId = res.json().sessao.id;
    const fin = await app.inject({
      url: `/api/financeiros?paciente_id=${paciente.id}&mes=11&ano=2026`,
      headers: user.auth,
    });
    const receita = fin.json().financeiros.find((f: { sessao_id: string }) => f.sessao_id === sessaoId);
    expect(receita).toMatchObject({ tipo: 'receita', valor: 220, status: 'pago', categoria: 'sessao' });
  });

  it('on Gratuito too: the held session with a value gets its receita, for when Finance opens', async () => {
    const gratuito = await createUser(app);
    const p = await cadastrarPaciente(app, gratuito);
    const [a] = await agendarOk(app, gratuito, {
      paciente_id: p.id,
      inicio: '2026-11-17T10:00:00-03:00',
      valor: 100,
    });
    const res = await alterar(app, gratuito, a.id, {
      status: 'realizado',
      registrar_sessao: true,
      pago: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const get = await app.inject({ url: `/api/agendamento/${a.id}`, headers: gratuito.auth });
    expect(get.json().agendamento.status).toBe('realizado');
    await setPlan(app, gratuito.id, 'essencial');
    const fin = await app.inject({ url: `/api/financeiros?paciente_id=${p.id}`, headers: gratuito.auth });
    expect(fin.json().financeiros).toEqual([
      expect.objectContaining({ tipo: 'receita', valor: 100, status: 'pago', categoria: 'sessao' }),
    ]);
  });
});

describe('sessions registered elsewhere', () => {
  it('POST /sessao with agendamento_id links it and marks the appointment; deleting the session unlinks', async () => {
    const [a] = await agendarOk(app, user, { paciente_id: paciente.id, inicio: '2026-11-16T10:00:00-03:00' });
    const s = await app.inject({
      method: 'POST',
      url: '/api/sessao',
      headers: user.auth,
      payload: { paciente_id: paciente.id, data: '2026-11-16', presenca: 'realizada', agendamento_id: a.id },
    });
    expect(s.statusCode).toBe(201);
    const sessaoId = s.json().sessao.id;
    const linked = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
    expect(linked.json().agendamento).toMatchObject({ status: 'realizado', sessao_id: sessaoId });

    await app.inject({ method: 'DELETE', url: `/api/sessao/${sessaoId}`, headers: user.auth });
    const unlinked = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
    expect(unlinked.json().agendamento).toMatchObject({ status: 'realizado', sessao_id: null });
  });
});
