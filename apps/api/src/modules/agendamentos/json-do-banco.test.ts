import { isoLocal } from '@consultorio/contracts/tempo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos } from '../../db/schema.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendarOk, cadastrarPaciente, listar, setPerfil } from './testing.ts';

/*
 * The agenda's page is written as JSON by the database (service.ts, agendamentoJson), every other read of an
 * appointment by toAgendamento. Both must give the same text: the page against GET of each appointment, with every
 * field filled (cipher notes, cents, series, reminder with microseconds, the patient's answer), in zones with DST
 * (New York changes on 1 November 2026) and a half-hour offset.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the page of the agenda and GET of each appointment', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(app);
  });

  for (const zona of ['America/Sao_Paulo', 'America/New_York', 'Asia/Kolkata']) {
    it(`write the same appointment (${zona})`, async () => {
      await setPerfil(app, user.id, { fuso_horario: zona });
      const paciente = await cadastrarPaciente(app, user, {
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
