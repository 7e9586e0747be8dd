import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema.ts';
import { expirarPlanos } from '../../jobs/expirar-planos.ts';
import { JOBS } from '../../jobs/index.ts';
import { caixaDeSaida } from '../../lib/mail.ts';
import { buildTestApp, createUser, type TestUser } from '../../test/app.ts';
import { setPlan } from '../planos/testing.ts';
import { lembrarRenovacao } from './lembretes.ts';

let app: FastifyInstance;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://consultorio.exemplo.com.br' });
});
afterAll(async () => {
  await app?.close();
});

/** The e-mails written to DATA_DIR/outbox for `email` (their `To:` header), oldest first. */
function emailsTo(email: string): string[] {
  return caixaDeSaida(app.ctx.config.dataDir, email).map((m) => m.eml);
}

/** Quoted-printable back to text (soft line breaks and =XX bytes). */
const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const subjectOf = (eml: string) => {
  const raw = /^Subject: (.+(?:\r?\n [^\r\n]+)*)/m.exec(eml)?.[1] ?? '';
  // RFC 2047 encoded words (quoted-printable or base64), as nodemailer writes non-ASCII subjects.
  return raw
    .replace(/\r?\n /g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
};

async function essencialAte(expira: Date, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE'): Promise<TestUser> {
  const user = await createUser(app);
  await setPlan(app, user.email, { plano: 'essencial' });
  await app.ctx.db
    .update(usuarios)
    .set({ plano_expira_em: expira, plano_status: status })
    .where(eq(usuarios.id, user.id));
  return user;
}

describe('renewal reminders (job lembrar-renovacao)', () => {
  it('is registered with the scheduled jobs and runs at start', () => {
    expect(JOBS.find((j) => j.name === 'lembrar-renovacao')).toMatchObject({ runAtStart: true });
  });

  it('7 days before: one e-mail with the date and the link to renew; never twice for the same period', async () => {
    const agora = Date.now();
    const expira = new Date(agora + 6.5 * DAY);
    const user = await essencialAte(expira);
    await lembrarRenovacao(app.ctx, agora);
    const [mail, ...rest] = emailsTo(user.email);
    expect(rest).toEqual([]);
    expect(subjectOf(mail)).toMatch(/^Seu plano Essencial vence em 7 dias \(\d\d\/\d\d\/\d{4}\)$/);
    expect(decodeQp(mail)).toContain('https://consultorio.exemplo.com.br/upgrade');
    expect(decodeQp(mail)).toContain('nenhum dado é perdido');
    expect(decodeQp(mail)).toContain(`Seu plano Essencial vale até ${subjectOf(mail).slice(-11, -1)}`);
    await lembrarRenovacao(app.ctx, agora + 3600_000);
    expect(emailsTo(user.email)).toHaveLength(1);
  });

  it('1 day before: the "amanhã" e-mail, once', async () => {
    const agora = Date.now();
    const user = await essencialAte(new Date(agora + 6.5 * DAY));
    await lembrarRenovacao(app.ctx, agora);
    await lembrarRenovacao(app.ctx, agora + 6 * DAY);
    await lembrarRenovacao(app.ctx, agora + 6.2 * DAY);
    const subjects = emailsTo(user.email).map(subjectOf);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/^Seu plano Essencial vence amanhã/);
  });

  it('a period renewed early starts its reminders over; far expiries, Vitalício, Gratuito and paused plans get none', async () => {
    const agora = Date.now();
    const renewed = await essencialAte(new Date(agora + 5 * DAY));
    await lembrarRenovacao(app.ctx, agora);
    expect(emailsTo(renewed.email)).toHaveLength(1);
    // Paid: the end moves 30 days later; no reminder until 7 days before the new end.
    await app.ctx.db
      .update(usuarios)
      .set({ plano_expira_em: new Date(agora + 35 * DAY) })
      .where(eq(usuarios.id, renewed.id));
    await lembrarRenovacao(app.ctx, agora + DAY);
    expect(emailsTo(renewed.email)).toHaveLength(1);
    await lembrarRenovacao(app.ctx, agora + 29 * DAY);
    expect(emailsTo(renewed.email)).toHaveLength(2);

    const far = await essencialAte(new Date(agora + 10 * DAY));
    const paused = await essencialAte(new Date(agora + 3 * DAY), 'INACTIVE');
    const ended = await essencialAte(new Date(agora - DAY));
    const vitalicio = await createUser(app);
    await setPlan(app, vitalicio.email, { plano: 'vitalicio' });
    const gratuito = await createUser(app);
    await lembrarRenovacao(app.ctx, agora);
    for (const u of [far, paused, ended, vitalicio, gratuito]) expect(emailsTo(u.email)).toEqual([]);
  });

  it('when the period ends the plan reads paused at once and the expiry job writes it, keeping the plan', async () => {
    const user = await essencialAte(new Date(Date.now() - 60_000));
    const info = await app.inject({ method: 'GET', url: '/api/user/plan-info', headers: user.auth });
    expect(info.json().plano).toMatchObject({ slug: 'essencial', paused: true });
    await expirarPlanos(app.ctx);
    const [row] = await app.ctx.db.select().from(usuarios).where(eq(usuarios.id, user.id));
    expect(row).toMatchObject({ plano_slug: 'essencial', plano_status: 'INACTIVE' });
  });
});
