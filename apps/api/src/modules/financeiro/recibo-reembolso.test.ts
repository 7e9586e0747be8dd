import { formatCpf } from '@consultorio/contracts/br';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { crpDoTeste, randomCpf } from '../../test/factories.ts';
import { esperarMetadados } from '../../test/pdf-info.ts';
import { textoPdf } from '../carne-leao/testing.ts';
import { AVISO_RECEITA_SAUDE } from './recibo-pdf.ts';
import { MSG_RECIBO_REEMBOLSO } from './recibo-reembolso.ts';
import { cadastrarPaciente, createSessao, listar, setPlan } from './testing.ts';

let app: FastifyInstance;
let user: TestUser;
let crp: string;
const cpf = randomCpf();
const cpfPaciente = randomCpf();
let paciente: string;

beforeAll(async () => {
  app = await buildTestApp();
  crp = crpDoTeste();
  user = await createUser(app, { nome: 'Helena Prado Vieira', cpf, crp });
  await setPlan(app, user.id, 'essencial');
  await app.ctx.db
    .update(usuarios)
    .set({ endereco: { cidade: 'Campinas', uf: 'SP' } })
    .where(eq(usuarios.id, user.id));
  paciente = (await cadastrarPaciente(app, user, { nome: 'Mariana Costa Lima', cpf: cpfPaciente })).id;
});
afterAll(async () => {
  await app.close();
});

const reembolso = (id: string, query: string, auth = user.auth) =>
  app.inject({ url: `/api/paciente/${id}/recibo-reembolso${query}`, headers: auth });

/** A session held, paid and of 50 minutes unless told otherwise. */
const sessao = (pacienteId: string, data: string, valor: number, extra: Record<string, unknown> = {}) =>
  createSessao(app, user, pacienteId, { data, valor, pago: true, duracao_minutos: 50, ...extra });

