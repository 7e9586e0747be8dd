import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './test/app.ts';

// Logs never hold secrets or personal data (docs/security.md, docs/decisions/0018-logging-and-redaction.md).
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
  app.post('/api/teste/log-profundo', async (req) => {
    const ciclo: Record<string, unknown> = { nome: 'Ciclo Sigiloso' };
    ciclo.eu = ciclo;
    req.log.info(
      {
        email: 'topo@example.com',
        linhas: [{ paciente: { cpf: CPF, Nome_Social: 'Social Sigiloso' } }],
        ciclo,
        err: Object.assign(new Error('falhou'), { email: 'erro@example.com', status: 418 }),
        mantido: { plano: 'essencial', total: 3 },
      },
      'profundo',
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
        documento: {
          finalidade: 'Perícia trabalhista',
          solicitante: 'Vara do Trabalho',
          secoes: { conclusao: 'Quadro depressivo' },
        },
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
      'Perícia trabalhista',
      'Vara do Trabalho',
      'Quadro depressivo',
      'ana@example.com',
      '11987654321',
    ])
      expect(log).not.toContain(secret);
  });

  it('hides personal fields at the top, in arrays, at any depth and on errors, and keeps the rest', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/teste/log-profundo' });
    expect(res.statusCode).toBe(200);
    const linha = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'profundo');
    expect(linha).toBeDefined();
    const texto = JSON.stringify(linha);
    for (const secret of ['topo@example.com', CPF, 'Social Sigiloso', 'Ciclo Sigiloso', 'erro@example.com'])
      expect(texto).not.toContain(secret);
    expect(linha.email).toBe('[oculto]');
    expect(linha.linhas[0].paciente.cpf).toBe('[oculto]');
    expect(linha.err.message).toBe('falhou');
    expect(linha.err.status).toBe(418);
    expect(linha.mantido).toEqual({ plano: 'essencial', total: 3 });
  });

  it('writes one line per request, with its route instead of its URL (no search term, no token)', async () => {
    lines.length = 0;
    const token = 'tokenDeLembreteSecreto1234567890';
    const busca = await app.inject({ method: 'GET', url: '/api/pacientes?busca=Maria%20Sigilo' });
    const lembrete = await app.inject({ method: 'GET', url: `/api/lembretes/${token}` });
    const perdido = await app.inject({ method: 'GET', url: `/api/nao-existe/${token}?q=Sigilo` });
    expect(busca.statusCode).toBe(401);
    expect(perdido.statusCode).toBe(404);
    const log = lines.join('\n');
    for (const secret of ['Sigilo', token]) expect(log).not.toContain(secret);
    const registros = lines.map((l) => JSON.parse(l));
    expect(registros.some((l) => l.msg === 'incoming request')).toBe(false);
    const linhaDe = (id: string) => registros.filter((l) => l.reqId === id);
    for (const [res, rota] of [
      [busca, '/api/pacientes'],
      [lembrete, '/api/lembretes/:token'],
      [perdido, null],
    ] as const) {
      const doPedido = linhaDe(String(res.headers['x-request-id']));
      expect(doPedido).toHaveLength(1);
      expect(doPedido[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', rota },
        res: { statusCode: res.statusCode },
      });
      expect(doPedido[0].responseTime).toBeGreaterThan(0);
    }
  });
});
