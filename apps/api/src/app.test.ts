import { MSG } from '@consultorio/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('system routes', () => {
  it('GET /api/health and /api/ready answer ok (also under /public/api)', async () => {
    for (const url of ['/api/health', '/api/ready', '/public/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // The same refusal for browsers that read only the older header.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(csp).toContain("default-src 'self'");
    // Scripts from the origin, and the one inline script of the web pages by its hash: nothing else inline.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every answer a request id, keeping the one the client sent when it looks like an id', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
    const sent = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(sent.headers['x-request-id']).toBe('abc-123');
    // Not an id (too long, a name, punctuation): replaced by one of the server's.
    for (const enviado of ['a'.repeat(129), 'Maria da Conceicao', 'id;outro=1']) {
      const trocado = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': enviado },
      });
      expect(trocado.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const error = await app.inject({ method: 'GET', url: '/api/user' });
    expect(error.statusCode).toBe(401);
    expect(error.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('error shape', () => {
  it('answers malformed JSON with 400 and the Portuguese message, no stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com", "senha": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.malformed });
    expect(res.body).not.toMatch(/stack|at .*\.js/);
  });

  it('answers an unknown API path with 404 in Portuguese', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.routeNotFound });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { nome: 'Maria Lima', email: 'm@exemplo.com', mensagem: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge });
  });

  it('describes the auth routes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/login', '/api/cadastro', '/api/user/profile', '/api/leads']) {
      expect(paths).toContain(p);
    }
  });
});
