import type { Endpoint } from '@consultorio/contracts/api/endpoint';
import { api } from '@consultorio/contracts/api/index';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveDoEndpoint } from './openapi.ts';
import { buildTestApp, createUser } from './test/app.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description?: string }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
}
interface Document {
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let source: string;
let doc: Document;
let operations: [string, Operation][];
beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, o]): [string, Operation] => [`${method.toUpperCase()} ${path}`, o]),
  );
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/docs/json is what a client generator needs', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 30_000);

  it('names every operation once, with a Portuguese summary, and lists no route that does not exist', () => {
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map(([, o]) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every(([, o]) => typeof o.summary === 'string' && o.summary.endsWith('.'))).toBe(true);
    // Exactly the declared endpoints, but the operator's (hidden) ones.
    const declaradas = Object.values(api)
      .filter((e) => !('oculto' in e))
      .map(chaveDoEndpoint)
      .sort();
    expect(operations.map(([key]) => key).sort()).toEqual(declaradas);
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
  });

  it('describes every answer in words, uses only standard formats and names its license', () => {
    for (const [key, o] of operations) {
      for (const [status, r] of Object.entries(o.responses)) {
        expect(r.description, `${key} ${status}`).toMatch(/^[A-ZÁÉÍÓÚ].{8,}/);
        expect(r.description, `${key} ${status}`).not.toBe('Default Response');
      }
    }
    const byKey = new Map(operations);
    expect(byKey.get('POST /api/paciente')?.responses['201'].description).toBe(
      `Criado: ${api['pacientes.create'].summary.replace(/^./, (c) => c.toLowerCase())}`,
    );
    const formatos = new Set([...source.matchAll(/"format":"([^"]+)"/g)].map((m) => m[1]));
    expect([...formatos].sort()).toEqual(['binary', 'date', 'date-time', 'uuid']);
    expect(doc.info.license?.name).toBeTruthy();
  });

  it('gives every multipart operation its form fields, from the declaration', () => {
    const multipart = (Object.values(api) as Endpoint[]).filter((e) => e.multipart);
    expect(multipart.map((e) => e.operationId).sort()).toEqual([
      'assinarDocumento',
      'assinarTermoComCertificado',
      'enviarAnexo',
      'enviarAnexos',
      'informarPagamentoPortal',
      'lerPlanilhaDePacientes',
    ]);
    const byKey = new Map(operations);
    for (const e of multipart) {
      const corpo = byKey.get(chaveDoEndpoint(e))?.requestBody?.content['multipart/form-data'];
      expect(Object.keys(corpo?.schema.properties ?? {}), e.operationId).toEqual(
        Object.keys(e.multipart ?? {}),
      );
    }
    expect(byKey.get('POST /api/documentos/{id}/assinar')?.requestBody).toMatchObject({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { certificado: { type: 'string', format: 'binary' }, senha: { type: 'string' } },
            required: ['certificado', 'senha'],
          },
        },
      },
    });
  });

  it('marks public operations with `security: []` and the others with the bearer token', () => {
    const byKey = new Map(operations);
    expect(byKey.get('POST /api/login')?.security).toEqual([]);
    expect(byKey.get('GET /api/planos')?.security).toEqual([]);
    expect(byKey.get('GET /api/pacientes')?.security).toEqual([{ bearer: [] }]);
  });

  it('describes the client errors each operation can answer', () => {
    const byKey = new Map(operations);
    for (const [key, o] of operations) {
      expect(
        Object.keys(o.responses).some((code) => code.startsWith('4')),
        key,
      ).toBe(true);
    }
    // Behind the plan gate: 403; with an id: 404; with input: 422; logged-in only: 401; rate limited: 429.
    expect(Object.keys(byKey.get('PUT /api/financeiros/{id}')?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '404', '422']),
    );
    expect(Object.keys(byKey.get('POST /api/login')?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '422', '429']),
    );
    // The titular's profile is hers alone (a secretária gets 403); one's own login is never refused.
    expect(byKey.get('GET /api/user/profile')?.responses).toHaveProperty('403');
    expect(byKey.get('GET /api/user')?.responses).not.toHaveProperty('403');
  });
});

describe('a third-party client works with the document', () => {
  it('openapi-typescript turns it into types', async () => {
    const { default: openapiTS, astToString } = await import('openapi-typescript');
    const tipos = astToString(await openapiTS(source));
    expect(tipos).toContain('"/api/pacientes": {');
    expect(tipos).toContain('listarPacientes: {');
    expect(tipos).toMatch(/Erro: \{[^}]*message: string;/);
    // Each multipart operation's body is typed with its fields (a file is a binary string: a Blob in a client).
    const formDe = (operationId: string) => {
      const operacao = tipos.indexOf(`    ${operationId}: {`);
      const inicio = tipos.indexOf('"multipart/form-data": {', operacao);
      const corpo = tipos.slice(inicio, tipos.indexOf('};', inicio));
      return corpo
        .replace(/\/\*\*[\s\S]*?\*\//g, '')
        .replace(/^"multipart\/form-data": \{/, '')
        .replace(/\s+/g, ' ')
        .trim();
    };
    expect(formDe('assinarDocumento')).toBe(
      'certificado: string; senha: string; somente_icp_brasil?: string;',
    );
    expect(formDe('assinarTermoComCertificado')).toBe(
      'certificado: string; senha: string; somente_icp_brasil?: string;',
    );
    expect(formDe('enviarAnexo')).toBe('arquivo: string; descricao?: string;');
    expect(formDe('enviarAnexos')).toBe('arquivos: string[]; descricao?: string;');
    expect(formDe('lerPlanilhaDePacientes')).toBe('arquivo: string;');
  }, 30_000);

  it('names PUBLIC_URL as its server', async () => {
    const outro = await buildTestApp({ publicUrl: 'https://consultorio.example.com.br/' });
    const servidores = (await outro.inject({ url: '/api/docs/json' })).json().servers;
    await outro.close();
    expect(servidores).toEqual([{ url: 'https://consultorio.example.com.br', description: 'Este servidor' }]);
  });

  it('a GET or DELETE sent as JSON with no body is accepted; an empty body where one is needed is malformed', async () => {
    const user = await createUser(app);
    const json = { ...user.auth, 'content-type': 'application/json' };
    const perfil = await app.inject({ method: 'GET', url: '/api/user/profile', headers: json });
    expect(perfil.statusCode).toBe(200);
    const encerrar = await app.inject({
      method: 'DELETE',
      url: '/api/user/sessoes',
      headers: json,
      payload: '',
    });
    expect(encerrar.statusCode).toBe(200);
    expect(encerrar.json()).toEqual({ encerradas: 0 });
    const paciente = await app.inject({ method: 'POST', url: '/api/paciente', headers: json, payload: '' });
    expect(paciente.statusCode).toBe(400);
    expect(paciente.json().message).toMatch(/malformada/i);
  });
});
