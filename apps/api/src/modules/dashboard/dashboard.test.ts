import { hojeEm, segundaDaSemana, somaDias } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendarOk } from '../agendamentos/testing.ts';
import {
  cadastrarPaciente,
  createEssencialUser,
  createSessao,
  lancar,
  setPlan,
} from '../financeiro/testing.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const getDashboard = (who: TestUser) => app.inject({ url: '/api/dashboard', headers: who.auth });
const hoje = hojeEm();
const mesAtual = hoje.slice(0, 7);
const nascidoEm = (dia: string) => `1990-${hoje.slice(5, 7)}-${dia}`;
const outroMes = `1990-${hoje.slice(5, 7) === '06' ? '07' : '06'}-10`;

describe('GET /dashboard', () => {
  let user: TestUser;
  let ana: { id: string };
  let bia: { id: string };
  const tresSemanasAtras = somaDias(hoje, -21);
  const primeiraSegunda = somaDias(segundaDaSemana(hoje), -7 * 11);
  beforeAll(async () => {
    user = await createEssencialUser(app);
    ana = await cadastrarPaciente(app, user, { nome: 'Ana Lopes', data_nascimento: nascidoEm('15') });
    bia = await cadastrarPaciente(app, user, {
      nome: 'Beatriz Melo',
      nome_social: 'Bia Melo',
      data_nascimento: nascidoEm('03'),
      status_tratamento: 'em_pausa',
    });
    await cadastrarPaciente(app, user, {
      nome: 'Caio Alta',
      data_nascimento: nascidoEm('05'),
      status_tratamento: 'alta',
    });
    await cadastrarPaciente(app, user, { nome: 'Davi Nunes', data_nascimento: outroMes });
    // An archived patient (a session makes it a clinical record) leaves the counts and the birthdays.
    const arquivado = await cadastrarPaciente(app, user, {
      nome: 'Eva Arquivada',
      data_nascimento: nascidoEm('20'),
    });
    await createSessao(app, user, arquivado.id, { data: somaDias(hoje, -200) });
    await app.inject({ method: 'DELETE', url: `/api/paciente/${arquivado.id}`, headers: user.auth });

    await createSessao(app, user, ana.id, { data: hoje, presenca: 'realizada' });
    await createSessao(app, user, ana.id, { data: hoje, presenca: 'realizada' });
    await createSessao(app, user, ana.id, { data: hoje, presenca: 'falta_justificada' });
    await createSessao(app, user, ana.id, { data: hoje, presenca: 'cancelada' });
    await createSessao(app, user, bia.id, { data: tresSemanasAtras, presenca: 'falta' });
    await createSessao(app, user, bia.id, { data: somaDias(hoje, -7 * 13), presenca: 'realizada' });
    // The chart's edges: its first Monday is in, the Sunday before it is out.
    await createSessao(app, user, bia.id, { data: primeiraSegunda, presenca: 'falta' });
    await createSessao(app, user, bia.id, { data: somaDias(primeiraSegunda, -1), presenca: 'falta' });

    await lancar(app, user, { valor: 100.1, data: hoje, status: 'pago' });
    await lancar(app, user, { valor: 0.2, data: hoje, status: 'pago' });
    await lancar(app, user, { valor: 50, data: hoje });
    await lancar(app, user, { valor: 30, data: '2025-06-01' });
    await lancar(app, user, {
      tipo: 'despesa',
      categoria: 'aluguel',
      valor: 900,
      data: hoje,
      status: 'pago',
    });

    const amanha = new Date(Date.now() + 86_400_000);
    for (let i = 0; i < 6; i++) {
      const inicio = new Date(amanha.getTime() + i * 86_400_000);
      inicio.setUTCHours(13, 0, 0, 0);
      await agendarOk(app, user, { paciente_id: i % 2 ? bia.id : ana.id, inicio: inicio.toISOString() });
    }
    const other = await createEssencialUser(app);
    const alheio = await cadastrarPaciente(app, other, { data_nascimento: nascidoEm('01') });
    await agendarOk(app, other, {
      paciente_id: alheio.id,
      inicio: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await lancar(app, other, { valor: 999, data: hoje, status: 'pago' });
  });

  it('counts patients, sessions and attendance of the month', async () => {
    const res = await getDashboard(user);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const faltaNoMes = tresSemanasAtras.startsWith(mesAtual) ? 1 : 0;
    expect(d.referencia).toBe(mesAtual);
    expect(d.pacientes_ativos).toBe(2);
    expect(d.novos_pacientes_mes).toBe(4);
    expect(d.sessoes_mes).toBe(2);
    expect(d.taxa_presenca_mes).toBe(faltaNoMes ? 50 : 66.7);
  });

  it("gives the month's income and what is owed, exactly", async () => {
    const d = (await getDashboard(user)).json();
    expect(d.receita_mes).toBe(100.3);
    expect(d.a_receber).toBe(80);
  });

  it('lists the next 5 appointments in order', async () => {
    const { proximos_agendamentos: prox } = (await getDashboard(user)).json();
    expect(prox).toHaveLength(5);
    const inicios = prox.map((a: { inicio: string }) => Date.parse(a.inicio));
    expect(inicios).toEqual([...inicios].sort((a, b) => a - b));
    expect(prox[0].paciente).toMatchObject({ id: ana.id, nome: 'Ana Lopes' });
    expect(prox[1].paciente_id).toBe(bia.id);
  });

  it("lists this month's birthdays of patients in treatment, by day", async () => {
    const { aniversariantes_mes: aniv } = (await getDashboard(user)).json();
    const idade = Number(hoje.slice(0, 4)) - 1990;
    expect(aniv).toEqual([
      { paciente_id: bia.id, nome: 'Bia Melo', dia: 3, idade },
      { paciente_id: ana.id, nome: 'Ana Lopes', dia: 15, idade },
    ]);
  });

  it('gives sessions per week for the last 12 weeks (Monday to Sunday)', async () => {
    const { sessoes_por_semana: semanas } = (await getDashboard(user)).json();
    const segunda = segundaDaSemana(hoje);
    expect(semanas).toHaveLength(12);
    expect(semanas.map((s: { semana: string }) => s.semana)).toEqual(
      Array.from({ length: 12 }, (_, i) => somaDias(segunda, -7 * (11 - i))),
    );
    expect(semanas[11]).toEqual({ semana: segunda, realizadas: 2, faltas: 1 });
    expect(semanas[8]).toEqual({ semana: segundaDaSemana(tresSemanasAtras), realizadas: 0, faltas: 1 });
    expect(semanas[0]).toEqual({ semana: primeiraSegunda, realizadas: 0, faltas: 1 });
    type Semana = { realizadas: number; faltas: number };
    const total = (k: keyof Semana) => semanas.reduce((n: number, s: Semana) => n + s[k], 0);
    expect(total('realizadas')).toBe(2);
    expect(total('faltas')).toBe(3);
  });

  it('is all zeros for a new user', async () => {
    const fresh = await createEssencialUser(app);
    const d = (await getDashboard(fresh)).json();
    expect(d).toMatchObject({
      pacientes_ativos: 0,
      novos_pacientes_mes: 0,
      sessoes_mes: 0,
      taxa_presenca_mes: null,
      receita_mes: 0,
      a_receber: 0,
      proximos_agendamentos: [],
      aniversariantes_mes: [],
    });
    expect(
      d.sessoes_por_semana.every((s: { realizadas: number; faltas: number }) => !s.realizadas && !s.faltas),
    ).toBe(true);
  });
});

describe('plan gate of GET /dashboard', () => {
  it('answers 403 with feature dashboard for Gratuito', async () => {
    const res = await getDashboard(await createUser(app));
    expect(res.statusCode).toBe(403);
    expect(res.json().feature).toBe('dashboard');
  });

  it('stays open for Vitalício and for a paused Essencial plan', async () => {
    const vitalicio = await createUser(app);
    await setPlan(app, vitalicio.id, 'vitalicio');
    expect((await getDashboard(vitalicio)).statusCode).toBe(200);
    const pausado = await createEssencialUser(app);
    await setPlan(app, pausado.id, 'essencial', 'INACTIVE');
    expect((await getDashboard(pausado)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
