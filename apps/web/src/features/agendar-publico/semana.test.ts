import { describe, expect, it } from 'vitest';
import { diaCurto, horaDe, porDia, semana } from './semana';

// Saturday 2026-11-28, 23:30 UTC: still the 28th in São Paulo (20:30), already the 29th in Tokyo.
const AGORA = Date.parse('2026-11-28T23:30:00Z');

describe('semana', () => {
  it("starts today in the page's zone and stops at the window", () => {
    const s = semana(0, 'America/Sao_Paulo', 10, AGORA);
    expect(s.de).toBe('2026-11-28');
    expect(s.ate).toBe('2026-12-04');
    expect(s.dias).toHaveLength(7);
    expect(s.temAnterior).toBe(false);
    expect(s.temProxima).toBe(true);
    const seguinte = semana(1, 'America/Sao_Paulo', 10, AGORA);
    expect(seguinte.de).toBe('2026-12-05');
    expect(seguinte.temAnterior).toBe(true);
    expect(seguinte.temProxima).toBe(false);
    expect(semana(0, 'Asia/Tokyo', 10, AGORA).de).toBe('2026-11-29');
  });
});

describe('porDia', () => {
  it("groups the free starts by the day of the psychologist's clock", () => {
    const mapa = porDia([
      { inicio: '2026-12-01T09:00:00-03:00' },
      { inicio: '2026-12-01T10:00:00-03:00' },
      { inicio: '2026-12-02T23:00:00-03:00' },
    ]);
    expect([...mapa.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(mapa.get('2026-12-01')?.map(horaDe)).toEqual(['09:00', '10:00']);
    expect(mapa.get('2026-12-02')?.map(horaDe)).toEqual(['23:00']);
  });

  it('names days in Portuguese', () => {
    expect(diaCurto('2026-12-01')).toBe('ter, 01/12');
  });
});
