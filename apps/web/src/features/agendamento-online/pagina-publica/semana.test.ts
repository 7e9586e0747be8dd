import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { diaCurto, fusoDiferente, horaDe, MAX_SEMANAS, porDia, semana } from './semana';

describe('semana', () => {
  it('starts today and goes a week at a time, up to the longest window', () => {
    const s = semana(0, '2026-11-28');
    expect(s.de).toBe('2026-11-28');
    expect(s.ate).toBe('2026-12-04');
    expect(s.dias).toHaveLength(7);
    expect(s.temAnterior).toBe(false);
    expect(s.temProxima).toBe(true);
    const seguinte = semana(1, '2026-11-28');
    expect(seguinte.de).toBe('2026-12-05');
    expect(seguinte.temAnterior).toBe(true);
    expect(semana(MAX_SEMANAS - 1, '2026-11-28').temProxima).toBe(false);
  });
});

describe('fusoDiferente', () => {
  it("names the psychologist's offset when it is not the visitor's", () => {
    const agora = Date.parse('2026-11-28T12:00:00Z');
    const local = dayjs(agora).format('Z');
    expect(fusoDiferente(`2026-12-01T09:00:00${local}`, agora)).toBeNull();
    const outro = local === '-04:00' ? '-03:00' : '-04:00';
    expect(fusoDiferente(`2026-12-01T09:00:00${outro}`, agora)).toBe(`UTC${outro.replace('-', '−')}`);
    expect(fusoDiferente(undefined)).toBeNull();
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
