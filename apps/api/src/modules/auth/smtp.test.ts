import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { resetWorkDone } from './reset.ts';

// The SMTP transport (SMTP_URL), once, against a real SMTP server started here: what a user's mailbox receives.
let smtp: TestSmtpServer;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp?.close();
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
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe(/<?([^<>\s]+@[^<>\s]+)>?$/.exec(app.ctx.config.mailFrom)?.[1]);
    expect(mail.data).toMatch(/^Subject: .*redefinir/im);
    expect(mail.data.replace(/=\r?\n/g, '')).toMatch(/verifica\S*:\s*\d{6}\b/);
  });
});
