import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agendamentosQuerySchema } from '@consultorio/contracts/agendamentos';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listarAgendamentos } from '../modules/agendamentos/listas.ts';
import { agendarOk, emDias, setPerfil } from '../modules/agendamentos/testing.ts';
import { dashboard } from '../modules/dashboard/service.ts';
import { financeiroDashboard } from '../modules/financeiro/dashboard-figures.ts';
import { cadastrarPaciente, createEssencialUser, lancar } from '../modules/financeiro/testing.ts';
import { buildTestApp, type TestUser } from '../test/app.ts';
import { openDatabase } from './client.ts';

/*
 * The hot queries are prepared once per app (db/preparadas.ts) and take every value as a placeholder. If a value
 * were baked into the statement the first request prepared, the next user would get the first one's answer: two
 * psychologists alternate here on the same statements, and each must see only their own patients, appointments
 * and receivables. The session statement also carries the profile's time zone, so a change shows at once.
 */

let app: FastifyInstance;
let ana: TestUser;
let bruno: TestUser;
const quando = emDias(1);
const [ano, mes] = quando.slice(0, 7).split('-').map(Number);

beforeAll(async () => {
  app = await buildTestApp();
  ana = await createEssencialUser(app);
  bruno = await createEssencialUser(app);
  for (const [user, nome] of [
    [ana, 'Anabela Quintanilha'],
    [bruno, 'Brunildo Zacarias'],
  ] as const) {
    const paciente = await cadastrarPaciente(app, user, { nome });
    await agendarOk(app, user, { paciente_id: paciente.id, inicio: quando });
    await lancar(app, user, {
      descricao: `Sessão de ${nome}`,
      status: 'pendente',
      data: quando.slice(0, 10),
      paciente_id: paciente.id,
    });
  }
});
afterAll(async () => {
  await app.close();
});

