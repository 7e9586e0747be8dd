import { describe, expect, it } from 'vitest';
import { slugDigitado, slugFinal, slugSchema } from './agendamento-online.ts';

describe('the booking page address as typed', () => {
  it('drops accents and capitals and turns spaces and dots into one hyphen', () => {
    expect(slugDigitado('Dra. Márcia Conceição')).toBe('dra-marcia-conceicao');
    expect(slugDigitado('  Psi  João_Ávila!! ')).toBe('psi-joao-avila-');
  });

  it('keeps a trailing hyphen while typing, so the next word can follow', () => {
    expect(slugDigitado('ana ')).toBe('ana-');
    expect(slugDigitado('ana-')).toBe('ana-');
    expect(slugDigitado('ana-s')).toBe('ana-s');
  });

  it('finishes into an address the API accepts', () => {
    for (const texto of ['Dra. Márcia Conceição', '--Ana  Souza--', 'Psicóloga Ângela (SP)']) {
      expect(slugSchema.safeParse(slugFinal(texto)).success).toBe(true);
    }
    expect(slugFinal('Psicóloga Ângela (SP)')).toBe('psicologa-angela-sp');
    expect(slugFinal('x'.repeat(60))).toHaveLength(50);
  });
});
