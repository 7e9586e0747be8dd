import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { resetWorkDone } from './reset.ts';

// The SMTP transport (SMTP_URL), once, against a real SMTP server started here: what a user's mailbox receives.
interface Received {
  from: string;
  to: string[];
  data: string;
}
const received: Received[] = [];
let server: SMTPServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP transport', () => {
  it('delivers the reset code e-mail to the SMTP server, from MAIL_FROM to the user', async () => {
    const user = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/send-reset-code',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await resetWorkDone();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe(/<?([^<>\s]+@[^<>\s]+)>?$/.exec(app.ctx.config.mailFrom)?.[1]);
    expect(mail.data).toMatch(/^Subject: .*redefinir/im);
    expect(mail.data.replace(/=\r?\n/g, '')).toMatch(/verifica\S*:\s*\d{6}\b/);
  });
});
