import { describe, expect, it } from 'vitest';
import { celula, linhasCsv } from './csv.ts';

describe('CSV for Brazilian Excel', () => {
  it('neutralises cells a spreadsheet would run as formulas, and writes objects, dates and null', () => {
    expect(celula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(celula('+55 11')).toBe("'+55 11");
    expect(celula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(celula('Ana')).toBe('Ana');
    expect(celula(null)).toBe('');
    expect(celula(12.5)).toBe('12.5');
    expect(celula(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10T12:00:00.000Z');
    expect(celula({ cidade: 'São Paulo' })).toBe('{"cidade":"São Paulo"}');
  });

  it('separates by ; with CRLF, quotes what needs it, and starts a file with the BOM', () => {
    const csv = linhasCsv([['a;b', 'c"d', 'e']], true);
    expect(csv).toBe('\uFEFF"a;b";"c""d";e\r\n');
    expect(linhasCsv([['x']])).toBe('x\r\n');
  });
});
