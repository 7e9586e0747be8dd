import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './test/app.ts';

// Issue 17 row 8: logs never hold secrets or personal data (docs/security.md).
const lines: string[] = [];
let app: FastifyInstance;
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VncmVkbw$aGFzaC1kZS10ZXN0ZQ';
const CPF = '52998224725';
beforeAll(async () => {
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    logStream: { write: (line) => lines.push(line) },
  });
  // A query that fails in the database with personal data among its parameters, as a failing insert would.
  app.post('/api/teste/erro-db', async () => {
    await app.ctx.db.execute(sql`select ${HASH}::text as senha_hash, ${CPF}::text as cpf, 1 / 0 as falha`);
    return { ok: true };
  });
  app.post('/api/teste/log', async (req) => {
    req.log.info(
      { corpo: req.body, usuario: { email: 'ana@example.com', telefone: '11987654321' } },
      'corpo',
    );
    return { ok: true };
  });
});
afterAll(async () => {
  await app.close();
});

describe('logs', () => {
  it('logs a database error with its SQL and code, never the parameter values', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/teste/erro-db' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('select $1::text');
    expect(log).not.toContain(HASH);
    expect(log).not.toContain('c2VncmVkbw');
    expect(log).not.toContain(CPF);
  });

  it('redacts authorization, passwords, CPF, e-mail, phone and clinical fields wherever they are logged', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/teste/log',
      headers: { authorization: 'Bearer token-secreto-123' },
      payload: {
        senha: 'Senha-secreta-1',
        cpf: CPF,
        conteudo: 'paciente relata insônia',
        nome: 'Maria Sigilo',
      },
    });
    const log = lines.join('\n');
    expect(log).toContain('[oculto]');
    for (const secret of [
      'token-secreto-123',
      'Senha-secreta-1',
      CPF,
      'insônia',
      'Maria Sigilo',
      'ana@example.com',
      '11987654321',
    ])
      expect(log).not.toContain(secret);
  });
});
