import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { lembrarAgendamentos } from './service.ts';
import { agendarOk, cadastrarPaciente, decodeQp, salvarLembretes, tokenDoEmail } from './testing.ts';

// The reminder through SMTP_URL, against a real SMTP server started here: what the patient's mailbox receives.
let smtp: TestSmtpServer;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://agenda.exemplo.com.br',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('reminder e-mail over SMTP', () => {
  it('reaches the patient with the link that opens the public page, once', async () => {
    const user = await createUser(app);
    await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 12 });
    const paciente = await cadastrarPaciente(app, user, { nome: 'Joana Prado', aceita_lembretes: true });
    const inicio = new Date(Math.floor((Date.now() + 5 * 3_600_000) / 60_000) * 60_000).toISOString();
    await agendarOk(app, user, { paciente_id: paciente.id, inicio, duracao_minutos: 50 });

    await lembrarAgendamentos(app.ctx);
    await lembrarAgendamentos(app.ctx);
    const mails = smtp.received.filter((m) => m.to.includes(paciente.email as string));
    expect(mails).toHaveLength(1);
    const text = decodeQp(mails[0].data);
    expect(text).toContain('Olá, Joana!');
    expect(text).toContain('https://agenda.exemplo.com.br/confirmar/');
    const res = await app.inject({ url: `/api/lembretes/${tokenDoEmail(text)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().profissional.nome).toBe('Ana Beatriz Souza');
  });
});