const get = async (user: TestUser, url: string) => {
  const res = await app.inject({ url, headers: user.auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('prepared statements take every value from the request', () => {
  it('two psychologists alternating on the same statements each see only their own data', async () => {
    for (let volta = 0; volta < 3; volta++) {
      for (const [user, meu, outro] of [
        [ana, 'Anabela', 'Brunildo'],
        [bruno, 'Brunildo', 'Anabela'],
      ] as const) {
        const agenda = await get(user, `/api/agendamentos?mes=${mes}&ano=${ano}&per_page=100`);
        expect(agenda.pagination.total).toBe(1);
        expect(agenda.agendamentos.map((a: { paciente: { nome: string } }) => a.paciente.nome)).toEqual([
          expect.stringContaining(meu),
        ]);

        const meus = await get(user, `/api/pacientes?busca=${meu}`);
        expect(meus.pacientes).toHaveLength(1);
        const dele = await get(user, `/api/pacientes?busca=${outro}`);
        expect(dele.pacientes).toHaveLength(0);
        expect(dele.pagination.total).toBe(0);

        const painel = await get(user, '/api/dashboard');
        expect(painel.pacientes_ativos).toBe(1);
        expect(
          painel.proximos_agendamentos.map((a: { paciente: { nome: string } }) => a.paciente.nome),
        ).toEqual([expect.stringContaining(meu)]);

        const financas = await get(user, `/api/financeiros/dashboard?mes=${mes}&ano=${ano}`);
        expect(financas.a_receber.map((l: { descricao: string }) => l.descricao)).toEqual([
          expect.stringContaining(meu),
        ]);
        expect(financas.a_receber_total.quantidade).toBe(1);
      }
    }
  });

  it('a status repeated many times is one status (the statement is named by how many there are)', async () => {
    const uma = await get(ana, `/api/agendamentos?mes=${mes}&ano=${ano}&status=agendado`);
    const muitas = await get(
      ana,
      `/api/agendamentos?mes=${mes}&ano=${ano}&status=${Array(300).fill('agendado').join(',')}`,
    );
    expect(muitas).toEqual(uma);
    expect(uma.pagination.total).toBe(1);
  });

  it('the session statement carries the profile’s time zone: a change shows on the very next request', async () => {
    const offset = async () =>
      (await get(ana, `/api/agendamentos?mes=${mes}&ano=${ano}`)).agendamentos[0].inicio.slice(-6);
    expect(await offset()).toBe('-03:00');
    await setPerfil(app, ana.id, { fuso_horario: 'America/Manaus' });
    try {
      expect(await offset()).toBe('-04:00');
    } finally {
      await setPerfil(app, ana.id, { fuso_horario: 'America/Sao_Paulo' });
    }
    expect(await offset()).toBe('-03:00');
  });
});

/*
 * The dashboards' statements are meant to be planned once per connection (db/preparadas.ts). PostgreSQL estimates
 * a LIMIT sent as a parameter at a tenth of the rows, so on the bench's data (years of history) their generic plans
 * looked costlier than planning for the values, and both were planned again on every request (pg_prepared_statements:
 * 0 generic, 40 custom of 40; 5 custom then 35 generic with the limits in the text). The agenda's month, whose
 * limit is the client's per_page, had the same fate through its OFFSET parameter: its first page has no OFFSET.
 * Whether the generic plan wins depends on the statistics, so what is checked here is the cause. One connection
 * runs the statements (PGlite has only one; on PostgreSQL a pool of one of our own).
 */
describe('the dashboards and the agenda month keep one plan', () => {
  it('their statements take no LIMIT (dashboards) and no OFFSET (first page) as a parameter', async () => {
    const url = process.env.DATABASE_URL;
    const anterior = process.env.DATABASE_POOL_MAX;
    process.env.DATABASE_POOL_MAX = '1';
    const database = url
      ? await openDatabase({ databaseUrl: url, dataDir: mkdtempSync(join(tmpdir(), 'planos-')) })
      : undefined;
    if (anterior === undefined) delete process.env.DATABASE_POOL_MAX;
    else process.env.DATABASE_POOL_MAX = anterior;
    const ctx = { ...app.ctx, db: database?.db ?? app.ctx.db };
    type Preparada = { statement: string; execucoes: number };
    const preparadas = async () => {
      const r = (await ctx.db.execute(
        sql`select statement, (generic_plans + custom_plans)::int as execucoes from pg_prepared_statements`,
      )) as { rows: Preparada[] } | Preparada[];
      const linhas = 'rows' in r ? r.rows : r;
      return new Map(linhas.map((p) => [p.statement, p.execucoes]));
    };
    try {
      const antes = await preparadas();
      const mesDaAgenda = agendamentosQuerySchema.parse({
        mes: String(mes),
        ano: String(ano),
        per_page: '100',
      });
      for (let i = 0; i < 3; i++) {
        await dashboard(ctx, ana.id);
        await financeiroDashboard(ctx, ana.id, { mes, ano });
        expect((await listarAgendamentos(ctx, ana.id, mesDaAgenda)).agendamentos).toHaveLength(1);
      }
      const rodadas = [...(await preparadas())]
        .filter(([texto, n]) => n > (antes.get(texto) ?? 0))
        .map(([texto]) => texto);
      expect(rodadas.some((t) => t.includes('"pacientes_totais"'))).toBe(true);
      expect(
        rodadas.some((t) => t.includes('"financeiro_totais"') && !t.includes('"pacientes_totais"')),
      ).toBe(true);
      const agenda = rodadas.filter((t) => t.includes('"agendamentos"') && !t.includes('"pacientes_totais"'));
      expect(agenda).toHaveLength(1);
      expect(agenda[0]).not.toMatch(/\boffset\b/i);
      const paineis = rodadas.filter((t) => !agenda.includes(t));
      expect(paineis.filter((t) => /\blimit\s+\$\d/i.test(t)).map((t) => t.slice(0, 100))).toEqual([]);
    } finally {
      await database?.close();
    }
  });
});
