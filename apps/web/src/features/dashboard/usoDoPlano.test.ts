import { describe, expect, it } from 'vitest';
import { usoDoPlano } from './usoDoPlano';

const pacientes: [string, string] = ['paciente', 'pacientes'];

describe("the dashboard plan card's usage lines", () => {
  it('counts against the limit and says what is left', () => {
    expect(usoDoPlano(1, 60, pacientes)).toEqual({
      uso: '1 de 60 pacientes',
      restam: 'restam 59 no seu plano',
    });
    expect(usoDoPlano(5, 5, pacientes)).toEqual({
      uso: '5 de 5 pacientes',
      restam: 'limite do plano atingido',
    });
  });

  it('without a limit, counts alone and says there is none', () => {
    expect(usoDoPlano(25, -1, pacientes)).toEqual({ uso: '25 pacientes', restam: 'sem limite no seu plano' });
    expect(usoDoPlano(1, -1, ['anexo', 'anexos'])).toEqual({
      uso: '1 anexo',
      restam: 'sem limite no seu plano',
    });
  });
});
