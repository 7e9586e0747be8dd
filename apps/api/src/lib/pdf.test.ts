import { describe, expect, it } from 'vitest';
import { contentDisposition, dataBr, instanteExtenso } from './pdf.ts';

describe('pdf helpers', () => {
  it('builds an attachment header with an ASCII name and the exact UTF-8 one', () => {
    expect(contentDisposition('prontuarios-ana-2026-03-01.pdf')).toBe(
      `attachment; filename="prontuarios-ana-2026-03-01.pdf"; filename*=UTF-8''prontuarios-ana-2026-03-01.pdf`,
    );
    expect(contentDisposition('Relatório "final" (João).pdf')).toBe(
      `attachment; filename="Relatorio _final_ (Joao).pdf"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%20%28Jo%C3%A3o%29.pdf`,
    );
  });

  it('writes Portuguese dates', () => {
    expect(dataBr('2026-03-05')).toBe('05/03/2026');
    expect(dataBr(null)).toBe('—');
    expect(instanteExtenso(new Date('2026-03-05T02:30:00Z'), 'America/Sao_Paulo')).toBe(
      '4 de março de 2026, às 23:30',
    );
  });
});
