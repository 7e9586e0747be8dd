import {
  type CalendarioCreateResponse,
  MSG_AGENDAMENTO_ONLINE,
} from '@consultorio/contracts/agendamento-online';
import { and, asc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import ical, { ICalEventClass, ICalEventStatus } from 'ical-generator';
import type { AppContext } from '../../context.ts';
import { agendamentos, calendarioFeeds, pacientes } from '../../db/schema.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import { comCrlfNoFim } from '../../lib/ics.ts';

/*
 * The agenda as a secret iCalendar address (docs/product.md §16, "Calendário externo"): Google Agenda, the iPhone
 * and other calendars subscribe to PUBLIC_URL/api/calendario/{token}.ics. The token is shown once and stored only as
 * its SHA-256; a new one replaces the old (the old address answers 404), and so does turning it off. The feed lives
 * in third-party calendars, so its events carry only the time and a title with the patient's initials (the full
 * name only when the psychologist asks for it): no place, no video link, no notes.
 */

type Status = CalendarioCreateResponse['calendario'];

export const MSG_CALENDARIO_NAO_ENCONTRADO = 'Calendário não encontrado.';

/** The feed's file name: the token (newToken: 32 random bytes in base64url, 43 characters) and ".ics". */
const ARQUIVO = /^([A-Za-z0-9_-]{20,100})\.ics$/;

const DIA = 86_400_000;
/** The feed's window, computed on every read: the last 30 days and the next 180. */
export const DIAS_ANTES = 30;
export const DIAS_DEPOIS = 180;

const NOME_DO_CALENDARIO = 'Consultório — agenda';
/** The events' UID is the appointment's id with this suffix: stable, so calendars update instead of duplicating. */
const DOMINIO_UID = 'consultorio';
/** How often a calendar should read the feed again (REFRESH-INTERVAL / X-PUBLISHED-TTL), in seconds. */
const ATUALIZAR_A_CADA = 60 * 60;

const status = (row: typeof calendarioFeeds.$inferSelect | undefined): Status =>
  row
    ? { ativo: true, mostrar_nomes: row.mostrar_nomes, criado_em: row.created_at.toISOString() }
    : { ativo: false, mostrar_nomes: false, criado_em: null };

/** `GET /user/calendario`: whether the address is on (the address itself is never shown again). */
export async function statusDoCalendario(ctx: AppContext, usuarioId: string): Promise<Status> {
  const [row] = await ctx.db.select().from(calendarioFeeds).where(eq(calendarioFeeds.usuario_id, usuarioId));
  return status(row);
}

/** `POST /user/calendario`: a new secret address (replacing any earlier one), shown only in this answer. */
export async function criarCalendario(
  ctx: AppContext,
  usuarioId: string,
  mostrarNomes: boolean,
): Promise<CalendarioCreateResponse> {
  const token = newToken();
  const [row] = await ctx.db
    .insert(calendarioFeeds)
    .values({ usuario_id: usuarioId, token_hash: sha256(token), mostrar_nomes: mostrarNomes })
    .onConflictDoUpdate({
      target: calendarioFeeds.usuario_id,
      set: { token_hash: sha256(token), mostrar_nomes: mostrarNomes, created_at: sql`now()` },
    })
    .returning();
  return {
    message: MSG_AGENDAMENTO_ONLINE.feedCriado,
    url: `${ctx.config.publicUrl.replace(/\/$/, '')}/api/calendario/${token}.ics`,
    calendario: status(row),
  };
}

/** `DELETE /user/calendario`: the address stops working. True when there was one to turn off. */
export async function revogarCalendario(ctx: AppContext, usuarioId: string): Promise<boolean> {
  const removidos = await ctx.db
    .delete(calendarioFeeds)
    .where(eq(calendarioFeeds.usuario_id, usuarioId))
    .returning({ usuario_id: calendarioFeeds.usuario_id });
  return removidos.length > 0;
}

/** "Maria Silva" → "M. S.": the first letters of the first and last names. */
export function iniciais(nome: string): string {
  const partes = nome.trim().split(/\s+/).filter(Boolean);
  if (partes.length === 0) return '';
  const escolhidas = partes.length === 1 ? partes : [partes[0], partes[partes.length - 1]];
  return escolhidas.map((p) => `${p.charAt(0).toLocaleUpperCase('pt-BR')}.`).join(' ');
}

/** The event's title: "Sessão — M. S." (or the full name), "(a confirmar)" while an online request waits. */
function titulo(nome: string | null, mostrarNomes: boolean, solicitado: boolean): string {
  const quem = nome?.trim() ? (mostrarNomes ? nome.trim() : iniciais(nome)) : '';
  return `Sessão${quem ? ` — ${quem}` : ''}${solicitado ? ' (a confirmar)' : ''}`;
}

/**
 * `GET /calendario/{token}.ics`: the owner's appointments starting within the last 30 and the next 180 days, in
 * iCalendar (RFC 5545). Cancelled ones and those of archived patients are left out; an online booking not yet
 * linked to a patient shows its booker. A malformed, unknown or turned-off address answers 404.
 */
export async function feedDoCalendario(
  ctx: AppContext,
  arquivo: string,
  agora = Date.now(),
): Promise<string> {
  const token = ARQUIVO.exec(arquivo)?.[1];
  if (!token) throw notFound(MSG_CALENDARIO_NAO_ENCONTRADO);
  const [feed] = await ctx.db
    .select({ usuario_id: calendarioFeeds.usuario_id, mostrar_nomes: calendarioFeeds.mostrar_nomes })
    .from(calendarioFeeds)
    .where(eq(calendarioFeeds.token_hash, sha256(token)));
  if (!feed) throw notFound(MSG_CALENDARIO_NAO_ENCONTRADO);

  const linhas = await ctx.db
    .select({
      id: agendamentos.id,
      inicio: agendamentos.inicio,
      fim: agendamentos.fim,
      status: agendamentos.status,
      updated_at: agendamentos.updated_at,
      sequencia: agendamentos.sequencia,
      reserva_nome: agendamentos.reserva_nome,
      nome: pacientes.nome,
      nome_social: pacientes.nome_social,
    })
    .from(agendamentos)
    .leftJoin(
      pacientes,
      and(eq(pacientes.id, agendamentos.paciente_id), eq(pacientes.usuario_id, agendamentos.usuario_id)),
    )
    .where(
      and(
        eq(agendamentos.usuario_id, feed.usuario_id),
        gte(agendamentos.inicio, new Date(agora - DIAS_ANTES * DIA)),
        lt(agendamentos.inicio, new Date(agora + DIAS_DEPOIS * DIA)),
        ne(agendamentos.status, 'cancelado'),
        // A linked appointment shows while its patient is not archived; an unlinked online booking always does.
        or(isNull(agendamentos.paciente_id), isNull(pacientes.arquivado_em)),
      ),
    )
    .orderBy(asc(agendamentos.inicio));

  const calendario = ical({
    name: NOME_DO_CALENDARIO,
    prodId: { company: 'Consultório', product: 'Agenda', language: 'PT-BR' },
    ttl: ATUALIZAR_A_CADA,
  });
  for (const a of linhas) {
    const solicitado = a.status === 'solicitado';
    const nome = a.nome === null ? a.reserva_nome : (a.nome_social ?? a.nome);
    calendario.createEvent({
      id: `${a.id}@${DOMINIO_UID}`,
      start: a.inicio,
      end: a.fim,
      summary: titulo(nome, feed.mostrar_nomes, solicitado),
      status: solicitado ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      class: ICalEventClass.PRIVATE,
      lastModified: a.updated_at,
      sequence: a.sequencia,
    });
  }
  return comCrlfNoFim(calendario.toString());
}
