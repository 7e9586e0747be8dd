import { spawnSync } from 'node:child_process';
import { MSG_AGENDAMENTO_ONLINE } from '@consultorio/contracts/agendamento-online';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema.ts';
import { buildTestApp, createUser } from '../../test/app.ts';
import { agendarOk, alterar, cadastrarPaciente, listar } from '../agendamentos/testing.ts';
import { decodeQp, outboxFor } from '../auth/testing.ts';
import { convidarEAceitar } from '../equipe/testing.ts';
import { livresEm, psicologaComPagina, reservaPayload, reservar } from './testing.ts';

/*
 * docs/product.md §16: a visitor books a free time without an account. The booking shows in the agenda with the
 * visitor's name and contact, never attached to a patient by itself; two visitors on one time — exactly one wins.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Ag = {
  id: string;
  paciente_id: string | null;
  paciente: unknown;
  origem: string;
  reserva: { nome: string; email: string | null; telefone: string | null } | null;
  status: string;
  inicio: string;
  link_online: string | null;
};

async function daAgenda(user: Parameters<typeof listar>[1], inicio: string): Promise<Ag | undefined> {
  const { agendamentos } = await listar(app, user, 'per_page=100');
  return (agendamentos as unknown as Ag[]).find((a) => a.inicio === inicio);
}

describe('POST /publico/agenda/{slug}/reservas', () => {
  it('books a free time: 201, in the agenda with the visitor, no patient, the time no longer offered', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    const body = reservaPayload(inicio);
    const res = await reservar(app, slug, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reserva).toMatchObject({
      status: 'confirmado',
      inicio,
      modalidade: 'presencial',
      link_online: null,
    });

    const ag = await daAgenda(user, inicio);
    expect(ag).toMatchObject({
      paciente_id: null,
      paciente: null,
      origem: 'agendamento_online',
      status: 'confirmado',
      reserva: { nome: 'Carlos Eduardo Pires', email: body.email, telefone: '21998765432' },
    });
    expect(await livresEm(app, slug)).not.toContain(inicio);

    const outra = await reservar(app, slug, reservaPayload(inicio));
    expect(outra.statusCode).toBe(409);
    expect(outra.json().errors.inicio).toEqual([MSG_AGENDAMENTO_ONLINE.horarioTomado]);
  });

  it('never attaches itself to an existing patient with the same e-mail', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const paciente = await cadastrarPaciente(app, user, { email: 'mesmo.email@exemplo.com.br' });
    const [inicio] = await livresEm(app, slug);
    expect(
      (await reservar(app, slug, reservaPayload(inicio, { email: 'mesmo.email@exemplo.com.br' }))).statusCode,
    ).toBe(201);
    const ag = await daAgenda(user, inicio);
    expect(ag?.paciente_id).toBeNull();
    expect(ag?.paciente_id).not.toBe(paciente.id);
  });

  it('of parallel bookings of one time, exactly one wins; the others get 409', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug, 4);
    const respostas = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        reservar(app, slug, reservaPayload(inicio, { nome: `Visitante Número ${i}` })),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos).toEqual([201, 409, 409, 409, 409, 409]);
    const { agendamentos } = await listar(app, user, 'per_page=100');
    expect((agendamentos as unknown as Ag[]).filter((a) => a.inicio === inicio)).toHaveLength(1);
  });

  it('needs consent, a time the page offers, a modality it offers, and an empty honeypot (422)', async () => {
    const { slug } = await psicologaComPagina(app, { modalidades: ['presencial'] });
    const [inicio] = await livresEm(app, slug);
    const semAceite = await reservar(app, slug, reservaPayload(inicio, { aceite_privacidade: false }));
    expect(semAceite.statusCode).toBe(422);
    expect(semAceite.json().errors.aceite_privacidade).toEqual([MSG_AGENDAMENTO_ONLINE.aceite]);
    const { aceite_privacidade: _, ...semCampo } = reservaPayload(inicio);
    expect((await reservar(app, slug, semCampo)).statusCode).toBe(422);

    const torto = inicio.replace(/T08:00/, 'T08:05');
    const naoOferecido = await reservar(app, slug, reservaPayload(torto));
    expect(naoOferecido.statusCode).toBe(422);
    expect(naoOferecido.json().errors.inicio).toEqual([MSG_AGENDAMENTO_ONLINE.horarioIndisponivel]);
    const madrugada = inicio.replace(/T08:00/, 'T03:00');
    expect((await reservar(app, slug, reservaPayload(madrugada))).statusCode).toBe(422);
    expect((await reservar(app, slug, reservaPayload('2020-01-06T09:00:00-03:00'))).statusCode).toBe(422);

    const online = await reservar(app, slug, reservaPayload(inicio, { modalidade: 'online' }));
    expect(online.json().errors.modalidade).toEqual([MSG_AGENDAMENTO_ONLINE.modalidadeIndisponivel]);
    const robo = await reservar(app, slug, reservaPayload(inicio, { website: 'http://spam.example' }));
    expect(robo.statusCode).toBe(422);
    expect((await reservar(app, slug, reservaPayload(inicio, { email: 'não é e-mail' }))).statusCode).toBe(
      422,
    );
    // Nothing of the refused ones was booked.
    expect(await livresEm(app, slug)).toContain(inicio);
  });

  it('e-mails the visitor (date, time, .ics, cancel link) and the psychologist ("Novo agendamento online")', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    const body = reservaPayload(inicio);
    expect((await reservar(app, slug, body)).statusCode).toBe(201);
    const [mail] = outboxFor(app, body.email as string).map(decodeQp);
    expect(mail).toContain('Olá, Carlos!');
    expect(mail).toContain('está agendada para');
    expect(mail).toContain('08:00');
    expect(mail).toMatch(/Content-Type: text\/calendar/);
    expect(mail).toContain('sessao.ics');
    // The attachment as Python's e-mail parser reads it: an iCalendar file whose last line ends with CRLF too.
    const [bruto] = outboxFor(app, body.email as string);
    const ics = spawnSync(
      'python3',
      [
        '-c',
        'import sys,email\nm=email.message_from_bytes(sys.stdin.buffer.read())\n' +
          "sys.stdout.buffer.write(next(p for p in m.walk() if p.get_content_type()=='text/calendar').get_payload(decode=True))",
      ],
      { input: bruto },
    ).stdout.toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const cancelar = /\/confirmar\/([\w-]+)/.exec(mail)?.[1];
    expect(cancelar).toBeTruthy();
    const [aviso] = outboxFor(app, user.email).map(decodeQp);
    expect(aviso).toContain('Novo agendamento online');
    expect(aviso).toContain('Carlos Eduardo Pires');

    // The link cancels the booking and the time is offered again.
    const res = await app.inject({ method: 'POST', url: `/api/lembretes/${cancelar}/cancelar` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await daAgenda(user, inicio))?.status).toBe('cancelado');
    expect(await livresEm(app, slug)).toContain(inicio);
  });
});

describe('online sessions', () => {
  it('a booking online gets an unguessable Jitsi room, shown once confirmed', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    const res = await reservar(app, slug, reservaPayload(inicio, { modalidade: 'online' }));
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json().reserva.link_online as string;
    expect(link).toMatch(/^https:\/\/meet\.jit\.si\/[A-Za-z0-9]{20,}$/);
    expect((await daAgenda(user, inicio))?.link_online).toBe(link);
  });

  it("takes the profile's default link when there is one, also for appointments typed in the agenda", async () => {
    const { user, slug } = await psicologaComPagina(app);
    await app.ctx.db
      .update(usuarios)
      .set({ link_online_padrao: 'https://meet.google.com/abc-defg-hij' })
      .where(eq(usuarios.id, user.id));
    const [inicio, outro] = await livresEm(app, slug);
    const res = await reservar(app, slug, reservaPayload(inicio, { modalidade: 'online' }));
    expect(res.json().reserva.link_online).toBe('https://meet.google.com/abc-defg-hij');

    const paciente = await cadastrarPaciente(app, user);
    const [ag] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: outro,
      modalidade: 'online',
    });
    expect(ag.link_online).toBe('https://meet.google.com/abc-defg-hij');
  });

  it('an appointment turned online in the agenda gets a room; one with its own link keeps it', async () => {
    const user = await createUser(app);
    const paciente = await cadastrarPaciente(app, user);
    const [ag] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2031-03-10T14:00:00-03:00',
      modalidade: 'presencial',
    });
    expect(ag.link_online).toBeNull();
    const res = await alterar(app, user, ag.id, { modalidade: 'online' });
    expect(res.json().agendamento.link_online).toMatch(/^https:\/\/meet\.jit\.si\/\w{20,}$/);
    const [proprio] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2031-03-11T14:00:00-03:00',
      modalidade: 'online',
      link_online: 'https://zoom.us/j/123456',
    });
    expect(proprio.link_online).toBe('https://zoom.us/j/123456');
  });
});

describe('manual confirmation, Aceitar, Recusar and Vincular paciente', () => {
  it('a request stays solicitado until Aceitar (confirmado) or Recusar (cancelado); the visitor is told', async () => {
    const { user, slug } = await psicologaComPagina(app, { confirmacao: 'manual' });
    const [a, b] = await livresEm(app, slug);
    const pedidoA = reservaPayload(a);
    const resA = await reservar(app, slug, pedidoA);
    expect(resA.statusCode).toBe(201);
    expect(resA.json().reserva.status).toBe('solicitado');
    // The request's e-mail greets the visitor and says how the session will be.
    const pedido = outboxFor(app, pedidoA.email as string)
      .map(decodeQp)
      .at(-1);
    expect(pedido).toContain('Olá, Carlos!');
    expect(pedido).toContain('Modalidade: presencial');
    // A request holds its time.
    expect(await livresEm(app, slug)).not.toContain(a);
    const pedidoB = reservaPayload(b, { modalidade: 'online' });
    expect(
      ((await reservar(app, slug, pedidoB)).json().reserva.link_online as string | null) ?? null,
    ).toBeNull();

    const agA = await daAgenda(user, a);
    const agB = await daAgenda(user, b);
    const aceite = await app.inject({
      method: 'POST',
      url: `/api/agendamento/${agA?.id}/aceitar`,
      headers: user.auth,
    });
    expect(aceite.statusCode, aceite.body).toBe(200);
    expect(aceite.json().agendamento.status).toBe('confirmado');
    expect(
      outboxFor(app, pedidoA.email as string)
        .map(decodeQp)
        .at(-1),
    ).toContain('está agendada para');

    const recusa = await app.inject({
      method: 'POST',
      url: `/api/agendamento/${agB?.id}/recusar`,
      headers: user.auth,
    });
    expect(recusa.statusCode).toBe(200);
    expect(recusa.json().agendamento.status).toBe('cancelado');
    expect(
      outboxFor(app, pedidoB.email as string)
        .map(decodeQp)
        .at(-1),
    ).toContain('não pôde confirmar');
    expect(await livresEm(app, slug)).toContain(b);

    const denovo = await app.inject({
      method: 'POST',
      url: `/api/agendamento/${agA?.id}/aceitar`,
      headers: user.auth,
    });
    expect(denovo.statusCode).toBe(409);
  });

  it('links a booking to a patient of the account and of no other, once; the secretária may do it', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    await reservar(app, slug, reservaPayload(inicio));
    const ag = await daAgenda(user, inicio);
    const outra = await createUser(app);
    const pacienteAlheio = await cadastrarPaciente(app, outra);
    const vincular = (headers: Record<string, string>, paciente_id: string, id = ag?.id) =>
      app.inject({
        method: 'POST',
        url: `/api/agendamento/${id}/vincular`,
        headers,
        payload: { paciente_id },
      });

    expect((await vincular(user.auth, pacienteAlheio.id)).statusCode).toBe(404);
    expect((await vincular(outra.auth, pacienteAlheio.id)).statusCode).toBe(404);

    const paciente = await cadastrarPaciente(app, user, { nome: 'Carlos Eduardo Pires' });
    const secretaria = await convidarEAceitar(app, user);
    const res = await vincular(secretaria.auth, paciente.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agendamento).toMatchObject({
      paciente_id: paciente.id,
      paciente: { nome: 'Carlos Eduardo Pires' },
      origem: 'agendamento_online',
      reserva: null,
    });
    expect((await vincular(user.auth, paciente.id)).statusCode).toBe(409);
  });

  it('a session is registered only once the booking has its patient', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    await reservar(app, slug, reservaPayload(inicio));
    const ag = await daAgenda(user, inicio);
    const res = await alterar(app, user, ag?.id as string, { status: 'faltou', registrar_sessao: true });
    expect(res.statusCode).toBe(422);
  });
});
