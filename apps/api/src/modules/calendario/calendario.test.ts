import { MSG_AGENDAMENTO_ONLINE } from '@consultorio/contracts/agendamento-online';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, auditoria, calendarioFeeds, pacientes } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { agendarOk, alterar, cadastrarPaciente, emDias } from '../agendamentos/testing.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { setPlan } from '../pacientes/testing.ts';
import { MSG_CALENDARIO_NAO_ENCONTRADO } from './service.ts';
import { baixarFeed, criarFeed, lerCalendario } from './testing.ts';

/*
 * docs/product.md §16, "Calendário externo": the agenda as a secret iCalendar address — created, replaced and turned
 * off by its owner, read by other calendars without a session; the owner's appointments of the last 30 and next 180
 * days, cancelled ones and archived patients' left out, titles with initials unless she asks for full names, and
 * nothing else about the patient (no place, no video link, no notes).
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const LINK = 'https://meet.exemplo.com/sala-secreta-123';
const ms = (iso: string) => new Date(iso).getTime();

/** The practice of one psychologist: appointments in and out of the feed's window, of every kind. */
async function consultorio() {
  const user = await createUser(app);
  const maria = await cadastrarPaciente(app, user, { nome: 'Maria Silva' });
  const social = await cadastrarPaciente(app, user, {
    nome: 'João Pereira Souza',
    nome_social: 'Joana Souza',
  });
  const arquivada = await cadastrarPaciente(app, user, { nome: 'Helena Arquivada Reis' });

  const agendar = async (pacienteId: string, inicio: string, extra: Record<string, unknown> = {}) => {
    const [a] = await agendarOk(app, user, {
      paciente_id: pacienteId,
      inicio,
      permitir_conflito: true,
      ...extra,
    });
    return a.id;
  };
  const dentro = await agendar(maria.id, emDias(3), {
    modalidade: 'online',
    link_online: LINK,
    observacoes: 'Nota clínica que não sai daqui',
  });
  const passado = await agendar(social.id, emDias(-10, '09:00'), {
    modalidade: 'presencial',
    local: 'Rua das Flores, 10',
  });
  const antigo = await agendar(maria.id, emDias(-40));
  const distante = await agendar(maria.id, emDias(200));
  const cancelado = await agendar(maria.id, emDias(5));
  await app.ctx.db.update(agendamentos).set({ status: 'cancelado' }).where(eq(agendamentos.id, cancelado));
  const daArquivada = await agendar(arquivada.id, emDias(6));
  await app.ctx.db.update(pacientes).set({ arquivado_em: new Date() }).where(eq(pacientes.id, arquivada.id));

  // An online request not yet linked to a patient: the booker's name is on the appointment.
  const inicioPedido = new Date(ms(emDias(7, '10:00')));
  const [pedido] = await app.ctx.db
    .insert(agendamentos)
    .values({
      usuario_id: user.id,
      paciente_id: null,
      inicio: inicioPedido,
      fim: new Date(inicioPedido.getTime() + 50 * 60_000),
      duracao_minutos: 50,
      status: 'solicitado',
      origem: 'agendamento_online',
      modalidade: 'online',
      reserva_nome: 'Pedro Alves Lima',
      reserva_email: 'pedro@exemplo.com',
      reserva_telefone: '11987654321',
    })
    .returning({ id: agendamentos.id });

  return { user, ids: { dentro, passado, antigo, distante, cancelado, daArquivada, pedido: pedido.id } };
}

