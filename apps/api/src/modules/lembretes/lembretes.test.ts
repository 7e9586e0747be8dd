import { LEMBRETES_PADRAO, MODELO_PADRAO } from '@consultorio/contracts/lembretes';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendamentos, auditoria, lembretesAgendamento } from '../../db/schema.ts';
import { JOBS } from '../../jobs/index.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { lembrarAgendamentos } from './service.ts';
import { agendarOk, cadastrarPaciente, emailsTo, salvarLembretes, setPlan, tokenDoEmail } from './testing.ts';

let app: FastifyInstance;
const PUBLIC_URL = 'https://consultorio.exemplo.com.br';
const HORA = 3_600_000;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await app?.close();
});

/** An ISO instant `horas` from now, whole minutes. */
const emHoras = (horas: number) =>
  new Date(Math.floor((Date.now() + horas * HORA) / 60_000) * 60_000).toISOString();

async function agendarEm(
  user: TestUser,
  pacienteId: string,
  horas: number,
  extra: Record<string, unknown> = {},
) {
  const [a] = await agendarOk(app, user, {
    paciente_id: pacienteId,
    inicio: emHoras(horas),
    duracao_minutos: 50,
    permitir_conflito: true,
    ...extra,
  });
  return a;
}

async function agendamento(user: TestUser, id: string) {
  const res = await app.inject({ url: `/api/agendamento/${id}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().agendamento;
}

/** A psychologist with reminders on (24 h) and a consenting patient with an e-mail. */
async function cenario(config: Record<string, unknown> = { ativo: true, antecedencia_horas: 24 }) {
  const user = await createUser(app);
  await salvarLembretes(app, user, config);
  const paciente = await cadastrarPaciente(app, user, { nome: 'Mariana Costa Lima', aceita_lembretes: true });
  return { user, paciente, email: paciente.email as string };
}

describe('reminder settings (GET/PUT /user/lembretes)', () => {
  it('start off, 24 h, with the default template; a save is read back; a blank template is the default', async () => {
    const user = await createUser(app);
    const get = await app.inject({ url: '/api/user/lembretes', headers: user.auth });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ lembretes: LEMBRETES_PADRAO });
    expect(MODELO_PADRAO).toMatch(/\{nome\}.*\{profissional\}.*\{data\}.*\{hora\}.*\{local\}/);

    const modelo = 'Oi {nome}, até {data} às {hora}!';
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/lembretes',
      headers: user.auth,
      payload: { ativo: true, antecedencia_horas: 48, modelo },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ lembretes: { ativo: true, antecedencia_horas: 48, modelo } });
    const again = await app.inject({ url: '/api/user/lembretes', headers: user.auth });
    expect(again.json().lembretes).toEqual({ ativo: true, antecedencia_horas: 48, modelo });

    expect(await salvarLembretes(app, user, { ativo: false, antecedencia_horas: 1, modelo: '  ' })).toEqual({
      ativo: false,
      antecedencia_horas: 1,
      modelo: MODELO_PADRAO,
    });
    expect(await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 72 })).toMatchObject({
      modelo: MODELO_PADRAO,
    });
  });

  it('bad values answer 422 on the field; no session answers 401', async () => {
    const user = await createUser(app);
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/user/lembretes', headers: user.auth, payload });
    for (const antecedencia_horas of [0, 73, 1.5, '24', null, -1]) {
      const res = await put({ ativo: true, antecedencia_horas });
      expect(res.statusCode, String(antecedencia_horas)).toBe(422);
      expect(res.json().errors.antecedencia_horas[0]).toMatch(/de 1 a 72/);
    }
    const semAtivo = await put({ antecedencia_horas: 24 });
    expect(semAtivo.statusCode).toBe(422);
    expect(semAtivo.json().errors).toHaveProperty('ativo');
    const marcador = await put({
      ativo: true,
      antecedencia_horas: 24,
      modelo: 'Olá {nome}, seu {diagnostico}',
    });
    expect(marcador.statusCode).toBe(422);
    expect(marcador.json().errors.modelo[0]).toContain('{diagnostico}');
    const longo = await put({ ativo: true, antecedencia_horas: 24, modelo: 'x'.repeat(1001) });
    expect(longo.statusCode).toBe(422);
    expect(longo.json().errors).toHaveProperty('modelo');
    // Nothing was saved by the refused requests.
    expect((await app.inject({ url: '/api/user/lembretes', headers: user.auth })).json().lembretes).toEqual(
      LEMBRETES_PADRAO,
    );
    expect((await app.inject({ url: '/api/user/lembretes' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/user/lembretes',
          payload: { ativo: true, antecedencia_horas: 2 },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('consent (aceita_lembretes)', () => {
  it('is false unless given, can be changed, and only consenting patients with an e-mail get reminders', async () => {
    const { user } = await cenario();
    const semConsentimento = await cadastrarPaciente(app, user);
    expect(semConsentimento.aceita_lembretes).toBe(false);
    const semEmail = await cadastrarPaciente(app, user, { aceita_lembretes: true, email: null });
    const depois = await cadastrarPaciente(app, user);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/paciente/${depois.id}`,
      headers: user.auth,
      payload: { aceita_lembretes: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().paciente.aceita_lembretes).toBe(true);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/paciente/${depois.id}`,
      headers: user.auth,
      payload: { aceita_lembretes: 'sim' },
    });
    expect(bad.statusCode).toBe(422);

    const a1 = await agendarEm(user, semConsentimento.id, 2);
    const a2 = await agendarEm(user, semEmail.id, 3);
    const a3 = await agendarEm(user, depois.id, 4);
    await lembrarAgendamentos(app.ctx);
    expect(emailsTo(app, semConsentimento.email as string)).toEqual([]);
    expect(emailsTo(app, depois.email as string)).toHaveLength(1);
    expect((await agendamento(user, a1.id)).lembrete_enviado_em).toBeNull();
    expect((await agendamento(user, a2.id)).lembrete_enviado_em).toBeNull();
    expect((await agendamento(user, a3.id)).lembrete_enviado_em).not.toBeNull();
  });
});

describe('job lembrar-agendamentos', () => {
  it('puts the video link of an online session in its reminder (docs/product.md §16)', async () => {
    const { user, paciente, email } = await cenario({ ativo: true, antecedencia_horas: 6 });
    const online = await agendarEm(user, paciente.id, 5, { modalidade: 'online' });
    await lembrarAgendamentos(app.ctx);
    const [mail] = emailsTo(app, email);
    const link = (await agendamento(user, online.id)).link_online as string;
    expect(link).toMatch(/^https:\/\/meet\.jit\.si\/\w{20,}$/);
    expect(mail.replace(/=\r?\n/g, '')).toContain(link);
  });

  it('is registered with the scheduled jobs', () => {
    expect(JOBS.find((j) => j.name === 'lembrar-agendamentos')).toMatchObject({ runAtStart: true });
  });

  it('e-mails an appointment within the window once, with the link; far, past, cancelled and confirmed ones get nothing', async () => {
    const { user, paciente, email } = await cenario({ ativo: true, antecedencia_horas: 6 });
    const dentro = await agendarEm(user, paciente.id, 5);
    const longe = await agendarEm(user, paciente.id, 7);
    const passado = await agendarEm(user, paciente.id, -2);
    const cancelado = await agendarEm(user, paciente.id, 3);
    await app.inject({
      method: 'PUT',
      url: `/api/agendamento/${cancelado.id}`,
      headers: user.auth,
      payload: { status: 'cancelado' },
    });
    const confirmado = await agendarEm(user, paciente.id, 4, { status: 'confirmado' });

    await lembrarAgendamentos(app.ctx);
    const mails = emailsTo(app, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatch(/^Subject: .*Lembrete/m);
    expect(mail).toContain('Olá, Mariana!');
    expect(mail).toContain('Ana Beatriz Souza');
    expect(mail).toContain(`${PUBLIC_URL}/confirmar/`);
    expect(tokenDoEmail(mail).length).toBeGreaterThanOrEqual(40);
    expect(mail).not.toContain('Costa Lima');

    // A second run sends nothing; the agenda says the reminder went out.
    await lembrarAgendamentos(app.ctx);
    await lembrarAgendamentos(app.ctx, Date.now() + 2 * HORA);
    expect(emailsTo(app, email)).toHaveLength(2); // the far one entered the window 2 h later
    expect((await agendamento(user, dentro.id)).lembrete_enviado_em).not.toBeNull();
    expect((await agendamento(user, longe.id)).lembrete_enviado_em).not.toBeNull();
    for (const a of [passado, cancelado, confirmado]) {
      expect((await agendamento(user, a.id)).lembrete_enviado_em).toBeNull();
    }
    await lembrarAgendamentos(app.ctx, Date.now() + 2 * HORA);
    expect(emailsTo(app, email)).toHaveLength(2);
  });

  it('sends nothing while reminders are off, and the token is stored only as a hash', async () => {
    const { user, paciente, email } = await cenario({ ativo: false, antecedencia_horas: 24 });
    const a = await agendarEm(user, paciente.id, 2);
    await lembrarAgendamentos(app.ctx);
    expect(emailsTo(app, email)).toEqual([]);
    await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 24 });
    await lembrarAgendamentos(app.ctx);
    const token = tokenDoEmail(emailsTo(app, email)[0]);
    const rows = await app.ctx.db
      .select({ token_hash: lembretesAgendamento.token_hash })
      .from(lembretesAgendamento)
      .where(eq(lembretesAgendamento.agendamento_id, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('runs now through the operator route (npm run admin -- executar)', async () => {
    const { user, paciente, email } = await cenario();
    await agendarEm(user, paciente.id, 1);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/lembrar-agendamentos/executar',
      headers: { authorization: `Bearer ${app.ctx.config.adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ job: 'lembrar-agendamentos', status: 'done' });
    expect(res.json().result).toBeGreaterThanOrEqual(1);
    expect(emailsTo(app, email)).toHaveLength(1);
    const semToken = await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/lembrar-agendamentos/executar',
    });
    expect(semToken.statusCode).toBe(404);
  });
});

