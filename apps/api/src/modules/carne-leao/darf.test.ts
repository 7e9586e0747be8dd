import { describe, expect, it } from 'vitest';
import { ehDiaUtil, vencimentoDarf } from './darf.ts';

describe('DARF due date: last business day of the following month', () => {
  it('skips Good Friday: income of February 2024 is due on 28/03/2024 (29/03 is Sexta-feira Santa)', async () => {
    expect(await vencimentoDarf(2, 2024)).toBe('2024-03-28');
    expect(await ehDiaUtil('2024-03-29')).toBe(false);
  });

  it('skips weekends: income of July 2026 is due on Monday 31/08/2026, of April 2026 on Friday 29/05/2026', async () => {
    expect(await vencimentoDarf(7, 2026)).toBe('2026-08-31');
    expect(await vencimentoDarf(4, 2026)).toBe('2026-05-29');
  });

  it('December income is due in January of the next year; November income avoids 31 December', async () => {
    expect(await vencimentoDarf(12, 2025)).toBe('2026-01-30');
    expect(await vencimentoDarf(11, 2026)).toBe('2026-12-30');
  });

  it('a plain month ends on its last weekday', async () => {
    expect(await vencimentoDarf(2, 2026)).toBe('2026-03-31');
    expect(await ehDiaUtil('2026-03-31')).toBe(true);
  });
});