describe('the feed (GET /calendario/{token}.ics)', () => {
  it("answers the owner's appointments of the window in iCalendar, with initials and nothing else personal", async () => {
    const { user, ids } = await consultorio();
    const outro = await createUser(app);
    const pacienteDoOutro = await cadastrarPaciente(app, outro, { nome: 'Outra Pessoa Qualquer' });
    const [doOutro] = await agendarOk(app, outro, { paciente_id: pacienteDoOutro.id, inicio: emDias(3) });

    const feed = await criarFeed(app, user);
    const res = await baixarFeed(app, feed.caminho);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const { calendario, eventos } = lerCalendario(res.body);
    expect(calendario.getFirstPropertyValue('x-wr-calname')).toBe('Consultório — agenda');
    const porUid = Object.fromEntries(eventos.map((e) => [e.uid, e]));
    expect(Object.keys(porUid).sort()).toEqual(
      [ids.dentro, ids.passado, ids.pedido].map((id) => `${id}@consultorio`).sort(),
    );
    expect(eventos.map((e) => e.uid)).not.toContain(`${doOutro.id}@consultorio`);

    const dentro = porUid[`${ids.dentro}@consultorio`];
    expect(dentro.summary).toBe('Sessão — M. S.');
    expect(dentro.inicio).toBe(ms(emDias(3)));
    expect(dentro.fim).toBe(ms(emDias(3)) + 50 * 60_000);
    // The social name, by initials.
    const passado = porUid[`${ids.passado}@consultorio`];
    expect(passado.summary).toBe('Sessão — J. S.');
    expect(passado.inicio).toBe(ms(emDias(-10, '09:00')));
    // The unlinked online request: the booker's initials, waiting for an answer.
    expect(porUid[`${ids.pedido}@consultorio`].summary).toBe('Sessão — P. L. (a confirmar)');

    for (const e of eventos) {
      expect(e.propriedades).not.toContain('LOCATION');
      expect(e.propriedades).not.toContain('URL');
      expect(e.propriedades).not.toContain('DESCRIPTION');
      expect(e.propriedades).not.toContain('ATTENDEE');
    }
    for (const segredo of [
      'Maria',
      'Silva',
      'Joana',
      'João',
      'Pedro',
      'pedro@exemplo.com',
      'Helena',
      'Outra Pessoa',
      'meet.exemplo.com',
      'Rua das Flores',
      'Nota clínica',
    ]) {
      expect(res.body).not.toContain(segredo);
    }
  });

  it('with mostrar_nomes, the titles carry the full name (the social name when there is one)', async () => {
    const { user, ids } = await consultorio();
    const feed = await criarFeed(app, user, { mostrar_nomes: true });
    expect(feed.calendario.mostrar_nomes).toBe(true);
    const res = await baixarFeed(app, feed.caminho);
    expect(res.statusCode).toBe(200);
    const porUid = Object.fromEntries(lerCalendario(res.body).eventos.map((e) => [e.uid, e.summary]));
    expect(porUid[`${ids.dentro}@consultorio`]).toBe('Sessão — Maria Silva');
    expect(porUid[`${ids.passado}@consultorio`]).toBe('Sessão — Joana Souza');
    expect(porUid[`${ids.pedido}@consultorio`]).toBe('Sessão — Pedro Alves Lima (a confirmar)');
    // Still no link, place or notes.
    expect(res.body).not.toContain('meet.exemplo.com');
    expect(res.body).not.toContain('Rua das Flores');
  });

  it('answers 404 in Portuguese to malformed and unknown addresses, never 500', async () => {
    const desconhecido = `${'A'.repeat(43)}.ics`;
    for (const arquivo of [
      desconhecido,
      'curto.ics',
      `${'a'.repeat(43)}`,
      `${'a'.repeat(43)}.ical`,
      `${'a'.repeat(43)}.ics.ics`,
      `${'a'.repeat(40)}%2E%2E.ics`,
      `${'a'.repeat(40)}%20x.ics`,
      `${'á'.repeat(30)}.ics`,
      '.ics',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/calendario/${arquivo}` });
      expect(res.statusCode, arquivo).toBe(404);
      expect(res.json().message, arquivo).toBe(MSG_CALENDARIO_NAO_ENCONTRADO);
    }
    // Too long for a path parameter: refused before reaching the feed, and not a 500 either.
    const longo = await app.inject({ method: 'GET', url: `/api/calendario/${'a'.repeat(150)}.ics` });
    expect(longo.statusCode).toBeLessThan(500);
    expect(longo.statusCode).not.toBe(200);
  });

  it("another user's address never shows my appointments", async () => {
    const { user, ids } = await consultorio();
    const outra = await createUser(app);
    await criarFeed(app, user);
    const daOutra = await criarFeed(app, outra);
    const res = await baixarFeed(app, daOutra.caminho);
    expect(res.statusCode).toBe(200);
    const { eventos } = lerCalendario(res.body);
    expect(eventos).toEqual([]);
    for (const id of Object.values(ids)) expect(res.body).not.toContain(id);
  });
});

describe('GET/POST/DELETE /user/calendario', () => {
  it('creates the address, stores only its hash, shows its status, replaces it and turns it off', async () => {
    const user = await createUser(app);
    const inicial = await app.inject({ url: '/api/user/calendario', headers: user.auth });
    expect(inicial.statusCode).toBe(200);
    expect(inicial.json()).toEqual({ calendario: { ativo: false, mostrar_nomes: false, criado_em: null } });

    const primeiro = await criarFeed(app, user);
    expect(primeiro.message).toBe(MSG_AGENDAMENTO_ONLINE.feedCriado);
    const base = app.ctx.config.publicUrl.replace(/\/$/, '');
    expect(primeiro.url).toMatch(
      new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/calendario/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(primeiro.calendario).toEqual({ ativo: true, mostrar_nomes: false, criado_em: expect.any(String) });
    const token = /\/calendario\/([^/]+)\.ics$/.exec(primeiro.url)?.[1] ?? '';
    // 32 random bytes (256 bits); stored only as its SHA-256.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [guardado] = await app.ctx.db
      .select()
      .from(calendarioFeeds)
      .where(eq(calendarioFeeds.usuario_id, user.id));
    expect(guardado.token_hash).toBe(sha256(token));
    expect(JSON.stringify(guardado)).not.toContain(token);

    const status = await app.inject({ url: '/api/user/calendario', headers: user.auth });
    expect(status.json()).toEqual({ calendario: primeiro.calendario });

    // A new address: the old one stops working at once.
    const segundo = await criarFeed(app, user, { mostrar_nomes: true });
    expect(segundo.url).not.toBe(primeiro.url);
    expect(segundo.calendario).toMatchObject({ ativo: true, mostrar_nomes: true });
    expect((await baixarFeed(app, primeiro.caminho)).statusCode).toBe(404);
    expect((await baixarFeed(app, segundo.caminho)).statusCode).toBe(200);
    expect(
      await app.ctx.db.select().from(calendarioFeeds).where(eq(calendarioFeeds.usuario_id, user.id)),
    ).toHaveLength(1);

    const remove = await app.inject({ method: 'DELETE', url: '/api/user/calendario', headers: user.auth });
    expect(remove.statusCode).toBe(204);
    const fora = await baixarFeed(app, segundo.caminho);
    expect(fora.statusCode).toBe(404);
    expect(fora.json().message).toBe(MSG_CALENDARIO_NAO_ENCONTRADO);
    expect((await app.inject({ url: '/api/user/calendario', headers: user.auth })).json()).toEqual({
      calendario: { ativo: false, mostrar_nomes: false, criado_em: null },
    });
    // Turning off again changes nothing.
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/user/calendario', headers: user.auth })).statusCode,
    ).toBe(204);

    const linhas = await app.ctx.db
      .select({ acao: auditoria.acao, detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.usuario_id, user.id), eq(auditoria.entidade, 'calendario')))
      .orderBy(auditoria.created_at);
    expect(linhas).toEqual([
      { acao: 'criar', detalhes: { mostrar_nomes: false } },
      { acao: 'criar', detalhes: { mostrar_nomes: true } },
      { acao: 'excluir', detalhes: null },
    ]);
  });

  it('refuses a non-boolean mostrar_nomes with a Portuguese message', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/calendario',
      headers: user.auth,
      payload: { mostrar_nomes: 'talvez' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mostrar_nomes).toEqual(['Informe sim ou não.']);
  });

  it('needs a session, and a secretária gets 403 on every one of them', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect(
        (
          await app.inject({
            method,
            url: '/api/user/calendario',
            payload: method === 'POST' ? {} : undefined,
          })
        ).statusCode,
      ).toBe(401);
    }
    const titular = await createUser(app, { nome: 'Helena Duarte Campos' });
    await setPlan(app, titular.id, 'vitalicio');
    const feed = await criarFeed(app, titular);
    const secretaria: Pick<TestUser, 'auth'> = await convidarEAceitar(app, titular);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/user/calendario',
        headers: secretaria.auth,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, method).toBe(403);
    }
    // Her attempts changed nothing: the titular's address still works.
    expect((await baixarFeed(app, feed.caminho)).statusCode).toBe(200);
  });
});

describe('the feed by RFC 5545, read back with ical.js', () => {
  it('ends with END:VCALENDAR and CRLF; SEQUENCE and LAST-MODIFIED move when the time, length or status changes', async () => {
    const user = await createUser(app);
    const paciente = await cadastrarPaciente(app, user, { nome: 'Rita Sequência Lopes' });
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: emDias(4),
      permitir_conflito: true,
    });
    const { caminho } = await criarFeed(app, user);
    const evento = async () => {
      const res = await baixarFeed(app, caminho);
      expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const vevent = new ICAL.Component(ICAL.parse(res.body))
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(a.id));
      if (!vevent) throw new Error('evento ausente do feed');
      const modificado = vevent.getFirstPropertyValue('last-modified') as ICAL.Time;
      return {
        sequence: Number(vevent.getFirstPropertyValue('sequence')),
        modificado: modificado.toJSDate().getTime(),
        status: vevent.getFirstPropertyValue('status'),
      };
    };
    const antes = await evento();
    expect(antes.sequence).toBe(0);
    expect((await alterar(app, user, a.id, { inicio: emDias(4, '16:00') })).statusCode).toBe(200);
    const movido = await evento();
    expect(movido.sequence).toBe(1);
    expect(movido.modificado).toBeGreaterThan(antes.modificado);
    expect((await alterar(app, user, a.id, { duracao_minutos: 80 })).statusCode).toBe(200);
    expect((await evento()).sequence).toBe(2);
    await app.ctx.db.update(agendamentos).set({ status: 'solicitado' }).where(eq(agendamentos.id, a.id));
    const solicitado = await evento();
    expect(solicitado).toMatchObject({ sequence: 3, status: 'TENTATIVE' });
    // A change of anything else (a note) is not a new version of the event.
    await app.ctx.db.update(agendamentos).set({ observacoes: 'x' }).where(eq(agendamentos.id, a.id));
    expect((await evento()).sequence).toBe(3);
  }, 120_000);
});
