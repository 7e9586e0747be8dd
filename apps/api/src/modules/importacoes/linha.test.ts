import { describe, expect, it } from 'vitest';
import { lerCep, lerData, semProtecaoDeFormula } from './linha.ts';

describe('reading cells as spreadsheets write them', () => {
  it('a two-digit year: up to this year’s two digits is 20xx, above them 19xx', () => {
    const hoje = '2026-12-02';
    expect(lerData('15/04/88', { hoje })).toBe('1988-04-15');
    expect(lerData('15/04/26', { hoje })).toBe('2026-04-15');
    expect(lerData('15/04/27', { hoje })).toBe('1927-04-15');
    expect(lerData('1/2/00', { hoje })).toBe('2000-02-01');
    expect(lerData('03-02-25', { hoje })).toBe('2025-02-03');
    // A date later this year is fine for a start date, not for a birth date: that one is a century earlier.
    expect(lerData('20/12/26', { hoje })).toBe('2026-12-20');
    expect(lerData('20/12/26', { hoje, passado: true })).toBe('1926-12-20');
    expect(lerData('01/12/26', { hoje, passado: true })).toBe('2026-12-01');
    expect(lerData('31/02/88', { hoje })).toBeNull();
    expect(lerData('15/04/1988', { hoje })).toBe('1988-04-15');
    expect(lerData('15/04/988', { hoje })).toBeNull();
  });

  it('a CEP of 7 digits gets its leading zero back; the rest is left to the form’s rules', () => {
    expect(lerCep('1001000')).toBe('01001000');
    expect(lerCep('01001-000')).toBe('01001-000');
    expect(lerCep('101000')).toBe('101000');
  });

  it('drops only the apostrophe a formula guard puts before = + - @', () => {
    expect(semProtecaoDeFormula("'=SOMA(1;2)")).toBe('=SOMA(1;2)');
    expect(semProtecaoDeFormula("'+55")).toBe('+55');
    expect(semProtecaoDeFormula("'-x")).toBe('-x');
    expect(semProtecaoDeFormula("'@ana")).toBe('@ana');
    expect(semProtecaoDeFormula("'ana")).toBe("'ana");
    expect(semProtecaoDeFormula("D'Ávila")).toBe("D'Ávila");
  });
});
