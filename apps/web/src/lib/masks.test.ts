import { describe, expect, it } from 'vitest';
import { brDateToIso, isoToBrDate } from './masks';

describe('dates as dd/mm/aaaa', () => {
  it.each([
    ['21/11/2026', '2026-11-21'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2026', null],
    ['31/04/2026', null],
    ['21/11/26', null],
    ['', null],
  ])('%s → %s', (br, iso) => {
    expect(brDateToIso(br)).toBe(iso);
  });

  it('formats ISO dates and instants back, empty for nothing', () => {
    expect(isoToBrDate('2026-11-21')).toBe('21/11/2026');
    expect(isoToBrDate('2026-11-21T13:00:00-03:00')).toBe('21/11/2026');
    expect(isoToBrDate(null)).toBe('');
  });
});
