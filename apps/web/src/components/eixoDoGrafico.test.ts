import { describe, expect, it } from 'vitest';
import { eixoDoGrafico } from './eixoDoGrafico';

describe('eixoDoGrafico', () => {
  it('ends on a tick at or above the tallest bar', () => {
    // The weekly sessions of the accessibility journey: 17 at most, whose bars reached above the "16" label.
    expect(eixoDoGrafico(17, { inteiro: true })).toEqual({ domain: [0, 20], ticks: [0, 5, 10, 15, 20] });
    expect(eixoDoGrafico(16, { inteiro: true }).domain).toEqual([0, 20]);
    expect(eixoDoGrafico(20, { inteiro: true }).domain).toEqual([0, 20]);
    expect(eixoDoGrafico(21, { inteiro: true })).toEqual({ domain: [0, 30], ticks: [0, 10, 20, 30] });
  });

  it('counts in whole steps when the values are few', () => {
    expect(eixoDoGrafico(3, { inteiro: true })).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3] });
    expect(eixoDoGrafico(1, { inteiro: true })).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('gives an axis to a chart of zeros', () => {
    expect(eixoDoGrafico(0, { inteiro: true })).toEqual({ domain: [0, 1], ticks: [0, 1] });
  });

  it('steps money in round amounts, without floating-point residue', () => {
    expect(eixoDoGrafico(600)).toEqual({ domain: [0, 600], ticks: [0, 200, 400, 600] });
    expect(eixoDoGrafico(5650)).toEqual({ domain: [0, 6000], ticks: [0, 2000, 4000, 6000] });
    expect(eixoDoGrafico(0.3)).toEqual({ domain: [0, 0.3], ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('never uses more divisions than asked', () => {
    for (const maior of [1, 7, 13, 99, 101, 250, 999, 1234.5, 48_000]) {
      const { ticks, domain } = eixoDoGrafico(maior);
      expect(ticks.length - 1).toBeLessThanOrEqual(4);
      expect(domain[1]).toBeGreaterThanOrEqual(maior);
      expect(ticks.at(-1)).toBe(domain[1]);
    }
  });
});
