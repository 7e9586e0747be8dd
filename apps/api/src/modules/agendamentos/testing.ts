// Helpers for the agenda tests (not loaded by the app).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usuarios } from '../../db/schema.ts';
import type { TestUser } from '../../test/app.ts';

export { cadastrarPaciente, createVitalicioUser, setPlan } from '../pacientes/testing.ts';

export type Json = Record<string, unknown>;

export async function agendar(app: FastifyInstance, user: TestUser, payload: Json) {
  return app.inject({ method: 'POST', url: '/api/agendamento', headers: user.auth, payload });
}

/** Books and expects 201; returns the created appointments (one, or the series). */
export async function agendarOk(
  app: FastifyInstance,
  user: TestUser,
  payload: Json,
): Promise<Array<{ id: string } & Json>> {
  const res = await agendar(app, user, payload);
  if (res.statusCode !== 201) throw new Error(`agendar falhou: ${res.statusCode} ${res.body}`);
  return res.json().agendamentos;
}

export async function listar(app: FastifyInstance, user: TestUser, query: string) {
  const res = await app.inject({ url: `/api/agendamentos?${query}`, headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`listar falhou: ${res.statusCode} ${res.body}`);
  return res.json() as { agendamentos: Array<{ id: string } & Json>; pagination: Json };
}

export async function alterar(
  app: FastifyInstance,
  user: TestUser,
  id: string,
  payload: Json,
  escopo?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/agendamento/${id}${escopo ? `?escopo=${escopo}` : ''}`,
    headers: user.auth,
    payload,
  });
}

/** Profile values the agenda reads (time zone, default duration), set straight in the database. */
export async function setPerfil(
  app: FastifyInstance,
  userId: string,
  perfil: { fuso_horario?: string; duracao_sessao_padrao?: number },
): Promise<void> {
  await app.ctx.db.update(usuarios).set(perfil).where(eq(usuarios.id, userId));
}

/** An ISO instant `days` from now at 14:00 São Paulo time (tests far from "today" use fixed dates instead). */
export function emDias(days: number, hora = '14:00'): string {
  const d = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${d}T${hora}:00-03:00`;
}

/** The dashboard's next appointments (GET /dashboard, próximos agendamentos). */
export async function proximosDoPainel(
  app: FastifyInstance,
  user: TestUser,
): Promise<Array<{ id: string } & Json>> {
  const res = await app.inject({ url: '/api/dashboard', headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`painel falhou: ${res.statusCode} ${res.body}`);
  return res.json().proximos_agendamentos;
}
