import { describe, expect, it } from 'vitest';
import { PACIENTES_PER_PAGE, readListParams, withFilter, writeListParams } from './listParams';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('patients list state in the URL', () => {
  it('defaults to page 1, 10 per page, no search and no filter', () => {
    expect(read('')).toEqual({
      busca: undefined,
      status_tratamento: undefined,
      page: 1,
      per_page: PACIENTES_PER_PAGE,
    });
    expect(PACIENTES_PER_PAGE).toBe(10);
  });

  it('reads search, status and page', () => {
    expect(read('busca=%20concei%C3%A7ao%20&status=alta&page=3')).toMatchObject({
      busca: 'conceiçao',
      status_tratamento: 'alta',
      page: 3,
    });
  });

  it('ignores an unknown status and a malformed page', () => {
    expect(read('status=qualquer&page=-2')).toMatchObject({ status_tratamento: undefined, page: 1 });
    expect(read('page=abc')).toMatchObject({ page: 1 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListParams({ page: 1 }).toString()).toBe('');
    const query = writeListParams({ busca: 'joão', status_tratamento: 'em_pausa', page: 2 });
    expect(query.toString()).toBe('busca=jo%C3%A3o&status=em_pausa&page=2');
    expect(readListParams(query)).toMatchObject({ busca: 'joão', status_tratamento: 'em_pausa', page: 2 });
  });

  it('a new search or filter goes back to page 1', () => {
    const current = read('busca=ana&page=4');
    expect(withFilter(current, { busca: 'bruno' }).toString()).toBe('busca=bruno');
    expect(withFilter(current, { status_tratamento: 'alta' }).toString()).toBe('busca=ana&status=alta');
    expect(withFilter(current, { busca: '' }).toString()).toBe('');
  });
});
