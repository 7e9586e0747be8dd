import { and, asc, count, eq, gte, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, pacientes } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { createVitalicioUser, proximosDoPainel } from './testing.ts';

/*
 * The agenda's page and total come from one statement that leaves archived patients out with a NOT EXISTS instead
 * of joining every patient. Held to the join it replaced, on the same data: same rows, order and total, pages past
 * the end included; and the dashboard's next appointments, now bounded by the longest appointment, still include
 * one under way and skip cancelled ones.
 */

let app: FastifyInstance;
let user: TestUser;
const inicioMes = new Date(Date.UTC(2026, 2, 1, 3)); // 1 March 2026, 00:00 in São Paulo
const fimMes = new Date(Date.UTC(2026, 3, 1, 3));
beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app);
  const outro = await createUser(app);
  const ps = await app.ctx.db
    .insert(pacientes)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        usuario_id: user.id,
        nome: `Paciente ${i}`,
        telefone: '11987654321',
        arquivado_em: i === 2 || i === 5 ? new Date() : null,
      })),
    )
    .returning({ id: pacientes.id });
  const [alheio] = await app.ctx.db
    .insert(pacientes)
    .values({ usuario_id: outro.id, nome: 'Alheio', telefone: '11987654321' })
    .returning({ id: pacientes.id });
  const hora = 3_600_000;
  const linhas = [];
  for (let k = 0; k < 40; k++) {
    const inicio = new Date(Date.UTC(2026, 1, 27) + k * 19 * hora); // from late February into April
    linhas.push({
      usuario_id: user.id,
      paciente_id: ps[k % ps.length].id,
      inicio,
      fim: new Date(inicio.getTime() + 50 * 60_000),
      duracao_minutos: 50,
      status: k % 5 === 0 ? 'cancelado' : 'agendado',
    });
  }
  linhas.push({
    usuario_id: outro.id,
    paciente_id: alheio.id,
    inicio: new Date(Date.UTC(2026, 2, 10, 12)),
    fim: new Date(Date.UTC(2026, 2, 10, 13)),
    duracao_minutos: 60,
    status: 'agendado',
  });
  await app.ctx.db.insert(agendamentos).values(linhas);
});
afterAll(async () => {
  await app.close();
});

async function referencia(page: number, perPage: number) {
  const where = and(
    eq(agendamentos.usuario_id, user.id),
    isNull(pacientes.arquivado_em),
    gte(agendamentos.inicio, inicioMes),
    lt(agendamentos.inicio, fimMes),
  );
  const [{ total }] = await app.ctx.db
    .select({ total: count() })
    .from(agendamentos)
    .innerJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(where);
  const rows = await app.ctx.db
    .select({ id: agendamentos.id })
    .from(agendamentos)
    .innerJoin(pacientes, eq(pacientes.id, agendamentos.paciente_id))
    .where(where)
    .orderBy(asc(agendamentos.inicio), asc(agendamentos.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { ids: rows.map((r) => r.id), total };
}

describe('GET /agendamentos?mes&ano answers as before', () => {
  it('same rows, order and total on every page, past the end included; archived patients left out', async () => {
    let vistos = 0;
    for (const [page, perPage] of [
      [1, 7],
      [2, 7],
      [4, 7],
      [9, 7],
      [1, 100],
    ]) {
      const res = await app.inject({
        url: `/api/agendamentos?mes=3&ano=2026&page=${page}&per_page=${perPage}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { agendamentos: Array<{ id: string }>; pagination: { total: number } };
      const esperado = await referencia(page, perPage);
      expect({ ids: body.agendamentos.map((a) => a.id), total: body.pagination.total }).toEqual(esperado);
      vistos = Math.max(vistos, body.pagination.total);
    }
    // The data can tell the two apart: March holds appointments of archived patients and of another user.
    expect(vistos).toBeGreaterThan(10);
    const [{ todos }] = await app.ctx.db
      .select({ todos: count() })
      .from(agendamentos)
      .where(and(gte(agendamentos.inicio, inicioMes), lt(agendamentos.inicio, fimMes)));
    expect(todos).toBeGreaterThan(vistos);
  });

  it('the next appointments include one under way and leave cancelled and past ones out', async () => {
    const u = await createVitalicioUser(app); // the dashboard is a plan feature
    const [p] = await app.ctx.db
      .insert(pacientes)
      .values({ usuario_id: u.id, nome: 'Agora', telefone: '11987654321' })
      .returning({ id: pacientes.id });
    const agora = Date.now();
    const minuto = 60_000;
    const ag = (de: number, dur: number, status = 'agendado') => ({
      usuario_id: u.id,
      paciente_id: p.id,
      inicio: new Date(agora + de * minuto),
      fim: new Date(agora + (de + dur) * minuto),
      duracao_minutos: dur,
      status,
    });
    const [emCurso, , , futuro] = await app.ctx.db
      .insert(agendamentos)
      .values([
        ag(-400, 480), // started 400 min ago, ends in 80: under way
        ag(-600, 60), // over
        ag(30, 50, 'cancelado'),
        ag(120, 50),
      ])
      .returning({ id: agendamentos.id });
    const proximos = await proximosDoPainel(app, u);
    expect(proximos.map((a) => a.id)).toEqual([emCurso.id, futuro.id]);
  });
});
