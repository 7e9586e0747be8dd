import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import {
  emailConfirmacao,
  emailNovoAgendamento,
  emailRecusa,
  emailSolicitacao,
} from '../../modules/agendamento-online/mail.ts';
import {
  livresEm,
  psicologaComPagina,
  reservaPayload,
  reservar,
} from '../../modules/agendamento-online/testing.ts';
import { emailDoCodigoDeRedefinicao, secondStepWarningMail } from '../../modules/auth/mail.ts';
import { sendCode } from '../../modules/auth/testing.ts';
import { emailCobrancaVencida, emailPagamentoInformado } from '../../modules/cobrancas/mail.ts';
import { conviteMail } from '../../modules/equipe/mail.ts';
import { emailDoAlerta } from '../../modules/escalas/mail.ts';
import { emailDoLembrete } from '../../modules/lembretes/mail.ts';
import { lembrarAgendamentos } from '../../modules/lembretes/service.ts';
import { agendarOk, cadastrarPaciente, salvarLembretes } from '../../modules/lembretes/testing.ts';
import { emailDeRenovacao } from '../../modules/pagamentos/lembretes.ts';
import {
  emailCancelamento,
  emailDoCodigo,
  emailDoLink,
  emailFormularioRespondido,
} from '../../modules/portal/mail.ts';
import { criarLinkReq, psicologa } from '../../modules/portal/testing.ts';
import { emailTermoAssinado, emailTermoRecusado } from '../../modules/termos/mail.ts';
import { buildTestApp, createUser, testConfig } from '../../test/app.ts';
import { caixaDeSaida, createMailer, type MailMessage } from '../mail.ts';
import { conferirEmail } from './testing.ts';

/*
 * Every kind of e-mail the server sends, read back from the outbox by mailparser and Python's e-mail package
 * (docs/decisions/0077-email-frame.md): two parts from the one frame, files beside them, CRLF, valid headers,
 * Portuguese intact; and the patient's e-mails without a clinical word (docs/product.md §17).
 */

const CLINICO = /anamnese|prontu|diagn|terapi|psicol|psicólog|\bCID\b|transtorno/i;

const PUBLIC_URL = 'https://consultorio.exemplo.com.br';

describe('every e-mail kind, built and written to the outbox', () => {
  const config = testConfig({ smtpUrl: undefined, publicUrl: PUBLIC_URL });
  const ctx = { config } as AppContext;
  const mailer = createMailer(config);
  const reserva = {
    id: '0b3c9a52-3d6f-4c4e-9a51-0f0e2f6b7a11',
    inicio: new Date('2031-03-10T17:30:00Z'),
    duracao: 50,
    modalidade: 'online',
    link_online: 'https://meet.jit.si/SalaAbcdefghijklmnopqrst',
    local: null,
    fuso: 'America/Sao_Paulo',
    profissional: 'Ana Beatriz Souza',
    linkCancelar: `${PUBLIC_URL}/confirmar/tok123`,
    nome: 'Conceição Araújo',
  };
  const dados = { inicio: reserva.inicio, modalidade: 'online', link_online: reserva.link_online };
  const prof = { nome: 'Ana Beatriz Souza', fuso: 'America/Sao_Paulo' };

  // [kind, message, files, sent to a patient]
  const kinds: [string, Omit<MailMessage, 'to'>, string[], boolean][] = [
    ['reset', emailDoCodigoDeRedefinicao(ctx, { to: '', nome: 'Dora Lúcia', codigo: '123456' }), [], false],
    ['second step', secondStepWarningMail(ctx, { to: '', nome: 'Dora Lúcia' }), [], false],
    [
      'invitation',
      conviteMail(ctx, { to: '', nome: 'Joana', titular: 'Ana Souza', token: 't0k' }),
      [],
      false,
    ],
    ['booking confirmed', emailConfirmacao(reserva), ['sessao.ics'], true],
    [
      'booking requested',
      emailSolicitacao({ ...reserva, modalidade: 'presencial', local: 'Rua São João, 12' }),
      [],
      true,
    ],
    ['booking refused', emailRecusa(reserva), ['sessao.ics'], true],
    [
      'booking notice',
      emailNovoAgendamento(
        reserva,
        { nome: 'Conceição Araújo', solicitado: true },
        `${PUBLIC_URL}/agendamentos`,
      ),
      [],
      false,
    ],
    [
      'reminder',
      emailDoLembrete(
        'Olá, Conceição! Lembrete da sua sessão com Ana em 10/03/2031 às 14:30.\n\nAté lá.',
        `${PUBLIC_URL}/confirmar/abc`,
        prof,
        dados,
        `${PUBLIC_URL}/portal/xyz`,
      ),
      [],
      true,
    ],
    ['renewal', emailDeRenovacao('Ana', 7, '10/03/2031', `${PUBLIC_URL}/upgrade`), [], false],
    [
      'portal link',
      emailDoLink({
        paciente: 'Conceição Araújo',
        profissional: 'Ana',
        url: `${PUBLIC_URL}/portal/x`,
        expira: '10/03/2031',
      }),
      [],
      true,
    ],
    ['portal code', emailDoCodigo({ paciente: 'Conceição Araújo', codigo: '654321', minutos: 15 }), [], true],
    [
      'portal cancellation',
      emailCancelamento({
        paciente: 'Conceição Araújo',
        inicio: reserva.inicio,
        fuso: reserva.fuso,
        motivo: 'Viagem à trabalho',
        agendaUrl: `${PUBLIC_URL}/agendamentos`,
      }),
      [],
      false,
    ],
    [
      'portal form answered',
      emailFormularioRespondido({
        paciente: 'Conceição Araújo',
        titulo: 'Ficha cadastral',
        url: `${PUBLIC_URL}/p`,
      }),
      [],
      false,
    ],
    [
      'charge past due',
      emailCobrancaVencida({
        paciente: 'Conceição Araújo',
        recebedor: 'Ana Beatriz Souza',
        numero: 12,
        valor: 300,
        vencimento: '2031-03-10',
        copiaECola: '00020126360014br.gov.bcb.pix0114+55119876543215204000053039865406300.005802BR6304ABCD',
        portalUrl: `${PUBLIC_URL}/portal/xyz`,
      }),
      [],
      true,
    ],
    [
      'payment informed',
      emailPagamentoInformado({
        paciente: 'Conceição Araújo',
        numero: 12,
        valor: 300,
        url: `${PUBLIC_URL}/c`,
      }),
      [],
      false,
    ],
    [
      'scale answer alert (initials only)',
      emailDoAlerta({ paciente: 'Conceição Araújo', url: `${PUBLIC_URL}/p` }),
      [],
      false,
    ],
    [
      'term signed',
      emailTermoAssinado({
        paciente: 'Conceição Araújo',
        titulo: 'Autorização do responsável legal',
        assinante: 'Renata Araújo',
        url: `${PUBLIC_URL}/pacientes/ficha/x?aba=termos`,
      }),
      [],
      false,
    ],
    [
      'term refused',
      emailTermoRecusado({
        paciente: 'Conceição Araújo',
        titulo: 'Contrato terapêutico',
        motivo: 'Quero conversar antes.',
        url: `${PUBLIC_URL}/pacientes/ficha/x?aba=termos`,
      }),
      [],
      false,
    ],
  ];

  it.each(kinds)('%s', async (_kind, message, anexos, aoPaciente) => {
    const to = 'conceicao@exemplo.com.br';
    const { file } = await mailer.send({ ...message, to });
    const { lido } = await conferirEmail(
      caixaDeSaida(config.dataDir, to).find((m) => m.arquivo === file)?.eml ?? '',
      {
        para: to,
        assunto: message.subject,
        anexos,
      },
    );
    expect(lido.text?.replace(/\r\n/g, '\n').trimEnd()).toBe(message.text.trimEnd());
    if (aoPaciente) {
      expect(lido.text).not.toMatch(CLINICO);
      expect(lido.html).not.toMatch(CLINICO);
    }
  });
});

