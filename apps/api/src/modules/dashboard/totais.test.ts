import { hojeEm } from '@consultorio/contracts/tempo';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import {
  cadastrarPaciente,
  createSessao,
  createVitalicioUser,
  pacientePayload,
} from '../pacientes/testing.ts';

/*
 * The totals the dashboards read (financeiro_totais, sessoes_totais; kept by triggers, migrations/0011_totais.sql)
 * stay equal to the sums of the rows themselves after every kind of write: creations, edits of amount, date (another
 * month), type, status and form of payment, deletions, sessions with their receita, a patient's deletion, bulk
 * statements. And what a user reads on the dashboards follows.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The totals as stored, and as recomputed from the entries, as sorted text lines. */
async function totaisFinanceiros(usuarioId: string) {
  const guardados = await rows<{ l: string }>(sql`
    select concat_ws('|', mes, tipo, status, categoria, forma_pagamento, valor_centavos, quantidade) as l
    from financeiro_totais where usuario_id = ${usuarioId} order by 1`);
  const recalculados = await rows<{ l: string }>(sql`
    select concat_ws('|', date_trunc('month', data)::date, tipo, status, categoria, coalesce(forma_pagamento, ''),
                     sum(valor_centavos), count(*)) as l
    from financeiros where usuario_id = ${usuarioId}
    group by date_trunc('month', data)::date, tipo, status, categoria, coalesce(forma_pagamento, '') order by 1`);
  return { guardados: guardados.map((r) => r.l), recalculados: recalculados.map((r) => r.l) };
}

async function totaisSessoes(usuarioId: string) {
  const guardados = await rows<{ l: string }>(sql`
    select concat_ws('|', dia, presenca, quantidade) as l from sessoes_totais where usuario_id = ${usuarioId}
    order by 1`);
  const recalculados = await rows<{ l: string }>(sql`
    select concat_ws('|', data, presenca, count(*)) as l from sessoes where usuario_id = ${usuarioId}
    group by data, presenca order by 1`);
  return { guardados: guardados.map((r) => r.l), recalculados: recalculados.map((r) => r.l) };
}

async function totaisPacientes(usuarioId: string) {
  const guardados = await rows<{ l: string }>(sql`
    select concat_ws('|', status_tratamento, quantidade) as l from pacientes_totais where usuario_id = ${usuarioId}
    order by 1`);
  const recalculados = await rows<{ l: string }>(sql`
    select concat_ws('|', status_tratamento, count(*)) as l from pacientes
    where usuario_id = ${usuarioId} and arquivado_em is null group by status_tratamento order by 1`);
  return { guardados: guardados.map((r) => r.l), recalculados: recalculados.map((r) => r.l) };
}

async function expectEmDia(usuarioId: string) {
  const f = await totaisFinanceiros(usuarioId);
  expect(f.guardados).toEqual(f.recalculados);
  const s = await totaisSessoes(usuarioId);
  expect(s.guardados).toEqual(s.recalculados);
  const p = await totaisPacientes(usuarioId);
  expect(p.guardados).toEqual(p.recalculados);
  return { financeiros: f.guardados, sessoes: s.guardados, pacientes: p.guardados };
}

