import { describe, expect, it } from 'vitest';
import {
  DEFINICOES_ESCALA,
  escalaRegistrarSchema,
  faixaDe,
  OPCOES_ESCALA,
  pontuacaoMaxima,
  pontuar,
  temAlerta,
} from './escalas.ts';

// PHQ-9 and GAD-7 (docs/escalas.md): scoring, bands at every boundary, the alert item.

describe('scoring and bands', () => {
  it('PHQ-9: minima 0–4, leve 5–9, moderada 10–14, moderadamente_grave 15–19, grave 20–27', () => {
    const esperado: [number, string][] = [
      [0, 'minima'],
      [4, 'minima'],
      [5, 'leve'],
      [9, 'leve'],
      [10, 'moderada'],
      [14, 'moderada'],
      [15, 'moderadamente_grave'],
      [19, 'moderadamente_grave'],
      [20, 'grave'],
      [27, 'grave'],
    ];
    for (const [pontos, faixa] of esperado) expect(faixaDe('phq9', pontos), String(pontos)).toBe(faixa);
    expect(() => faixaDe('phq9', 28)).toThrow(RangeError);
    expect(pontuacaoMaxima('phq9')).toBe(27);
  });

  it('GAD-7: minima 0–4, leve 5–9, moderada 10–14, grave 15–21', () => {
    const esperado: [number, string][] = [
      [0, 'minima'],
      [4, 'minima'],
      [5, 'leve'],
      [9, 'leve'],
      [10, 'moderada'],
      [14, 'moderada'],
      [15, 'grave'],
      [21, 'grave'],
    ];
    for (const [pontos, faixa] of esperado) expect(faixaDe('gad7', pontos), String(pontos)).toBe(faixa);
    expect(() => faixaDe('gad7', 22)).toThrow(RangeError);
    expect(pontuacaoMaxima('gad7')).toBe(21);
  });

  it('the score is the sum of the answers; bands cover every score without gaps', () => {
    expect(pontuar([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(27);
    expect(pontuar([1, 0, 2, 0, 1, 0, 0])).toBe(4);
    for (const escala of ['phq9', 'gad7'] as const) {
      const f = DEFINICOES_ESCALA[escala].faixas;
      expect(f[0].min).toBe(0);
      expect(f.at(-1)?.max).toBe(pontuacaoMaxima(escala));
      for (let i = 1; i < f.length; i++) expect(f[i].min).toBe(f[i - 1].max + 1);
    }
  });

  it('the alert: PHQ-9 item 9 above 0, never GAD-7', () => {
    const zeros = Array.from({ length: 9 }, () => 0);
    expect(temAlerta('phq9', zeros)).toBe(false);
    expect(temAlerta('phq9', [...zeros.slice(0, 8), 1])).toBe(true);
    expect(temAlerta('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    expect(temAlerta('gad7', [3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});

describe('the published texts', () => {
  it('items, options and instruction as in docs/escalas.md', () => {
    expect(DEFINICOES_ESCALA.phq9.itens).toHaveLength(9);
    expect(DEFINICOES_ESCALA.gad7.itens).toHaveLength(7);
    expect(DEFINICOES_ESCALA.phq9.itens[8]).toBe(
      'Pensar em se ferir de alguma maneira ou que seria melhor estar morto/a',
    );
    expect(DEFINICOES_ESCALA.gad7.itens[0]).toBe('Sentir-se nervoso/a, ansioso/a ou muito tenso/a');
    expect(OPCOES_ESCALA.map((o) => o.texto)).toEqual([
      'Nenhuma vez',
      'Vários dias',
      'Mais da metade dos dias',
      'Quase todos os dias',
    ]);
  });
});

describe('the paper record schema', () => {
  it('takes one answer per item, each 0–3', () => {
    expect(
      escalaRegistrarSchema.safeParse({ escala: 'gad7', respostas: [0, 1, 2, 3, 0, 1, 2] }).success,
    ).toBe(true);
    const curto = escalaRegistrarSchema.safeParse({ escala: 'gad7', respostas: [0, 1] });
    expect(curto.success).toBe(false);
    expect(curto.error?.issues[0].message).toContain('7 perguntas');
    expect(
      escalaRegistrarSchema.safeParse({ escala: 'phq9', respostas: [4, 0, 0, 0, 0, 0, 0, 0, 0] }).success,
    ).toBe(false);
  });
});
