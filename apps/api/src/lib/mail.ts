import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { pacote, primeiroUso } from './primeiro-uso.ts';

const nodemailer = pacote(async () => (await import('nodemailer')).default);

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ file?: string }>;
}

/** SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file to DATA_DIR/outbox. */
export function createMailer(config: Config): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const smtp = primeiroUso(async () => (await nodemailer()).createTransport(smtpUrl));
    return {
      async send(message) {
        await (await smtp()).sendMail({ from: config.mailFrom, ...message });
        return {};
      },
    };
  }
  const arquivo = primeiroUso(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const outbox = join(config.dataDir, 'outbox');
  return {
    async send(message) {
      const info = await (await arquivo()).sendMail({ from: config.mailFrom, ...message });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      console.info(`[mail] "${message.subject}" para ${message.to} gravado em ${file}`);
      return { file };
    },
  };
}
