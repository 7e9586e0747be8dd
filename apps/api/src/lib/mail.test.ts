import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { resetWorkDone } from '../modules/auth/reset.ts';
import { createUser, testConfig } from '../test/app.ts';
import { montarEmail } from './email/montar.ts';
import { apagarCaixaDeSaida, caixaDeSaida, createMailer, type MailLog } from './mail.ts';

/** A logger that keeps what it was given, as pino would write it. */
function registro() {
  const linhas: string[] = [];
  const log = { info: (...args: unknown[]) => linhas.push(JSON.stringify(args)) } as unknown as MailLog;
  return { log, linhas };
}

const novaPasta = () => mkdtempSync(join(tmpdir(), 'consultorio-mail-'));

describe('the outbox mailer (no SMTP_URL)', () => {
  it('names the file by time and message id, 0600, and logs neither the address nor the subject', async () => {
    const dataDir = novaPasta();
    const { log, linhas } = registro();
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }), log);
    const para = 'Ana.Souza+consulta@Example.com';
    const antes = Date.now();
    const { file } = await mailer.send({
      to: para,
      ...montarEmail({ assunto: 'Lembrete: sessão em 12/05 às 14:00', blocos: ['olá'] }),
    });

    const nome = basename(file ?? '');
    expect(readdirSync(join(dataDir, 'outbox'))).toEqual([nome]);
    const [, tempo, id] = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-([0-9a-f-]{36})\.eml$/.exec(nome) ?? [];
    expect(id).toBeDefined();
    const escrito = Date.parse(tempo.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/, 'T$1:$2:$3.$4Z'));
    expect(escrito).toBeGreaterThanOrEqual(antes);
    expect(escrito).toBeLessThanOrEqual(Date.now());
    expect(nome.toLowerCase()).not.toMatch(/ana|souza|example/);
    expect(statSync(file ?? '').mode & 0o777).toBe(0o600);

    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toContain(id);
    expect(linhas[0]).toContain(nome);
    expect(linhas[0].toLowerCase()).not.toMatch(/ana|souza|example|lembrete|12\/05/);
  });

  it("the server's reset-code e-mail: one log line through the app's logger, with the file's name, no address", async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'info', smtpUrl: undefined }), {
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const user = await createUser(app);
      await app.inject({ method: 'POST', url: '/api/user/send-reset-code', payload: { email: user.email } });
      await resetWorkDone();
      const [arquivo] = readdirSync(join(app.ctx.config.dataDir, 'outbox'));
      const linhas = lines.filter((l) => l.includes('outbox'));
      expect(linhas).toHaveLength(1);
      expect(JSON.parse(linhas[0])).toMatchObject({ level: 30, arquivo, mensagem: expect.any(String) });
      expect(lines.join('\n')).not.toContain(user.email);
      expect(lines.join('\n')).not.toContain(user.email.split('@')[0]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('finds a message by its To: header (any case), oldest first, and deletes only that address', async () => {
    const dataDir = novaPasta();
    const mailer = createMailer(testConfig({ dataDir, smtpUrl: undefined }));
    for (const [to, text] of [
      ['bia@example.com', 'primeiro'],
      ['caio@example.com', 'do caio'],
      ['Bia@Example.com', 'segundo'],
      ['bia@example.com.br', 'outro domínio'],
    ])
      await mailer.send({ to, ...montarEmail({ assunto: 'Teste', blocos: [text] }) });

    expect(caixaDeSaida(dataDir, 'bia@example.com').map((m) => /primeiro|segundo/.exec(m.eml)?.[0])).toEqual([
      'primeiro',
      'segundo',
    ]);
    expect(apagarCaixaDeSaida(dataDir, 'BIA@example.com')).toBe(2);
    expect(caixaDeSaida(dataDir, 'bia@example.com')).toEqual([]);
    expect(caixaDeSaida(dataDir, 'caio@example.com')).toHaveLength(1);
    expect(caixaDeSaida(dataDir, 'bia@example.com.br')).toHaveLength(1);
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(2);
    expect(apagarCaixaDeSaida(novaPasta(), 'bia@example.com')).toBe(0);
  });
});

/**
 * A minimal SMTP server: accepts every recipient but those starting with "recusado", which it refuses repeating
 * the address, as real servers do ("550 5.1.1 <x@y>: Recipient address rejected").
 */
async function servidorSmtp(): Promise<{ url: string; close(): void }> {
  const servidor = createServer((socket) => {
    let dados = false;
    let buffer = '';
    socket.write('220 teste ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let fim = buffer.indexOf('\r\n');
      while (fim >= 0) {
        const linha = buffer.slice(0, fim);
        buffer = buffer.slice(fim + 2);
        if (dados) {
          if (linha === '.') {
            dados = false;
            socket.write('250 2.0.0 aceito\r\n');
          }
        } else if (/^(EHLO|HELO)/i.test(linha)) socket.write('250 teste\r\n');
        else if (/^RCPT TO:<recusado/i.test(linha))
          socket.write(`550 5.1.1 ${linha.slice(8)}: Recipient address rejected\r\n`);
        else if (/^DATA/i.test(linha)) {
          dados = true;
          socket.write('354 fim com .\r\n');
        } else if (/^QUIT/i.test(linha)) socket.end('221 tchau\r\n');
        else socket.write('250 ok\r\n');
        fim = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => servidor.close() };
}

describe('the SMTP mailer', () => {
  it('logs the message id only; a refused recipient fails without the address in the error', async () => {
    const smtp = await servidorSmtp();
    try {
      const { log, linhas } = registro();
      const mailer = createMailer(testConfig({ smtpUrl: smtp.url }), log);
      await mailer.send({
        to: 'dora@example.com',
        ...montarEmail({ assunto: 'Código para redefinir', blocos: ['olá'] }),
      });
      expect(linhas).toHaveLength(1);
      expect(linhas[0]).toMatch(/"mensagem":"[0-9a-f-]{36}"/);
      expect(linhas[0]).not.toMatch(/dora|example|Código/i);

      const err = await mailer
        .send({ to: 'Recusado.Dora@example.com', ...montarEmail({ assunto: 'Teste', blocos: ['olá'] }) })
        .then(() => undefined)
        .catch((e: unknown) => e as Error & Record<string, unknown>);
      expect(err).toBeInstanceOf(Error);
      const tudo = JSON.stringify({ ...err, message: err?.message, stack: err?.stack });
      expect(tudo).toContain('Recipient address rejected');
      expect(tudo.toLowerCase()).not.toContain('recusado.dora');
      expect(err?.responseCode).toBe(550);
      expect(linhas).toHaveLength(1);
    } finally {
      smtp.close();
    }
  });
});
