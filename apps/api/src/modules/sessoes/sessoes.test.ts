import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessoes, usuarios } from '../../db/schema.ts';
import { buildTestApp, type TestUser } from '../../test/app.ts';
import { agendarOk, emDias } from '../agendamentos/testing.ts';
import { etapas } from '../ciclo-paciente/service.ts';
import { cadastrarPaciente, createSessao, createVitalicioUser, daysAgo } from '../pacientes/testing.ts';
import type { SessaoRegistrada } from './service.ts';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  user = await createVitalicioUser(app);
});
afterAll(async () => {
  await app.close();
});

const post = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/sessao', headers: user.auth, payload });
const list = (pacienteId: string, query = '') =>
  app.inject({ url: `/api/paciente/${pacienteId}/sessoes${query}`, headers: user.auth });

describe('POST /sessao', () => {
  it('registers a session with every field', async () => {
    const p = await cadastrarPaciente(app, user);
    // agendamento_id must be one of the user's appointments of this patient (any other reference is refused).
    const [agendamento] = await agendarOk(app, user, {
      paciente_id: p.id,
      inicio: emDias(3),
      duracao_minutos: 45,
    });
    const res = await post({
      paciente_id: p.id,
      data: daysAgo(1),
      hora_inicio: '14:30',
      duracao_minutos: 45,
      valor: 200,
      presenca: 'realizada',
      pago: true,
      forma_pagamento: 'cartao_debito',
      observacoes: 'Trouxe o sonho recorrente; combinamos registro diário.',
      agendamento_id: agendamento.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sessao).toMatchObject({
      paciente_id: p.id,
      data: daysAgo(1),
      hora_inicio: '14:30',
      duracao_minutos: 45,
      valor: 200,
      presenca: 'realizada',
      pago: true,
      forma_pagamento: 'cartao_debito',
      observacoes: 'Trouxe o sonho recorrente; combinamos registro diário.',
      agendamento_id: agendamento.id,
    });
  });

  it("defaults duração to the profile's and valor to the patient's, else the profile's", async () => {
    await app.ctx.db
      .update(usuarios)
      .set({ duracao_sessao_padrao: 40, valor_sessao_padrao_centavos: 12_000 })
      .where(eq(usuarios.id, user.id));
    const comValor = await cadastrarPaciente(app, user, { valor_sessao: 175.25 });
    const semValor = await cadastrarPaciente(app, user);
    const a = await createSessao(app, user, comValor.id);
    expect(a).toMatchObject({ duracao_minutos: 40, valor: 175.25, pago: false, hora_inicio: null });
    const b = await createSessao(app, user, semValor.id);
    expect(b).toMatchObject({ duracao_minutos: 40, valor: 120 });
    const c = await createSessao(app, user, semValor.id, { valor: 0 });
    expect(c.valor).toBe(0);
  });

  it('refuses missing or invalid fields (422 on each)', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await post({
      paciente_id: p.id,
      data: '21/11/2026',
      hora_inicio: '25:00',
      presenca: 'atrasou',
      valor: -10,
      forma_pagamento: 'cheque',
      duracao_minutos: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining([
        'data',
        'hora_inicio',
        'presenca',
        'valor',
        'forma_pagamento',
        'duracao_minutos',
      ]),
    );
    const missing = await post({});
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['paciente_id', 'data', 'presenca']),
    );
  });

  it('refuses a date in the future', async () => {
    const p = await cadastrarPaciente(app, user);
    const res = await post({ paciente_id: p.id, data: daysAgo(-3), presenca: 'realizada' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.data[0]).toMatch(/futura/);
  });

  it('answers 404 for an unknown patient', async () => {
    const res = await post({
      paciente_id: '6c1f1d7e-0000-4000-8000-000000000000',
      data: daysAgo(1),
      presenca: 'realizada',
    });
    expect(res.statusCode).toBe(404);
  });

  it('hands gerar_lancamento to the life cycle’s session-created step, inside the transaction', async () => {
    const p = await cadastrarPaciente(app, user, { valor_sessao: 90 });
    const seen: Array<{ sessao: SessaoRegistrada; gerar: boolean }> = [];
    const ciclo = etapas;
    const { onSessaoCreated } = ciclo;
    const passo = vi.spyOn(ciclo, 'onSessaoCreated').mockImplementation(async (tx, ctx, sessao, opts) => {
      seen.push({ sessao, gerar: opts.gerarLancamento });
      await onSessaoCreated(tx, ctx, sessao, opts);
      if (sessao.formaPagamento === 'boleto') throw new Error('falha simulada');
    });
    try {
      const s = await createSessao(app, user, p.id, {
        gerar_lancamento: true,
        pago: true,
        forma_pagamento: 'pix',
      });
      await createSessao(app, user, p.id, { gerar_lancamento: false });
      expect(seen).toEqual([
        {
          gerar: true,
          sessao: expect.objectContaining({
            id: s.id,
            usuarioId: user.id,
            pacienteId: p.id,
            valorCentavos: 9000,
            pago: true,
            formaPagamento: 'pix',
          }),
        },
        { gerar: false, sessao: expect.objectContaining({ pacienteId: p.id }) },
      ]);
      // A failing step rolls the session back.
      const failed = await post({
        paciente_id: p.id,
        data: daysAgo(1),
        presenca: 'realizada',
        forma_pagamento: 'boleto',
      });
      expect(failed.statusCode).toBe(500);
      expect((await list(p.id)).json().pagination.total).toBe(2);
    } finally {
      passo.mockRestore();
    }
  });
});

