import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compilarSerializador } from './serializer.ts';

const schema = z.object({
  id: z.uuid(),
  nome: z.string(),
  apelido: z.string().nullable(),
  valor: z.number().nullable(),
  status: z.enum(['agendado', 'cancelado']),
  itens: z.array(z.object({ n: z.number().int(), nota: z.string().optional() })),
});
const compilar = (verificar: boolean) =>
  compilarSerializador({ verificar })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const ok = {
  id: '0e9b1c3a-1b2c-4d5e-8f90-1234567890ab',
  nome: 'Ana "Bia" \\ Souza',
  apelido: null,
  valor: 150.5,
  status: 'agendado',
  itens: [{ n: 1 }, { n: 2, nota: 'ção' }],
};

describe('response writer (lib/serializer.ts)', () => {
  it('writes the same JSON as zod would, with and without the check', () => {
    for (const verificar of [false, true]) {
      expect(JSON.parse(compilar(verificar)(ok))).toEqual(ok);
    }
  });

  it('writes only the properties of the contract', () => {
    const out = JSON.parse(compilar(false)({ ...ok, senha_hash: 'x', itens: [{ n: 1, segredo: 'y' }] }));
    expect(out).not.toHaveProperty('senha_hash');
    expect(out.itens[0]).toEqual({ n: 1 });
  });

  it('under the tests, refuses data outside the contract', () => {
    expect(() => compilar(true)({ ...ok, status: 'outro' })).toThrow();
    expect(() => compilar(true)({ ...ok, valor: undefined })).toThrow();
  });

  it('under the tests, a null where the contract wants a string fails instead of going out as ""', () => {
    // fast-json-stringify alone coerces it; the tests' zod check is what catches it.
    expect(compilar(false)({ ...ok, nome: null })).toContain('"nome":""');
    expect(() => compilar(true)({ ...ok, nome: null })).toThrow();
  });
});