const lancar = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/api/financeiros', headers: user.auth, payload });
  expect(res.statusCode).toBe(201);
  return res.json().financeiro as { id: string };
};
const editar = async (user: TestUser, id: string, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'PUT', url: `/api/financeiros/${id}`, headers: user.auth, payload });
  expect(res.statusCode).toBe(200);
};
const painel = async (user: TestUser, mes: number, ano: number) => {
  const res = await app.inject({
    url: `/api/financeiros/dashboard?mes=${mes}&ano=${ano}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('financeiro_totais', () => {
  it('follows creations, edits (amount, month, type, status, form of payment) and deletions', async () => {
    const user = await createVitalicioUser(app);
    const outro = await createVitalicioUser(app);
    await lancar(outro, {
      tipo: 'receita',
      descricao: 'Outro',
      valor: 999,
      data: '2026-03-05',
      status: 'pago',
    });

    const a = await lancar(user, {
      tipo: 'receita',
      descricao: 'Sessão',
      valor: 150,
      data: '2026-03-10',
      status: 'pago',
      categoria: 'sessao',
      forma_pagamento: 'pix',
    });
    const b = await lancar(user, { tipo: 'receita', descricao: 'Avaliação', valor: 80, data: '2026-03-11' });
    const c = await lancar(user, {
      tipo: 'despesa',
      descricao: 'Aluguel',
      valor: 1000,
      data: '2026-03-01',
      status: 'pago',
      categoria: 'aluguel',
      forma_pagamento: 'boleto',
    });
    expect((await expectEmDia(user.id)).financeiros).toHaveLength(3);
    let marco = await painel(user, 3, 2026);
    expect(marco.resumo_mes).toMatchObject({ receitas: 150, despesas: 1000, a_receber: 80, saldo: -850 });
    expect(marco.a_receber_total).toEqual({ valor: 80, quantidade: 1 });

    await editar(user, a.id, { valor: 175.5 });
    await expectEmDia(user.id);
    await editar(user, a.id, { data: '2026-04-02' });
    await expectEmDia(user.id);
    await editar(user, b.id, { status: 'pago', forma_pagamento: 'dinheiro' });
    await expectEmDia(user.id);
    await editar(user, c.id, { tipo: 'receita', categoria: 'outro' });
    await expectEmDia(user.id);
    marco = await painel(user, 3, 2026);
    expect(marco.resumo_mes).toMatchObject({ receitas: 1080, despesas: 0, a_receber: 0, saldo: 1080 });
    expect(marco.a_receber_total).toEqual({ valor: 0, quantidade: 0 });
    expect(marco.por_forma_pagamento).toEqual([
      { tipo: 'receita', forma_pagamento: 'boleto', total: 1000, quantidade: 1 },
      { tipo: 'receita', forma_pagamento: 'dinheiro', total: 80, quantidade: 1 },
    ]);
    const abril = await painel(user, 4, 2026);
    expect(abril.resumo_mes).toMatchObject({ receitas: 175.5 });
    expect(abril.evolucao_mensal.at(-2)).toMatchObject({ mes: '2026-03', receitas: 1080 });

    for (const { id } of [a, b, c]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/financeiros/${id}`, headers: user.auth });
      expect(res.statusCode).toBeLessThan(300);
    }
    expect(await expectEmDia(user.id)).toMatchObject({ financeiros: [], sessoes: [] });
    expect((await painel(user, 4, 2026)).resumo_mes).toMatchObject({ receitas: 0, despesas: 0 });
    // The other user's totals were never touched.
    expect((await totaisFinanceiros(outro.id)).guardados).toEqual(['2026-03-01|receita|pago|outro||99900|1']);
  });

  it('follows bulk statements (many rows, several months, in one UPDATE and one DELETE)', async () => {
    const user = await createVitalicioUser(app);
    for (let i = 0; i < 12; i++) {
      await lancar(user, {
        tipo: i % 3 === 0 ? 'despesa' : 'receita',
        descricao: `L${i}`,
        valor: 10 + i,
        data: `2026-0${1 + (i % 4)}-1${i % 9}`,
        status: i % 2 === 0 ? 'pago' : 'pendente',
      });
    }
    await expectEmDia(user.id);
    await app.ctx.db.execute(
      sql`update financeiros set data = data + 20, valor_centavos = valor_centavos * 2 where usuario_id = ${user.id}`,
    );
    await expectEmDia(user.id);
    await app.ctx.db.execute(
      sql`delete from financeiros where usuario_id = ${user.id} and valor_centavos > 4000`,
    );
    await expectEmDia(user.id);
    await app.ctx.db.execute(sql`delete from financeiros where usuario_id = ${user.id}`);
    expect((await expectEmDia(user.id)).financeiros).toEqual([]);
  });

  it('a write that fails leaves the totals as they were (same transaction)', async () => {
    const user = await createVitalicioUser(app);
    await lancar(user, { tipo: 'receita', descricao: 'Fica', valor: 50, data: '2026-05-05', status: 'pago' });
    const antes = await expectEmDia(user.id);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update financeiros set valor_centavos = 1 where usuario_id = ${user.id}`);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await expectEmDia(user.id)).toEqual(antes);
  });
});

describe('sessoes_totais', () => {
  it('follows sessions created, edited (day, presence), deleted, with their receita, and a deleted patient', async () => {
    const user = await createVitalicioUser(app);
    const paciente = await cadastrarPaciente(app, user);
    const s1 = await createSessao(app, user, paciente.id, {
      data: '2026-02-03',
      valor: 200,
      pago: true,
      forma_pagamento: 'pix',
      gerar_lancamento: true,
    });
    await createSessao(app, user, paciente.id, { data: '2026-02-03', presenca: 'falta' });
    let estado = await expectEmDia(user.id);
    expect(estado.sessoes).toEqual(['2026-02-03|falta|1', '2026-02-03|realizada|1']);
    expect(estado.financeiros).toEqual(['2026-02-01|receita|pago|sessao|pix|20000|1']);

    const put = await app.inject({
      method: 'PUT',
      url: `/api/sessao/${s1.id}`,
      headers: user.auth,
      payload: { data: '2026-03-09', presenca: 'falta_justificada', valor: 220, pago: false },
    });
    expect(put.statusCode).toBe(200);
    estado = await expectEmDia(user.id);
    expect(estado.sessoes).toEqual(['2026-02-03|falta|1', '2026-03-09|falta_justificada|1']);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/sessao/${s1.id}?excluir_lancamento=true`,
      headers: user.auth,
    });
    expect(del.statusCode).toBeLessThan(300);
    estado = await expectEmDia(user.id);
    expect(estado.sessoes).toEqual(['2026-02-03|falta|1']);
    expect(estado.financeiros).toEqual([]);

    // A patient with only a cancelled session and an entry is deleted for good: its sessions go, its entry stays.
    const outro = await cadastrarPaciente(app, user, { nome: 'Paciente Sem Registros' });
    await createSessao(app, user, outro.id, { data: '2026-02-04', presenca: 'cancelada' });
    await lancar(user, {
      tipo: 'receita',
      descricao: 'Avulso',
      valor: 40,
      data: '2026-02-04',
      paciente_id: outro.id,
    });
    await expectEmDia(user.id);
    const apagar = await app.inject({
      method: 'DELETE',
      url: `/api/paciente/${outro.id}`,
      headers: user.auth,
    });
    expect(apagar.statusCode).toBeLessThan(300);
    estado = await expectEmDia(user.id);
    expect(estado.sessoes).toEqual(['2026-02-03|falta|1']);
  });

  it('the dashboard counts this month’s sessions from the totals, and an edit moving one out is seen', async () => {
    const user = await createVitalicioUser(app);
    const paciente = await cadastrarPaciente(app, user);
    const hoje = hojeEm(); // the practice's day (the default time zone), as the dashboard counts
    const s = await createSessao(app, user, paciente.id, { data: hoje });
    await createSessao(app, user, paciente.id, { data: hoje, presenca: 'falta' });
    const ver = async () => (await app.inject({ url: '/api/dashboard', headers: user.auth })).json();
    let d = await ver();
    expect(d.sessoes_mes).toBe(1);
    expect(d.taxa_presenca_mes).toBe(50);
    const semanas = d.sessoes_por_semana.reduce(
      (n: number, w: { realizadas: number; faltas: number }) => n + w.realizadas + w.faltas,
      0,
    );
    expect(semanas).toBe(2);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/sessao/${s.id}`,
      headers: user.auth,
      payload: { data: '2020-01-06', presenca: 'realizada' },
    });
    expect(put.statusCode).toBe(200);
    d = await ver();
    expect(d.sessoes_mes).toBe(0);
    expect(
      d.sessoes_por_semana.reduce(
        (n: number, w: { realizadas: number; faltas: number }) => n + w.realizadas + w.faltas,
        0,
      ),
    ).toBe(1);
    await expectEmDia(user.id);
  });
});

describe('pacientes_totais', () => {
  it('follows patients created, their status changed, archived, deleted; the dashboard and the plan limit read it', async () => {
    const user = await createVitalicioUser(app);
    const ativos = async () =>
      (await app.inject({ url: '/api/dashboard', headers: user.auth })).json().pacientes_ativos;
    const a = await cadastrarPaciente(app, user);
    const b = await cadastrarPaciente(app, user);
    const c = await cadastrarPaciente(app, user);
    expect((await expectEmDia(user.id)).pacientes).toEqual(['em_atendimento|3']);
    expect(await ativos()).toBe(3);

    const status = await app.inject({
      method: 'PUT',
      url: `/api/paciente/status/${b.id}`,
      headers: user.auth,
      payload: { status_tratamento: 'alta' },
    });
    expect(status.statusCode).toBe(200);
    expect((await expectEmDia(user.id)).pacientes).toEqual(['alta|1', 'em_atendimento|2']);
    expect(await ativos()).toBe(2);

    // A session makes c a patient with records: deleting it archives it (out of the counts).
    await createSessao(app, user, c.id, { data: '2026-01-10' });
    expect((await expectEmDia(user.id)).pacientes).toEqual(['alta|1', 'em_atendimento|2']);
    for (const id of [c.id, a.id]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/paciente/${id}`, headers: user.auth });
      expect(res.statusCode).toBeLessThan(300);
    }
    expect((await expectEmDia(user.id)).pacientes).toEqual(['alta|1']);
    expect(await ativos()).toBe(0);

    await app.ctx.db.execute(
      sql`update pacientes set status_tratamento = 'em_pausa', arquivado_em = null where usuario_id = ${user.id}`,
    );
    expect((await expectEmDia(user.id)).pacientes).toEqual(['em_pausa|2']);
  });

  it('the Gratuito limit still counts the patients that are not archived', async () => {
    const user = await createUser(app);
    const criar = () =>
      app.inject({
        method: 'POST',
        url: '/api/paciente',
        headers: user.auth,
        payload: pacientePayload(),
      });
    let criados = 0;
    for (; criados < 50; criados++) {
      const res = await criar();
      if (res.statusCode !== 201) {
        expect(res.statusCode).toBe(403);
        break;
      }
    }
    expect(criados).toBeGreaterThan(0);
    expect(criados).toBeLessThan(50);
    expect((await totaisPacientes(user.id)).guardados).toEqual([`em_atendimento|${criados}`]);
  });
});
