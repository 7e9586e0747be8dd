import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from './endpoints.ts';

describe('endpoint map', () => {
  it('fills path parameters, URI-encoded, and refuses a missing one', () => {
    expect(endpointPath('sessoes.list', { id: 'abc' })).toBe('paciente/abc/sessoes');
    expect(endpointPath('pacientes.get', { id: 'a/b' })).toBe('paciente/a%2Fb');
    expect(() => endpointPath('pacientes.get')).toThrow(/id/);
  });

  it('has one entry per method and path, relative paths, and an answer schema unless it is a file', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const files = [
      'prontuarios.exportar',
      'prontuarios.exportarPaciente',
      'anexos.download',
      'financeiro.exportar',
      'financeiro.recibo',
      'carneLeao.downloadPdf',
      'conta.exportar',
      'conta.baixarBackup',
    ];
    for (const [name, e] of Object.entries(endpoints)) {
      expect(e.path, name).not.toMatch(/^\//);
      expect('response' in e, name).toBe(!files.includes(name));
    }
  });
});
