import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointPath,
  endpoints,
} from './endpoints.ts';
import type { pacienteResponseSchema, pacientesQuerySchema } from './pacientes.ts';

describe('endpoint map', () => {
  it('fills path parameters, URI-encoded, and refuses a missing one', () => {
    expect(endpointPath('sessoes.list', { id: 'abc' })).toBe('paciente/abc/sessoes');
    expect(endpointPath('pacientes.get', { id: 'a/b' })).toBe('paciente/a%2Fb');
    expect(() => endpointPath('pacientes.get')).toThrow(/id/);
  });

  it('has one entry per method and path, relative paths', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, e] of Object.entries(endpoints)) {
      expect(e.path, name).not.toMatch(/^\//);
      expect(Object.keys(e).sort(), name).toEqual(['method', 'path']);
    }
  });

  it('types each endpoint by its schemas: an answer schema unless it is a file', () => {
    type Files = {
      [N in EndpointName]: [EndpointResponse<N>] extends [never] ? N : never;
    }[EndpointName];
    expectTypeOf<Files>().toEqualTypeOf<
      | 'prontuarios.exportar'
      | 'prontuarios.exportarPaciente'
      | 'anexos.download'
      | 'cobrancas.comprovante'
      | 'cobrancas.recibo'
      | 'financeiro.exportar'
      | 'financeiro.recibo'
      | 'financeiro.reciboReembolso'
      | 'carneLeao.downloadPdf'
      | 'carneLeao.rendimentosCsv'
      | 'carneLeao.pagamentosCsv'
      | 'carneLeao.anualPdf'
      | 'calendario.feed'
      | 'conta.exportar'
      | 'conta.baixarBackup'
      | 'documentos.pdf'
      | 'documentos.protocolo'
      | 'documentos.assinar'
      | 'importacoes.erros'
      | 'pacientes.exportar'
      | 'portal.documentoPdf'
      | 'termos.pdf'
      | 'termos.assinarA1'
      | 'termos.portalPdf'
    >();
    expectTypeOf<EndpointResponse<'pacientes.get'>>().toEqualTypeOf<
      z.output<typeof pacienteResponseSchema>
    >();
    type Status = EndpointResponse<'pacientes.changeStatus'>;
    expectTypeOf<Status['paciente']>().toEqualTypeOf<z.output<typeof pacienteResponseSchema>['paciente']>();
    expectTypeOf<Status['message']>().toEqualTypeOf<string>();
    expectTypeOf<EndpointQuery<'pacientes.list'>>().toEqualTypeOf<z.input<typeof pacientesQuerySchema>>();
    expectTypeOf<EndpointParams<'sessoes.list'>>().toEqualTypeOf<'id'>();
    expectTypeOf<EndpointBody<'pacientes.get'>>().toBeNever();
    expectTypeOf<EndpointResponse<'anexos.download'>>().toBeNever();
  });

  // The web's HTTP client imports this map into the first page it loads (docs/decisions/0001-one-declaration-per-endpoint.md).
  it('loads no schema at run time: its only value import is the written map of paths', () => {
    for (const file of ['./endpoints.ts', './api/rotas.gen.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const values = (source.match(/^import\b.*$/gm) ?? []).filter((l) => !l.startsWith('import type '));
      expect(values, file).toEqual(
        file === './endpoints.ts' ? ["import { rotas } from './api/rotas.gen.ts';"] : [],
      );
    }
  });
});
