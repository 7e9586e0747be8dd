// Helpers for the auth and usuario tests (not loaded by the app).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { authTokens, resetCodes, usuarios } from '../../db/schema.ts';
import { caixaDeSaida } from '../../lib/mail.ts';
import { resetWorkDone } from './reset.ts';

/** Every .eml written to the test's DATA_DIR/outbox for this address (its `To:` header), oldest first. */
export function outboxFor(app: FastifyInstance, email: string): string[] {
  return caixaDeSaida(app.ctx.config.dataDir, email).map((m) => m.eml);
}

/** Quoted-printable back to text (soft line breaks and =XX bytes), enough to read an outbox e-mail. */
export const decodeQp = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The text/plain part of a (decoded) e-mail: what the reader sees, without headers or boundaries. */
export function textPart(mail: string): string {
  const start = mail.search(/^Content-Type: text\/plain/im);
  if (start < 0) throw new Error('e-mail sem parte de texto');
  const body = mail
    .slice(start)
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.split(/^--/m)[0];
}

/** The 6-digit code of the newest reset e-mail sent to `email`. */
export function lastResetCode(app: FastifyInstance, email: string): string {
  // The text part is quoted-printable: join soft line breaks, then find the code after "verificação:".
  const mail = (outboxFor(app, email).at(-1) ?? '').replace(/=\r?\n/g, '');
  const code = /verifica\S*:\s*(\d{6})\b/.exec(mail)?.[1];
  if (!code) throw new Error(`nenhum código enviado para ${email}`);
  return code;
}

/** Asks for a code and waits for the background work (the code stored, the e-mail written). */
export async function sendCode(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/user/send-reset-code', payload: { email } });
  await resetWorkDone();
  return res;
}

export const verifyCode = (app: FastifyInstance, email: string, codigo: string) =>
  app.inject({ method: 'POST', url: '/api/user/verify-reset-code', payload: { email, codigo } });

export const login = (app: FastifyInstance, email: string, senha: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { email, senha } });

export const getUser = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

/** Moves a user's lock-out (null clears it). */
export const setLockedUntil = (app: FastifyInstance, usuarioId: string, when: Date | null) =>
  app.ctx.db.update(usuarios).set({ locked_until: when }).where(eq(usuarios.id, usuarioId));

export const expireResetCodes = (app: FastifyInstance, usuarioId: string) =>
  app.ctx.db
    .update(resetCodes)
    .set({ expires_at: sql`now() - interval '1 second'` })
    .where(eq(resetCodes.usuario_id, usuarioId));

/** Ages every session of a user (idle time, absolute expiry) by moving its timestamps. */
export const ageSessions = (
  app: FastifyInstance,
  usuarioId: string,
  set: Partial<Record<'created_at' | 'last_used_at' | 'expires_at', Date | SQL>>,
) => app.ctx.db.update(authTokens).set(set).where(eq(authTokens.usuario_id, usuarioId));

/** What a client must never see in any answer. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toContain('senha_hash');
  expect(res.body).not.toContain('$argon2');
  expect(res.body).not.toContain('failed_logins');
}

export const expectValidationError = (res: LightMyRequestResponse, field: string) => {
  expect(res.statusCode).toBe(422);
  const body = res.json();
  expect(body.message).toBe('Alguns campos precisam de atenção.');
  expect(body.errors[field]?.[0]).toEqual(expect.any(String));
  expect(body).not.toHaveProperty('stack');
};
