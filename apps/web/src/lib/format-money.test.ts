import { moedaBr } from '@consultorio/contracts/carne-leao';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('money on screen and in print', () => {
  it('writes a negative amount with one minus sign, before the currency, in both formatters', () => {
    expect(formatMoney(-320.5).replace(/\s/g, ' ')).toBe('−R$ 320,50');
    expect(moedaBr(-320.5)).toBe('−R$ 320,50');
    expect(formatMoney(1234.56).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(moedaBr(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(null)).toBe('—');
  });
});
