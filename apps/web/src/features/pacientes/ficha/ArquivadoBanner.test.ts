import { describe, expect, it } from 'vitest';
import { textoArquivado } from './ArquivadoBanner';

describe('textoArquivado', () => {
  it('names the day of the archiving and says the file is read-only', () => {
    expect(textoArquivado('2026-03-05T14:00:00.000Z')).toBe(
      'Paciente arquivado em 05/03/2026 — somente leitura',
    );
  });
});
