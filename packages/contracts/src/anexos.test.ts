import { describe, expect, it } from 'vitest';
import { ACCEPT_ANEXOS, mimePorNome, nomePorContentType, tipoPorNome } from './anexos.ts';

describe('file type from the extension (docs/product.md §8.8)', () => {
  it.each([
    ['laudo.pdf', 'pdf', 'application/pdf'],
    ['FOTO.JPG', 'jpg', 'image/jpeg'],
    ['foto.jpeg', 'jpeg', 'image/jpeg'],
    ['desenho.png', 'png', 'image/png'],
    ['a.gif', 'gif', 'image/gif'],
    ['planilha.xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['antiga.xls', 'xls', 'application/vnd.ms-excel'],
    ['carta.doc', 'doc', 'application/msword'],
    [
      'relatorio.final.docx',
      'docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('%s → %s, %s', (nome, tipo, mime) => {
    expect(tipoPorNome(nome)).toBe(tipo);
    expect(mimePorNome(nome)).toBe(mime);
  });

  it.each(['programa.exe', 'notas.txt', 'LEIAME', 'arquivo.', 'pdf'])(
    '%s → not allowed, octet-stream',
    (nome) => {
      expect(tipoPorNome(nome)).toBeNull();
      expect(mimePorNome(nome)).toBe('application/octet-stream');
    },
  );

  it('offers every allowed extension to file pickers', () => {
    expect(Object.values(ACCEPT_ANEXOS).flat().sort()).toEqual(
      ['.doc', '.docx', '.gif', '.jpeg', '.jpg', '.pdf', '.png', '.xls', '.xlsx'].sort(),
    );
  });
});

describe('download name guessed from the content type (docs/product.md §8.8)', () => {
  it.each([
    ['application/pdf', 'anexo.pdf'],
    ['image/jpeg', 'anexo.jpg'],
    ['image/png', 'anexo.png'],
    ['image/gif', 'anexo.gif'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'anexo.xlsx'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document; charset=binary', 'anexo.docx'],
    ['application/msword', 'anexo'],
    [null, 'anexo'],
  ])('%s → %s', (contentType, nome) => {
    expect(nomePorContentType(contentType)).toBe(nome);
  });
});
