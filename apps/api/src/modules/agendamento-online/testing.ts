// Helpers for the self-booking tests (not loaded by the app).
import { hojeEm, somaDias } from '@consultorio/contracts/tempo';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser, type TestUser } from '../../test/app.ts';
import { setPlan } from '../pacientes/testing.ts';

export type Json = Record<string, unknown>;

let n = 0;
/** A slug no other test (or earlier run on a shared PostgreSQL) has taken. */
export const slugNovo = (prefixo = 'psi'): string =>
  `${prefixo}-${Date.now().toString(36)}-${(n++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Every day 08:00–20:00, 50-minute sessions 10 minutes apart, no notice, 60 days: many free times to pick from. */
export const configAberta = (slug: string, extra: Json = {}): Json => ({
  ativo: true,
  slug,
  duracao_minutos: 50,
  intervalo_minutos: 10,
  antecedencia_minima_horas: 0,
  janela_dias: 60,
  horarios: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dia_semana: d, inicio: '08:00', fim: '20:00' })),
  confirmacao: 'automatica',
  modalidades: ['presencial', 'online'],
  mensagem: 'Atendimento para adultos.',
  ...extra,
});

export async function salvarConfig(app: FastifyInstance, user: TestUser, body: Json) {
  return app.inject({
    method: 'PUT',
    url: '/api/user/agendamento-online',
    headers: user.auth,
    payload: body,
  });
}

/** An Essencial psychologist with an open booking page; returns the user and the slug. */
export async function psicologaComPagina(
  app: FastifyInstance,
  extra: Json = {},
  nome = 'Beatriz Almeida Rocha',
): Promise<{ user: TestUser; slug: string }> {
  const user = await createUser(app, { nome });
  await setPlan(app, user.id, 'essencial');
  const slug = slugNovo();
  const res = await salvarConfig(app, user, configAberta(slug, extra));
  expect(res.statusCode, res.body).toBe(200);
  return { user, slug };
}

export async function horarios(app: FastifyInstance, slug: string, de?: string, ate?: string) {
  const q = new URLSearchParams({ ...(de ? { de } : {}), ...(ate ? { ate } : {}) });
  return app.inject({ url: `/api/publico/agenda/${slug}/horarios?${q}` });
}

/** The free starts `dias` days from today (São Paulo), as the page lists them. */
export async function livresEm(app: FastifyInstance, slug: string, dias = 2): Promise<string[]> {
  const dia = somaDias(hojeEm('America/Sao_Paulo'), dias);
  const res = await horarios(app, slug, dia, dia);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().horarios.map((h: { inicio: string }) => h.inicio);
}

export const reservaPayload = (inicio: string, extra: Json = {}): Json => ({
  inicio,
  nome: 'Carlos Eduardo Pires',
  email: `carlos.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`,
  telefone: '(21) 99876-5432',
  modalidade: 'presencial',
  aceite_privacidade: true,
  ...extra,
});

export async function reservar(app: FastifyInstance, slug: string, body: Json) {
  return app.inject({ method: 'POST', url: `/api/publico/agenda/${slug}/reservas`, payload: body });
}
