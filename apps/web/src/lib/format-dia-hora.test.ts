import { describe, expect, it } from 'vitest';
import { formatDiaHora } from './format';

describe('formatDiaHora', () => {
  it('names the weekday, the day and the time in the practice’s zone', () => {
    expect(formatDiaHora('2026-12-01T13:00:00Z', 'America/Sao_Paulo')).toBe('ter., 01/12 às 10:00');
    expect(formatDiaHora('2026-12-01T02:30:00Z', 'America/Sao_Paulo')).toBe('seg., 30/11 às 23:30');
    expect(formatDiaHora(new Date('2027-01-04T00:05:00Z'), 'UTC')).toBe('seg., 04/01 às 00:05');
  });
});