describe('GET /paciente/{id}/recibo-reembolso', () => {
  it('lists each paid session of the period with its date and value, the total, both names, CPFs and the CRP', async () => {
    await sessao(paciente, '2026-01-05', 250);
    await sessao(paciente, '2026-01-12', 180.5, { hora_inicio: '14:00' });
    // Out: not paid, missed (even if charged), before and after the period, and another patient's.
    await sessao(paciente, '2026-01-19', 310, { pago: false });
    await sessao(paciente, '2026-01-26', 320, { presenca: 'falta' });
    await sessao(paciente, '2025-12-29', 330);
    await sessao(paciente, '2026-02-02', 340);
    const outro = await cadastrarPaciente(app, user, { nome: 'Otávio Nunes' });
    await sessao(outro.id, '2026-01-07', 350);

    const res = await reembolso(paciente, '?de=2026-01-01&ate=2026-01-31');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('recibo-reembolso-2026-01-01-2026-01-31.pdf');
    esperarMetadados(res.rawPayload, {
      titulo: 'Recibo para reembolso — 01/01/2026 a 31/01/2026',
      autor: 'Helena Prado Vieira',
      semNomes: ['Mariana', 'Lima'],
    });
    const texto = await textoPdf(res.rawPayload);
    for (const trecho of [
      'RECIBO PARA REEMBOLSO',
      `Declaro que recebi de Mariana Costa Lima, CPF ${formatCpf(cpfPaciente)}, a importância de R$ 430,50`,
      'quatrocentos e trinta reais e cinquenta centavos',
      'pelos atendimentos psicológicos abaixo discriminados',
      'realizados no período de 01/01/2026 a 31/01/2026',
      'Helena Prado Vieira',
      formatCpf(cpf),
      `CRP ${crp}`,
      '05/01/2026 Sessão de psicoterapia (50 min) R$ 250,00',
      '12/01/2026 Sessão de psicoterapia (50 min) R$ 180,50',
      'Total (2 sessões) R$ 430,50',
      AVISO_RECEITA_SAUDE,
      'Campinas/SP,',
    ]) {
      expect(texto).toContain(trecho);
    }
    for (const fora of ['19/01/2026', '26/01/2026', '29/12/2025', '02/02/2026', 'Otávio', '07/01/2026']) {
      expect(texto).not.toContain(fora);
    }
    expect(texto).not.toContain('Responsável');
  });

  it('counts a session paid through its receita in Financeiro (the pago flag follows it)', async () => {
    const p = await cadastrarPaciente(app, user, { nome: 'Renata Alves' });
    await sessao(p.id, '2026-03-03', 200, { pago: false, gerar_lancamento: true });
    const r1 = await reembolso(p.id, '?de=2026-03-01&ate=2026-03-31');
    expect(r1.statusCode).toBe(422);

    const [receita] = (await listar(app, user, `?paciente_id=${p.id}`)).financeiros;
    const pago = await app.inject({
      method: 'PUT',
      url: `/api/financeiros/${receita.id}`,
      headers: user.auth,
      payload: { status: 'pago', data_pagamento: '2026-03-04' },
    });
    expect(pago.statusCode).toBe(200);
    const texto = await textoPdf((await reembolso(p.id, '?de=2026-03-01&ate=2026-03-31')).rawPayload);
    expect(texto).toContain('03/03/2026 Sessão de psicoterapia (50 min) R$ 200,00');
    expect(texto).toContain('duzentos reais');
  });

  it('prints "CPF não informado" for a patient without CPF, and names a minor’s responsável as the payer', async () => {
    const semCpf = await cadastrarPaciente(app, user, { nome: 'Bruno Teixeira', cpf: '' });
    await sessao(semCpf.id, '2026-04-06', 150);
    const t1 = await textoPdf((await reembolso(semCpf.id, '?de=2026-04-01&ate=2026-04-30')).rawPayload);
    expect(t1).toContain('Declaro que recebi de Bruno Teixeira, CPF não informado,');
    expect(t1).toContain('Bruno Teixeira — CPF não informado');

    const cpfJoana = randomCpf();
    const menor = await cadastrarPaciente(app, user, {
      nome: 'Joana Mendes',
      cpf: cpfJoana,
      data_nascimento: '2016-08-20',
      responsavel: {
        nome: 'Carla Mendes',
        cpf: '529.982.247-25',
        telefone: '(11) 97654-3210',
        parentesco: 'Mãe',
      },
    });
    await sessao(menor.id, '2026-04-08', 220);
    const t2 = await textoPdf((await reembolso(menor.id, '?de=2026-04-01&ate=2026-04-30')).rawPayload);
    expect(t2).toContain('Declaro que recebi de Carla Mendes, CPF 529.982.247-25');
    expect(t2).toContain(`prestados a Joana Mendes, CPF ${formatCpf(cpfJoana)}`);
    expect(t2).toContain('Responsável (pagador) Carla Mendes');
    expect(t2).toContain('Total (1 sessão) R$ 220,00');
  });

  it('answers 404 for another user’s patient or an unknown one', async () => {
    const outro = await createUser(app);
    await setPlan(app, outro.id, 'essencial');
    const alheio = await cadastrarPaciente(app, outro);
    await createSessao(app, outro, alheio.id, { data: '2026-01-05', valor: 200, pago: true });
    const r1 = await reembolso(alheio.id, '?de=2026-01-01&ate=2026-01-31');
    expect(r1.statusCode).toBe(404);
    expect(r1.json().message).toBe('Paciente não encontrado.');
    expect((await reembolso(alheio.id, '?de=2026-01-01&ate=2026-01-31', outro.auth)).statusCode).toBe(200);
    const r2 = await reembolso('00000000-0000-4000-8000-000000000000', '?de=2026-01-01&ate=2026-01-31');
    expect(r2.statusCode).toBe(404);
    expect(r2.json().message).toBe('Paciente não encontrado.');
  });

  it('refuses missing or invalid dates, a reversed or too long period, and one without a paid session (422)', async () => {
    const erros = async (query: string) => {
      const res = await reembolso(paciente, query);
      expect(res.statusCode, query).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect((await erros('?ate=2026-01-31')).de).toBeDefined();
    expect((await erros('?de=2026-01-01')).ate).toBeDefined();
    expect((await erros('?de=31/01/2026&ate=2026-02-28')).de[0]).toMatch(/Data inválida/);
    expect((await erros('?de=2026-02-01&ate=2026-01-31')).ate[0]).toMatch(/posterior à inicial/);
    expect((await erros('?de=2025-01-01&ate=2026-01-02')).ate).toEqual([MSG_RECIBO_REEMBOLSO.periodoLongo]);
    expect(MSG_RECIBO_REEMBOLSO.periodoLongo).toMatch(/no máximo 366 dias/);
    // A whole leap year (366 days) is allowed: its answer is about the sessions, not the length.
    expect(await erros('?de=2024-01-01&ate=2024-12-31')).toEqual({
      de: ['Nenhuma sessão paga neste período.'],
    });
    const semPagas = await reembolso(paciente, '?de=2026-01-19&ate=2026-01-26');
    expect(semPagas.json()).toMatchObject({
      message: 'Nenhuma sessão paga neste período.',
      errors: { de: ['Nenhuma sessão paga neste período.'] },
    });
    // One day is a period too.
    expect((await reembolso(paciente, '?de=2026-01-05&ate=2026-01-05')).statusCode).toBe(200);
  });

  it('needs the plan’s finance (403 without gestao_financeira)', async () => {
    await setPlan(app, user.id, 'gratuito');
    try {
      const res = await reembolso(paciente, '?de=2026-01-01&ate=2026-01-31');
      expect(res.statusCode).toBe(403);
      expect(res.json().feature).toBe('gestao_financeira');
    } finally {
      await setPlan(app, user.id, 'essencial');
    }
  });
});
