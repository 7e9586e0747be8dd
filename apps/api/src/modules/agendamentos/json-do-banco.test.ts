import { isoLocal } from '@consultorio/contracts/tempo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendarOk, createPaciente, listar, setPerfil } from './testing.ts';

/*
 * The agenda's page is written as JSON by the database (iso_local and iso_utc of migrations/0014_iso_no_banco.sql),
 * every other read of an appointment by toAgendamento in JavaScript. Both must give the same text: the functions
 * against isoLocal and toISOString across DST changes and half-hour zones, then the page against GET of each
 * appointment with every field filled (cipher notes, cents, series, reminder, the patient's answer).
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
const linhas = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

const ZONAS = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Noronha',
  'America/New_York',
  'America/St_Johns',
  'Europe/Lisbon',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'UTC',
];

describe('iso_local and iso_utc (the database) write what isoLocal and toISOString write', () => {
  it('every 3 h 17 min over two years, and a minute either side of each offset change', async () => {
    const inicio = Date.UTC(2017, 9, 1);
    const instantes: number[] = [];
    for (let t = inicio; t < Date.UTC(2019, 9, 1); t += 197 * 60_000) instantes.push(t);
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 197 * 60_000) instantes.push(t);
    for (const zona of ZONAS) {
      // The instants where the zone's offset changes, found in JavaScript, and a minute either side.
      const bordas = instantes.slice(1).flatMap((t, i) => {
        const antes = instantes[i];
        if (isoLocal(antes, zona).slice(19) === isoLocal(t, zona).slice(19)) return [];
        let [a, b] = [antes, t];
        while (b - a > 60_000) {
          const m = a + Math.floor((b - a) / 120_000) * 60_000;
          if (isoLocal(m, zona).slice(19) === isoLocal(a, zona).slice(19)) a = m;
          else b = m;
        }
        return [a - 60_000, a, b, b + 60_000];
      });
      if (zona === 'America/New_York') expect(bordas.length).toBeGreaterThanOrEqual(16);
      const todos = [...instantes, ...bordas];
      const res = await linhas<{ local: string }>(
        sql`select iso_local(to_timestamp(t / 1000.0), ${zona}) as local from unnest(${`{${todos.join(',')}}`}::float8[]) with ordinality as u(t, n) order by n`,
      );
      expect(res.map((r) => r.local)).toEqual(todos.map((t) => isoLocal(t, zona)));
    }
  });

  it('cuts microseconds as Date does', async () => {
    const res = await linhas<{ utc: string }>(
      sql`select iso_utc(t) as utc from unnest(array['2026-03-10 17:00:00.123999+00', '1999-12-31 23:59:59.999999+00', '2026-11-26 00:00:00+00']::timestamptz[]) as t`,
    );
    expect(res.map((r) => r.utc)).toEqual([
      '2026-03-10T17:00:00.123Z',
      '1999-12-31T23:59:59.999Z',
      '2026-11-26T00:00:00.000Z',
    ]);
  });
});

describe('the page of the agenda and GET of each appointment', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(app);
  });

  for (const zona of ['America/Sao_Paulo', 'America/New_York', 'Asia/Kolkata']) {
    it(`write the same appointment (${zona})`, async () => {
      await setPerfil(app, user.id, { fuso_horario: zona });
      const paciente = await createPaciente(app, user, {
        nome: `Paciente de ${zona}`,
        nome_social: 'Nome "social"',
      });
      // A weekly series across New York's change to winter time (1 November 2026), and a single one with everything.
      await agendarOk(app, user, {
        paciente_id: paciente.id,
        inicio: '2026-10-20T09:30:00Z',
        recorrencia: { frequencia: 'semanal', ocorrencias: 4 },
        permitir_conflito: true,
      });
      const [completo] = await agendarOk(app, user, {
        paciente_id: paciente.id,
        inicio: '2026-10-28T21:10:00Z',
        duracao_minutos: 45,
        modalidade: 'online',
        local: 'Sala 2 — "fundos"',
        link_online: 'https://meet.example.com/abc',
        observacoes: 'Trazer laudo.\nLinha dois: ção, ü, 😊',
        valor: 187.35,
        permitir_conflito: true,
      });
      await app.ctx.db
        .update(agendamentos)
        .set({
          lembrete_enviado_em: sql`'2026-10-27 12:34:56.789123+00'::timestamptz`,
          resposta_paciente: 'confirmado',
        })
        .where(eq(agendamentos.id, completo.id));

      const pagina = await listar(app, user, 'inicio=2026-10-01&fim=2026-12-01&per_page=100');
      expect(pagina.agendamentos.length).toBeGreaterThanOrEqual(5);
      for (const a of pagina.agendamentos) {
        const res = await app.inject({ url: `/api/agendamento/${a.id}`, headers: user.auth });
        expect(res.statusCode).toBe(200);
        expect(a).toEqual(res.json().agendamento);
      }
      const lido = pagina.agendamentos.find((a) => a.id === completo.id);
      expect(lido).toMatchObject({
        observacoes: 'Trazer laudo.\nLinha dois: ção, ü, 😊',
        valor: 187.35,
        lembrete_enviado_em: '2026-10-27T12:34:56.789Z',
        resposta_paciente: 'confirmado',
        inicio: isoLocal(Date.UTC(2026, 9, 28, 21, 10), zona),
      });
      await app.ctx.db.delete(agendamentos).where(eq(agendamentos.usuario_id, user.id));
    });
  }
});
