import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { createMailer } from '../mail.ts';
import { DICA_DO_BOTAO, type Email, montarEmail } from './montar.ts';
import { conferirEmail, palavras, textoDoHtml } from './testing.ts';

/* docs/decisions/0077-email-frame.md: one frame renders every e-mail's text and HTML parts. */

const EXEMPLO: Email = {
  assunto: 'Lembrete: sessão às 14:00 — confirmação',
  saudacao: 'Olá, João!',
  blocos: [
    'Sua sessão com Ana & "Bia" <Souza> é amanhã.\nLeve o cartão da ação.',
    { forte: 'Atenção: horário de verão.' },
    { rotulo: 'Seu código é', codigo: '042917' },
    { linhas: ['Modalidade: presencial', 'Endereço: Rua São João, 12'] },
    { link: { texto: 'Link da sessão:', url: 'https://meet.jit.si/sala?a=1&b=2' } },
    { botao: { texto: 'Confirmar presença', url: 'https://consultorio.exemplo.com.br/confirmar/abc' } },
  ],
  assinatura: 'Ana Beatriz Souza',
  rodape: 'Você recebe este e-mail porque aceitou lembretes.',
};

describe('montarEmail', () => {
  it('renders the text part as the blocks read, one blank line between them', () => {
    const { subject, text } = montarEmail(EXEMPLO);
    expect(subject).toBe(EXEMPLO.assunto);
    expect(text).toBe(
      [
        'Olá, João!',
        'Sua sessão com Ana & "Bia" <Souza> é amanhã.\nLeve o cartão da ação.',
        'Atenção: horário de verão.',
        'Seu código é 042917',
        'Modalidade: presencial\nEndereço: Rua São João, 12',
        'Link da sessão:\nhttps://meet.jit.si/sala?a=1&b=2',
        'Confirmar presença:\nhttps://consultorio.exemplo.com.br/confirmar/abc',
        'Ana Beatriz Souza',
        'Você recebe este e-mail porque aceitou lembretes.',
      ].join('\n\n') + '\n',
    );
  });

  it('renders an escaped HTML page in pt-BR with the same words, the button and its address visible', () => {
    const { html, text } = montarEmail(EXEMPLO);
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR" dir="ltr">/);
    expect(html).toContain('<title>Lembrete: sessão às 14:00 — confirmação</title>');
    expect(html).toContain('Ana &amp; &quot;Bia&quot; &lt;Souza&gt; é amanhã.<br>\nLeve');
    expect(html).not.toContain('<Souza>');
    expect(html).toContain('<strong>Atenção: horário de verão.</strong>');
    expect(html).toContain('href="https://meet.jit.si/sala?a=1&amp;b=2"');
    const botao =
      /<a href="https:\/\/consultorio\.exemplo\.com\.br\/confirmar\/abc" style="([^"]+)">Confirmar presença<\/a>/.exec(
        html,
      );
    expect(botao?.[1]).toContain('background-color:#0f766e');
    expect(html).toContain(`${DICA_DO_BOTAO}<br>`);
    expect(textoDoHtml(html)).toContain(`${DICA_DO_BOTAO} https://consultorio.exemplo.com.br/confirmar/abc`);
    expect(html).not.toMatch(/<(img|script|style)\b|class=/);
    expect(palavras(textoDoHtml(html).replace(DICA_DO_BOTAO, ''))).toEqual(palavras(text));
  });

  it('never makes a link of an address that is not a web address', () => {
    const { html, text } = montarEmail({
      assunto: 'Teste',
      blocos: [{ link: { texto: 'Sala:', url: 'javascript:alert(1)' } }],
    });
    expect(html).not.toContain('<a ');
    expect(html).toContain('javascript:alert(1)');
    expect(text).toContain('Sala:\njavascript:alert(1)');
  });
});

describe('the frame through the mailers, read back by mailparser and Python', () => {
  it('outbox: multipart/alternative, CRLF, valid headers, Portuguese intact', async () => {
    const mailer = createMailer(testConfig({ smtpUrl: undefined }));
    const { file } = await mailer.send({ to: 'joao@exemplo.com.br', ...montarEmail(EXEMPLO) });
    const bruto = readFileSync(file ?? '');
    const { lido } = await conferirEmail(bruto, { para: 'joao@exemplo.com.br', assunto: EXEMPLO.assunto });
    expect(lido.text).toContain('Leve o cartão da ação.');
    expect(lido.text).toContain('Endereço: Rua São João, 12');
    expect(lido.html).toContain('Rua São João');
    expect(lido.from?.value[0]).toEqual({ name: 'Consultório', address: 'nao-responda@consultorio.local' });
  });

  it('outbox with a file: multipart/mixed with the alternative first and the file beside it', async () => {
    const mailer = createMailer(testConfig({ smtpUrl: undefined }));
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const { file } = await mailer.send({
      to: 'joao@exemplo.com.br',
      ...montarEmail(EXEMPLO),
      attachments: [{ filename: 'sessao.ics', content: ics, contentType: 'text/calendar; charset=utf-8' }],
    });
    const { lido, arvore } = await conferirEmail(readFileSync(file ?? ''), {
      para: 'joao@exemplo.com.br',
      assunto: EXEMPLO.assunto,
      anexos: ['sessao.ics'],
    });
    expect(arvore.partes.at(-1)?.tipo).toBe('text/calendar');
    expect(lido.attachments[0].content.toString('utf8')).toBe(ics);
  });

  it('SMTP: what the server receives is the same message', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer(testConfig({ smtpUrl: smtp.url }));
      await mailer.send({ to: 'joao@exemplo.com.br', ...montarEmail(EXEMPLO) });
      expect(smtp.received).toHaveLength(1);
      const { lido } = await conferirEmail(smtp.received[0].data, {
        para: 'joao@exemplo.com.br',
        assunto: EXEMPLO.assunto,
      });
      expect(lido.text).toContain('Olá, João!');
    } finally {
      await smtp.close();
    }
  });
});
