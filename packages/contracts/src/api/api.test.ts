import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { statusDeErro } from './endpoint.ts';
import { api } from './index.ts';
import { textoDasRotas } from './rotas.ts';

const declaracoes = Object.entries(api as Record<string, Endpoint>);

describe('endpoint declarations', () => {
  it('the web map (rotas.gen.ts) is the one written from the declarations: run `npm run gen:api`', () => {
    const escrito = readFileSync(new URL('./rotas.gen.ts', import.meta.url), 'utf8');
    expect(escrito).toBe(textoDasRotas(api));
  });

  it('one declaration per method and path, one operationId each, relative paths', () => {
    const rotas = declaracoes.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(rotas).size).toBe(rotas.length);
    const ids = declaracoes.map(([, e]) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [nome, e] of declaracoes) {
      expect(e.path, nome).not.toMatch(/^\/|\/$/);
      expect(e.summary, nome).toMatch(/^[A-ZÀ-Ú].*\.$/);
      expect(e.operationId, nome).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
  });

  it('a path parameter is exactly a key of the params schema', () => {
    for (const [nome, e] of declaracoes) {
      const noCaminho = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const noSchema = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect(noSchema, nome).toEqual(noCaminho);
    }
  });

  it('derives the error statuses a client must handle', () => {
    // 403: a secretária's gate (docs/product.md §15) may refuse any route that is not her own login's.
    expect(statusDeErro(api['pacientes.get'])).toEqual([400, 401, 403, 404, 414, 422]);
    expect(statusDeErro(api['usuario.get'])).toEqual([401]);
    expect(statusDeErro(api['pacientes.create'])).toEqual([400, 401, 403, 409, 413, 415, 422]);
    expect(statusDeErro(api['auth.login'])).toEqual([400, 401, 413, 415, 422, 429]);
    expect(statusDeErro(api['planos.public'])).toEqual([]);
  });

  it('says, on every route that needs a session, what a secretária may do there (docs/product.md §15)', () => {
    const semDecisao = Object.entries(api)
      .filter(([, e]) => e.acesso === 'sessao' && !('secretaria' in e && e.secretaria))
      .map(([nome]) => nome);
    expect(semDecisao).toEqual([]);
  });
});