describe('GET /paciente/{id}/sessoes', () => {
  it('lists newest first with pagination', async () => {
    const p = await cadastrarPaciente(app, user);
    await createSessao(app, user, p.id, { data: daysAgo(30), hora_inicio: '10:00' });
    await createSessao(app, user, p.id, { data: daysAgo(1), hora_inicio: '09:00' });
    await createSessao(app, user, p.id, { data: daysAgo(1), hora_inicio: '18:00' });
    await createSessao(app, user, p.id, { data: daysAgo(15), presenca: 'falta' });
    const res = await list(p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toEqual({ page: 1, per_page: 10, total: 4, last_page: 1 });
    expect(
      res.json().sessoes.map((s: { data: string; hora_inicio: string }) => [s.data, s.hora_inicio]),
    ).toEqual([
      [daysAgo(1), '18:00'],
      [daysAgo(1), '09:00'],
      [daysAgo(15), null],
      [daysAgo(30), '10:00'],
    ]);
    const page2 = await list(p.id, '?per_page=3&page=2');
    expect(page2.json().pagination).toEqual({ page: 2, per_page: 3, total: 4, last_page: 2 });
    // Past the last page: no rows, and still the total.
    const alem = await list(p.id, '?per_page=3&page=5');
    expect(alem.json().sessoes).toEqual([]);
    expect(alem.json().pagination).toEqual({ page: 5, per_page: 3, total: 4, last_page: 2 });
    expect(page2.json().sessoes.map((s: { data: string }) => s.data)).toEqual([daysAgo(30)]);
  });

  it('is empty for a patient without sessions and 404 for an unknown one', async () => {
    const p = await cadastrarPaciente(app, user);
    expect((await list(p.id)).json()).toEqual({
      sessoes: [],
      pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
    });
    expect((await list('6c1f1d7e-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('DELETE /sessao/{id}', () => {
  it('deletes (204) and then answers 404', async () => {
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id);
    const res = await app.inject({ method: 'DELETE', url: `/api/sessao/${s.id}`, headers: user.auth });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list(p.id)).json().sessoes).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/sessao/${s.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
  });

  it('runs the life cycle’s session-deleting step before the row goes', async () => {
    const p = await cadastrarPaciente(app, user);
    const s = await createSessao(app, user, p.id);
    const seen: Array<{ id: string; existe: number; excluir: boolean }> = [];
    const ciclo = etapas;
    const { onSessaoDeleting } = ciclo;
    const passo = vi.spyOn(ciclo, 'onSessaoDeleting').mockImplementation(async (tx, ctx, sessao, opts) => {
      const [row] = await tx.select({ n: count() }).from(sessoes).where(eq(sessoes.id, sessao.id));
      seen.push({ id: sessao.id, existe: row.n, excluir: opts.excluirLancamento });
      await onSessaoDeleting(tx, ctx, sessao, opts);
    });
    try {
      await app.inject({ method: 'DELETE', url: `/api/sessao/${s.id}`, headers: user.auth });
      expect(seen).toEqual([{ id: s.id, existe: 1, excluir: false }]);
    } finally {
      passo.mockRestore();
    }
  });
});