describe('the patient link (public)', () => {
  async function comLink(horas = 3) {
    const c = await cenario();
    const a = await agendarEm(c.user, c.paciente.id, horas);
    await lembrarAgendamentos(app.ctx);
    const token = tokenDoEmail(emailsTo(app, c.email).at(-1) as string);
    return { ...c, a, token };
  }

  it('shows date, time, length, status and the psychologist — nothing about the patient', async () => {
    const { a, token, paciente } = await comLink();
    const res = await app.inject({ url: `/api/lembretes/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agendamento: { inicio: a.inicio, duracao_minutos: 50, status: 'agendado' },
      profissional: { nome: 'Ana Beatriz Souza' },
    });
    for (const dado of [paciente.nome, paciente.email, paciente.telefone, paciente.cpf, paciente.id, a.id]) {
      expect(res.body).not.toContain(String(dado));
    }
    // The same path under /public/api answers too (the web app's base).
    expect((await app.inject({ url: `/public/api/lembretes/${token}` })).statusCode).toBe(200);
  });

  it('"Confirmar presença" confirms it: the agenda, the dashboard and the audit trail show it', async () => {
    const { user, a, token } = await comLink();
    const res = await app.inject({ method: 'POST', url: `/api/lembretes/${token}/confirmar` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), agendamento: { status: 'confirmado' } });
    expect(await agendamento(user, a.id)).toMatchObject({
      status: 'confirmado',
      resposta_paciente: 'confirmado',
    });
    // Answering again changes nothing.
    expect((await app.inject({ method: 'POST', url: `/api/lembretes/${token}/confirmar` })).statusCode).toBe(
      200,
    );
    await setPlan(app, user.id, 'vitalicio');
    const dash = await app.inject({ url: '/api/dashboard', headers: user.auth });
    expect(dash.statusCode).toBe(200);
    expect(dash.json().proximos_agendamentos.find((p: { id: string }) => p.id === a.id)).toMatchObject({
      status: 'confirmado',
      resposta_paciente: 'confirmado',
    });
    const trail = await app.inject({ url: '/api/user/auditoria?per_page=100', headers: user.auth });
    const registros = trail.json().registros as Array<{ acao: string; entidade_id: string }>;
    const alteracoes = registros.filter((r) => r.entidade_id === a.id && r.acao === 'alterar');
    expect(alteracoes).toHaveLength(1);
    const [linha] = await app.ctx.db
      .select({ detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.entidade_id, a.id), eq(auditoria.acao, 'alterar')));
    expect(linha.detalhes).toMatchObject({ origem: 'lembrete', status: 'confirmado' });
  });

  it('"Não poderei ir" cancels it; a cancelled one cannot be confirmed through the link', async () => {
    const { user, a, token } = await comLink();
    const res = await app.inject({ method: 'POST', url: `/api/lembretes/${token}/cancelar` });
    expect(res.statusCode).toBe(200);
    expect(res.json().agendamento.status).toBe('cancelado');
    expect(await agendamento(user, a.id)).toMatchObject({
      status: 'cancelado',
      resposta_paciente: 'cancelado',
    });
    const confirmar = await app.inject({ method: 'POST', url: `/api/lembretes/${token}/confirmar` });
    expect(confirmar.statusCode).toBe(409);
    expect(confirmar.json().message).toMatch(/cancelada/);
    expect((await agendamento(user, a.id)).status).toBe('cancelado');
    // The psychologist reactivates it: the patient's old "cancelado" no longer stands.
    const reativar = await app.inject({
      method: 'PUT',
      url: `/api/agendamento/${a.id}`,
      headers: user.auth,
      payload: { status: 'agendado' },
    });
    expect(reativar.statusCode).toBe(200);
    expect(await agendamento(user, a.id)).toMatchObject({ status: 'agendado', resposta_paciente: null });
  });

  it('a moved appointment is reminded again for its new time', async () => {
    const { user, a, email, token } = await comLink(3);
    await app.inject({ method: 'POST', url: `/api/lembretes/${token}/confirmar` });
    const mover = await app.inject({
      method: 'PUT',
      url: `/api/agendamento/${a.id}`,
      headers: user.auth,
      payload: { inicio: emHoras(5), status: 'agendado', permitir_conflito: true },
    });
    expect(mover.statusCode).toBe(200);
    expect(await agendamento(user, a.id)).toMatchObject({
      lembrete_enviado_em: null,
      resposta_paciente: null,
    });
    await lembrarAgendamentos(app.ctx);
    expect(emailsTo(app, email)).toHaveLength(2);
    expect((await agendamento(user, a.id)).lembrete_enviado_em).not.toBeNull();
  });

  it('an unknown or expired token answers 404 on every route', async () => {
    const { user, a, token } = await comLink();
    for (const t of [
      'nao-existe',
      `${token}x`,
      'a'.repeat(43),
      'x'.repeat(60),
      '%20',
      encodeURIComponent('ç'),
    ]) {
      expect((await app.inject({ url: `/api/lembretes/${t}` })).statusCode, t).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/lembretes/${t}/confirmar` })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'POST', url: `/api/lembretes/${t}/cancelar` })).statusCode).toBe(
        404,
      );
    }
    // Valid until the appointment starts.
    await app.ctx.db
      .update(agendamentos)
      .set({ inicio: new Date(Date.now() - 60_000), fim: new Date(Date.now() + 49 * 60_000) })
      .where(eq(agendamentos.id, a.id));
    expect((await app.inject({ url: `/api/lembretes/${token}` })).statusCode).toBe(404);
    const tarde = await app.inject({ method: 'POST', url: `/api/lembretes/${token}/cancelar` });
    expect(tarde.statusCode).toBe(404);
    expect((await agendamento(user, a.id)).status).toBe('agendado');
    // A deleted appointment's link is gone too.
    const outro = await comLink();
    await app.inject({ method: 'DELETE', url: `/api/agendamento/${outro.a.id}`, headers: outro.user.auth });
    expect((await app.inject({ url: `/api/lembretes/${outro.token}` })).statusCode).toBe(404);
  });

  it('is rate-limited per address (429 with Retry-After)', async () => {
    const limitado = await buildTestApp({
      rateLimits: { ...app.ctx.config.rateLimits, lembretes: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limitado.inject({ url: '/api/lembretes/nao-existe' })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429, 429]);
      const res = await limitado.inject({ url: '/api/lembretes/nao-existe' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limitado.close();
    }
  });
});