describe('e-mails sent by the app, as written to its outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ smtpUrl: undefined, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await app.close();
  });
  const ultimo = (email: string) => caixaDeSaida(app.ctx.config.dataDir, email).at(-1)?.eml ?? '';

  it('the reset code', async () => {
    const user = await createUser(app);
    await sendCode(app, user.email);
    const { lido } = await conferirEmail(ultimo(user.email), {
      para: user.email,
      assunto: 'Código para redefinir sua senha - Consultório',
    });
    expect(lido.text).toMatch(/Seu código de verificação: \d{6}/);
    expect(lido.html).toContain(`href="${PUBLIC_URL}/change-password"`);
  }, 120_000);

  it('a booking: the visitor gets the .ics beside both parts, the psychologist the notice', async () => {
    const { user, slug } = await psicologaComPagina(app);
    const [inicio] = await livresEm(app, slug);
    const body = reservaPayload(inicio, { nome: 'Conceição Araújo' });
    expect((await reservar(app, slug, body)).statusCode).toBe(201);
    const { lido } = await conferirEmail(ultimo(body.email as string), {
      para: body.email as string,
      assunto: /^Sessão agendada: \d\d\/\d\d\/\d{4} às \d\d:\d\d$/,
      anexos: ['sessao.ics'],
    });
    expect(lido.text).toContain('Olá, Conceição!');
    expect(lido.attachments[0].contentType).toBe('text/calendar');
    expect(lido.attachments[0].content.toString('utf8')).toMatch(
      /^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/,
    );
    await conferirEmail(ultimo(user.email), { para: user.email, assunto: 'Novo agendamento online' });
  }, 120_000);

  it("the patient's page link and the reminder", async () => {
    const user = await psicologa(app);
    await salvarLembretes(app, user, { ativo: true, antecedencia_horas: 12 });
    const p = await cadastrarPaciente(app, user, { nome: 'Conceição Araújo', aceita_lembretes: true });
    const email = p.email as string;
    expect((await criarLinkReq(app, user, p.id, { enviar_email: true })).statusCode).toBe(201);
    const link = await conferirEmail(ultimo(email), { para: email, assunto: 'Sua área de paciente' });
    expect(link.lido.text).not.toMatch(CLINICO);

    const inicio = new Date(Math.floor((Date.now() + 5 * 3_600_000) / 60_000) * 60_000).toISOString();
    await agendarOk(app, user, { paciente_id: p.id, inicio, duracao_minutos: 50 });
    await lembrarAgendamentos(app.ctx);
    const lembrete = await conferirEmail(ultimo(email), {
      para: email,
      assunto: /^Lembrete: sessão em /,
    });
    expect(lembrete.lido.text).toContain('Olá, Conceição!');
    expect(lembrete.lido.text).toContain(`${PUBLIC_URL}/portal/`);
    expect(lembrete.lido.html).toContain(`href="${PUBLIC_URL}/confirmar/`);
  }, 120_000);
});
