import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives back the exact name to a standard parser, whatever it contains', () => {
    for (const nome of [
      'Laudo neurológico – março.pdf',
      'a;b "c" \\ d.pdf',
      '検査結果.png',
      'relatório(1)*.pdf',
    ]) {
      const header = contentDisposition(nome);
      const { type, parameters } = parse(header);
      expect(type).toBe('attachment');
      expect(parameters.filename).toBe(nome);
      expect(parse(header, { extended: false }).parameters.filename).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('keeps a readable ASCII name for clients without RFC 8187', () => {
    expect(parse(contentDisposition('Sessão de março.pdf'), { extended: false }).parameters.filename).toBe(
      'Sessao de marco.pdf',
    );
    expect(parse(contentDisposition('検査.png'), { extended: false }).parameters.filename).toBe('__.png');
  });
});
