import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { EmailMontado } from './email/montar.ts';
import { registrarEmail } from './metricas.ts';
import { pacote, primeiroUso } from './primeiro-uso.ts';

const nodemailer = pacote(async () => (await import('nodemailer')).default);

/**
 * One e-mail: always rendered by `montarEmail` (lib/email/montar.ts), so it has a text and an HTML part; files go
 * beside them. nodemailer builds the MIME: `multipart/alternative`, inside `multipart/mixed` with attachments.
 */
export type MailMessage = EmailMontado & {
  to: string;
  /** Files sent along (an appointment's .ics), as nodemailer takes them. */
  attachments?: { filename: string; content: string; contentType: string }[];
};

/*
 * Every message is automatic (RFC 3834 `Auto-Submitted`: vacation replies stay away) and written with CRLF line
 * ends, as RFC 5322 has them on the wire: an outbox file is what an SMTP server would have received.
 */
const CABECALHOS = { 'Auto-Submitted': 'auto-generated' };

export interface Mailer {
  send(message: MailMessage): Promise<{ file?: string }>;
}

/** Where the mailer writes its one line per message (the app's pino logger, whose redaction applies). */
export type MailLog = Pick<FastifyBaseLogger, 'info'>;

/*
 * No address reaches a log line or a file name (docs/security.md): the outbox names each file by time and message
 * id, and the log line carries the message id and the file name only. Not the subject either: an appointment
 * reminder's subject holds the session's date and time.
 */

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file (0600) to DATA_DIR/outbox. `log`:
 * one line per message (none without it: the seed scripts).
 */
export function createMailer(config: Config, log?: MailLog): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const smtp = primeiroUso(async () => (await nodemailer()).createTransport(smtpUrl));
    return {
      async send(message) {
        const info = await (await smtp())
          .sendMail({ from: config.mailFrom, headers: CABECALHOS, ...message })
          .catch((err: unknown) => {
            registrarEmail('falha');
            throw semDestinatario(err, message.to);
          });
        registrarEmail('enviado');
        log?.info({ mensagem: idDaMensagem(info.messageId) }, 'e-mail enviado por SMTP');
        return {};
      },
    };
  }
  const arquivo = primeiroUso(async () =>
    (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  const outbox = join(config.dataDir, 'outbox');
  let ultimo = 0;
  return {
    async send(message) {
      const info = await (await arquivo()).sendMail({
        from: config.mailFrom,
        headers: CABECALHOS,
        ...message,
      });
      mkdirSync(outbox, { recursive: true, mode: 0o700 });
      // Strictly increasing times, so the names sort in the order the messages were written.
      ultimo = Math.max(Date.now(), ultimo + 1);
      const id = idDaMensagem(info.messageId);
      const nome = `${new Date(ultimo).toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      const file = join(outbox, nome);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      registrarEmail('enviado');
      log?.info({ mensagem: id, arquivo: nome }, 'e-mail gravado em DATA_DIR/outbox');
      return { file };
    },
  };
}

/** The local part of a Message-ID ("<uuid@host>" as nodemailer makes it), safe for a file name. */
function idDaMensagem(messageId: string | undefined): string {
  const id = /^<?([^@>]+)/.exec(messageId ?? '')?.[1] ?? '';
  return id.replace(/[^a-z0-9-]/gi, '').slice(0, 64) || randomUUID();
}

type ErroSmtp = Error & { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown };

/**
 * An SMTP failure without the recipient: nodemailer's message and the server's response may repeat the address
 * ("550 <ana@…>: Recipient address rejected"), and its `rejected` list holds it. The caller logs what is left.
 */
function semDestinatario(err: unknown, to: string): Error {
  const e = (err instanceof Error ? err : new Error(String(err))) as ErroSmtp;
  if (!to) return e;
  const endereco = new RegExp(to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const limpo = (texto: string) => texto.replace(endereco, '[destinatário]');
  const out: ErroSmtp = new Error(limpo(e.message));
  out.name = e.name;
  for (const campo of ['code', 'responseCode', 'command'] as const)
    if (typeof e[campo] === 'string' || typeof e[campo] === 'number') out[campo] = e[campo];
  if (typeof e.response === 'string') out.response = limpo(e.response);
  return out;
}

/** The addresses of an .eml's `To:` header, lower-case ("Ana <ana@x>" → "ana@x"). */
function destinatarios(eml: string): string[] {
  const cabecalho = eml.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const para = /^to:(.*)$/im.exec(cabecalho)?.[1] ?? '';
  return para
    .split(',')
    .map((parte) => (/<([^>]*)>/.exec(parte)?.[1] ?? parte).trim().toLowerCase())
    .filter(Boolean);
}

export interface EmailDaCaixa {
  /** The file's path. */
  arquivo: string;
  /** The whole message, as written. */
  eml: string;
  /** The addresses of its `To:` header, lower-case. */
  para: string[];
}

/** The .eml files of DATA_DIR/outbox addressed to `email` (or any of `email`, by their `To:` header), oldest first. */
export function caixaDeSaida(dataDir: string, email: string | readonly string[]): EmailDaCaixa[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const alvos = new Set([email].flat().map((e) => e.trim().toLowerCase()));
  return readdirSync(outbox)
    .filter((nome) => nome.endsWith('.eml'))
    .sort()
    .map((nome) => {
      const eml = readFileSync(join(outbox, nome), 'utf8');
      return { arquivo: join(outbox, nome), eml, para: destinatarios(eml) };
    })
    .filter(({ para }) => para.some((d) => alvos.has(d)));
}

/** Deletes the outbox files addressed to `email` (or any of `email`: an erased account's); answers how many went. */
export function apagarCaixaDeSaida(dataDir: string, email: string | readonly string[]): number {
  const emails = caixaDeSaida(dataDir, email);
  for (const { arquivo } of emails) rmSync(arquivo, { force: true });
  return emails.length;
}
