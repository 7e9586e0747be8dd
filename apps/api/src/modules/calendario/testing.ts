// Helpers for the calendar feed tests (not loaded by the app).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { TestUser } from '../../test/app.ts';

/** `POST /api/user/calendario`; expects 201 and returns the answer and the feed's path (`/api/calendario/….ics`). */
export async function criarFeed(
  app: FastifyInstance,
  user: Pick<TestUser, 'auth'>,
  payload: { mostrar_nomes?: boolean } = {},
) {
  const res = await app.inject({ method: 'POST', url: '/api/user/calendario', headers: user.auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as {
    message: string;
    url: string;
    calendario: { ativo: boolean; mostrar_nomes: boolean; criado_em: string | null };
  };
  return { ...body, caminho: new URL(body.url).pathname };
}

/** `GET` of the feed's path, as a calendar reads it (no session). */
export const baixarFeed = (app: FastifyInstance, caminho: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: caminho });

export interface EventoLido {
  uid: string;
  summary: string;
  inicio: number;
  fim: number;
  /** Every property name of the VEVENT (upper case), to check what it does not carry. */
  propriedades: string[];
}

/** Parses an iCalendar text back with ical.js: the calendar component and its events. */
export function lerCalendario(texto: string): { calendario: ICAL.Component; eventos: EventoLido[] } {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  const eventos = calendario.getAllSubcomponents('vevent').map((v) => {
    const evento = new ICAL.Event(v);
    return {
      uid: evento.uid,
      summary: evento.summary,
      inicio: evento.startDate.toJSDate().getTime(),
      fim: evento.endDate.toJSDate().getTime(),
      propriedades: v.getAllProperties().map((p) => p.name.toUpperCase()),
    };
  });
  return { calendario, eventos };
}