describe('WhatsApp (GET /agendamento/{id}/lembrete)', () => {
  it('gives the message and the wa.me link to the patient phone; another user gets 404', async () => {
    const { user, paciente } = await cenario();
    await salvarLembretes(app, user, {
      ativo: true,
      antecedencia_horas: 24,
      modelo: 'Oi {nome}! {data} às {hora} com {profissional} ({local}).',
    });
    const [a] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2031-03-10T14:30:00-03:00',
      duracao_minutos: 50,
      modalidade: 'online',
    });
    const res = await app.inject({ url: `/api/agendamento/${a.id}/lembrete`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    // An online session carries its video link (docs/product.md §16).
    expect(a.link_online).toMatch(/^https:\/\/meet\.jit\.si\//);
    const mensagem = `Oi Mariana! 10/03/2031 às 14:30 com Ana Beatriz Souza (online).\n\nLink da sessão online: ${a.link_online}`;
    expect(res.json()).toEqual({
      mensagem,
      whatsapp_url: `https://wa.me/5511987654321?text=${encodeURIComponent(mensagem)}`,
    });

    const [presencial] = await agendarOk(app, user, {
      paciente_id: paciente.id,
      inicio: '2031-03-11T09:00:00-03:00',
      duracao_minutos: 50,
      modalidade: 'presencial',
      local: 'Rua das Flores, 10 - sala 3',
    });
    const p = await app.inject({ url: `/api/agendamento/${presencial.id}/lembrete`, headers: user.auth });
    expect(p.json().mensagem).toBe(
      'Oi Mariana! 11/03/2031 às 09:00 com Ana Beatriz Souza (Rua das Flores, 10 - sala 3).',
    );

    const other = await createUser(app);
    const alheio = await app.inject({ url: `/api/agendamento/${a.id}/lembrete`, headers: other.auth });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.body).not.toContain('Mariana');
    expect((await app.inject({ url: `/api/agendamento/${a.id}/lembrete` })).statusCode).toBe(401);
    const inexistente = await app.inject({
      url: '/api/agendamento/00000000-0000-4000-8000-000000000000/lembrete',
      headers: user.auth,
    });
    expect(inexistente.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/agendamento/abc/lembrete', headers: user.auth })).statusCode).toBe(
      422,
    );
  });
});
