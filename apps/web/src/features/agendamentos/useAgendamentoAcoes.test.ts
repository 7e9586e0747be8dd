import { describe, expect, it } from 'vitest';
import { mensagemDoCancelamento } from './useAgendamentoAcoes';

describe('cancelling in a series says once what happened', () => {
  const quando = 'terça, 10/03 às 14:00';
  it('only this occurrence: the rest of the series stays', () => {
    expect(mensagemDoCancelamento(quando, 'este')(1)).toBe(
      'Só o agendamento de terça, 10/03 às 14:00 foi cancelado; os outros da série continuam.',
    );
  });
  it('this and the next ones: how many, from when', () => {
    expect(mensagemDoCancelamento(quando, 'futuros')(4)).toBe(
      '4 agendamentos da série foram cancelados, a partir de terça, 10/03 às 14:00.',
    );
    expect(mensagemDoCancelamento(quando, 'futuros')(1)).toMatch(/o último da série/);
  });
});
