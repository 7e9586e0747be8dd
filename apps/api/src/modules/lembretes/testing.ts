// Helpers for the reminder tests (not loaded by the app).
import type { FastifyInstance } from 'fastify';
import { caixaDeSaida } from '../../lib/mail.ts';
import type { TestUser } from '../../test/app.ts';
import { decodeQp } from '../auth/testing.ts';

export { agendarOk, emDias } from '../agendamentos/testing.ts';
export { decodeQp } from '../auth/testing.ts';
export { cadastrarPaciente, setPlan } from '../pacientes/testing.ts';

/** The e-mails written to DATA_DIR/outbox for `email` (their `To:` header), oldest first, decoded enough to read. */
export function emailsTo(app: FastifyInstance, email: string): string[] {
  return caixaDeSaida(app.ctx.config.dataDir, email).map((m) => decodeQp(m.eml));
}

/** The token of the first confirmation link in a (decoded) e-mail. */
export function tokenDoEmail(mail: string): string {
  const m = /\/confirmar\/([A-Za-z0-9_-]{20,})/.exec(mail);
  if (!m) throw new Error(`e-mail sem link de confirmação:\n${mail}`);
  return m[1];
}

export async function salvarLembretes(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown> = { ativo: true, antecedencia_horas: 24 },
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/lembretes',
    headers: user.auth,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`salvar lembretes falhou: ${res.statusCode} ${res.body}`);
  return res.json().lembretes;
}
