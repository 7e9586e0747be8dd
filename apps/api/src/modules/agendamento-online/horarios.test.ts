import { isoLocal } from '@consultorio/contracts/tempo';
import { describe, expect, it } from 'vitest';
import { horariosDaGrade, horariosLivres, type RegrasDaPagina } from './horarios.ts';

/*
 * docs/product.md §16: free times are the weekly hours of the psychologist's time zone cut into sessions, inside the
 * window, after the minimum notice, away from busy times by the gap.
 */

const regras = (r: Partial<RegrasDaPagina> = {}): RegrasDaPagina => ({
  horarios: [{ dia_semana: 1, inicio: '09:00', fim: '12:00' }],
  duracao: 50,
  intervalo: 10,
  antecedenciaHoras: 0,
  janelaDias: 60,
  fuso: 'America/Sao_Paulo',
  ...r,
});

const iso = (ds: Date[], fuso: string) => ds.map((d) => isoLocal(d, fuso));

// Sunday 2026-11-29 00:00 in São Paulo.
const DOMINGO = Date.parse('2026-11-29T03:00:00Z');

describe('horariosDaGrade', () => {
  it('cuts each range into sessions plus the gap, on the right weekday, in the zone', () => {
    const r = regras();
    expect(iso(horariosDaGrade(r, '2026-11-29', '2026-12-01', DOMINGO), r.fuso)).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T10:00:00-03:00',
      '2026-11-30T11:00:00-03:00',
    ]);
  });

  it('offers a session only if it ends within the range', () => {
    const r = regras({ horarios: [{ dia_semana: 1, inicio: '09:00', fim: '10:40' }], intervalo: 0 });
    expect(iso(horariosDaGrade(r, '2026-11-30', '2026-11-30', DOMINGO), r.fuso)).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T09:50:00-03:00',
    ]);
  });

  it('keeps the minimum notice and the window', () => {
    // Monday 09:30: with 24 h notice, nothing before Tuesday 09:30; the window of 7 days ends on the next Monday.
    const agora = Date.parse('2026-11-30T12:30:00Z');
    const r = regras({
      horarios: [1, 2, 3, 4, 5, 6, 0].map((d) => ({ dia_semana: d, inicio: '09:00', fim: '11:00' })),
      duracao: 60,
      intervalo: 0,
      antecedenciaHoras: 24,
      janelaDias: 7,
    });
    const todos = iso(horariosDaGrade(r, '2026-11-01', '2026-12-31', agora), r.fuso);
    expect(todos[0]).toBe('2026-12-01T10:00:00-03:00');
    expect(todos.at(-1)).toBe('2026-12-07T10:00:00-03:00');
    expect(todos).not.toContain('2026-12-01T09:00:00-03:00');
  });

  it('uses wall-clock hours of the zone across its daylight-saving change (New York, spring)', () => {
    // 2027-03-14: clocks go 02:00 → 03:00 in New York; Sunday hours 01:00–04:00 in 60-minute sessions.
    const r = regras({
      horarios: [{ dia_semana: 0, inicio: '01:00', fim: '04:00' }],
      duracao: 60,
      intervalo: 0,
      fuso: 'America/New_York',
    });
    const agora = Date.parse('2027-03-01T00:00:00Z');
    const out = iso(horariosDaGrade(r, '2027-03-07', '2027-03-14', agora), r.fuso);
    expect(out).toEqual([
      '2027-03-07T01:00:00-05:00',
      '2027-03-07T02:00:00-05:00',
      '2027-03-07T03:00:00-05:00',
      // 02:00 does not exist on the 14th: not offered; 03:00 is EDT.
      '2027-03-14T01:00:00-05:00',
      '2027-03-14T03:00:00-04:00',
    ]);
  });

  it('keeps 09:00 at 09:00 across the change of a European zone (Lisbon, autumn)', () => {
    const r = regras({
      horarios: [{ dia_semana: 1, inicio: '09:00', fim: '10:00' }],
      duracao: 60,
      intervalo: 0,
      fuso: 'Europe/Lisbon',
    });
    const agora = Date.parse('2027-10-01T00:00:00Z');
    // Summer time ends on Sunday 2027-10-31.
    expect(iso(horariosDaGrade(r, '2027-10-25', '2027-11-01', agora), r.fuso)).toEqual([
      '2027-10-25T09:00:00+01:00',
      '2027-11-01T09:00:00+00:00',
    ]);
  });

  it('counts days in the zone of the page, not of the server', () => {
    // 23:30 UTC on Sunday is 20:30 Sunday in São Paulo but already Monday in Tokyo.
    const agora = Date.parse('2026-11-29T23:30:00Z');
    const r = regras({ fuso: 'Asia/Tokyo', horarios: [{ dia_semana: 1, inicio: '09:00', fim: '10:00' }] });
    expect(iso(horariosDaGrade(r, '2026-11-30', '2026-11-30', agora), r.fuso)).toEqual([
      '2026-11-30T09:00:00+09:00',
    ]);
  });
});

describe('horariosLivres', () => {
  it('leaves out times that overlap an appointment or its gap', () => {
    const r = regras();
    // An appointment 10:00–10:50: 10:00 overlaps; 09:00 ends at 09:50 + 10 min gap = 10:00 (touches: free);
    // 11:00 starts 10 min after 10:50 (free).
    const ocupados = [
      { inicio: new Date('2026-11-30T10:00:00-03:00'), fim: new Date('2026-11-30T10:50:00-03:00') },
    ];
    expect(iso(horariosLivres(r, '2026-11-30', '2026-11-30', DOMINGO, ocupados), r.fuso)).toEqual([
      '2026-11-30T09:00:00-03:00',
      '2026-11-30T11:00:00-03:00',
    ]);
    // An appointment 10:55–11:30 is within the gap of 11:00 and overlaps it.
    const outro = [
      { inicio: new Date('2026-11-30T10:55:00-03:00'), fim: new Date('2026-11-30T11:30:00-03:00') },
    ];
    expect(iso(horariosLivres(r, '2026-11-30', '2026-11-30', DOMINGO, outro), r.fuso)).toEqual([
      '2026-11-30T09:00:00-03:00',
    ]);
  });
});
