import { describe, expect, it } from 'vitest';
import { eixoDoTempo } from './pontos';

const DIA = 86_400_000;
const t = (iso: string) => Date.parse(iso);

describe("the chart's time axis", () => {
  it('one answer: a day either side, its day as the tick', () => {
    const x = t('2026-11-21T12:00:00.000Z');
    expect(eixoDoTempo([x])).toEqual({ domain: [x - DIA, x + DIA], ticks: [x] });
  });

  it('a tick per day answered, and 5% of the span either side once that is more than a day', () => {
    const a = t('2026-01-01T12:00:00.000Z');
    const b = t('2026-01-01T18:00:00.000Z');
    const c = a + 100 * DIA;
    expect(eixoDoTempo([a, b, c])).toEqual({ domain: [a - 5 * DIA, c + 5 * DIA], ticks: [a, c] });
  });

  it('more than six days: recharts places the ticks', () => {
    const dias = Array.from({ length: 8 }, (_, i) => t('2026-01-01T12:00:00.000Z') + i * 7 * DIA);
    expect(eixoDoTempo(dias)).not.toHaveProperty('ticks');
  });
});
