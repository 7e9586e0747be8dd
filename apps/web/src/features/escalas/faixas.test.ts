import { ESCALAS, faixaDe, pontuacaoMaxima } from '@consultorio/contracts/escalas';
import { describe, expect, it } from 'vitest';
import { faixasDoGrafico, marcasDoEixo } from './faixas';

describe("the chart's shaded bands", () => {
  it('are the published bands of PHQ-9 and GAD-7, in order', () => {
    expect(faixasDoGrafico('phq9').map((f) => [f.rotulo, f.y1, f.y2])).toEqual([
      ['Mínima', 0, 4.5],
      ['Leve', 4.5, 9.5],
      ['Moderada', 9.5, 14.5],
      ['Moderadamente grave', 14.5, 19.5],
      ['Grave', 19.5, 27],
    ]);
    expect(faixasDoGrafico('gad7').map((f) => [f.rotulo, f.y1, f.y2])).toEqual([
      ['Mínima', 0, 4.5],
      ['Leve', 4.5, 9.5],
      ['Moderada', 9.5, 14.5],
      ['Grave', 14.5, 21],
    ]);
    expect(marcasDoEixo('phq9')).toEqual([0, 5, 10, 15, 20, 27]);
    expect(marcasDoEixo('gad7')).toEqual([0, 5, 10, 15, 21]);
  });

  it.each(ESCALAS)(
    '%s: tile the axis without gaps, and each score lies in the band the API gives it',
    (escala) => {
      const faixas = faixasDoGrafico(escala);
      expect(faixas[0].y1).toBe(0);
      expect(faixas.at(-1)?.y2).toBe(pontuacaoMaxima(escala));
      for (let i = 1; i < faixas.length; i++) expect(faixas[i].y1).toBe(faixas[i - 1].y2);
      for (let p = 0; p <= pontuacaoMaxima(escala); p++) {
        const dentro = faixas.filter((f) => p >= f.y1 && p <= f.y2);
        expect(
          dentro.map((f) => f.faixa),
          `${escala} ${p}`,
        ).toEqual([faixaDe(escala, p)]);
      }
    },
  );

  it('get a different colour for each band of a scale', () => {
    const cores = faixasDoGrafico('phq9').map((f) => f.preenchimento);
    expect(new Set(cores).size).toBe(cores.length);
  });
});
