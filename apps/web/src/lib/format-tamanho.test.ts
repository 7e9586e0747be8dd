import { describe, expect, it } from 'vitest';
import { formatTamanho } from './format';

describe('formatTamanho', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [820, '820 bytes'],
    [1024, '1 KB'],
    [12_800, '12,5 KB'],
    [1_258_291, '1,2 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatTamanho(bytes)).toBe(text);
  });
});
