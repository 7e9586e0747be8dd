import { deslocamentoLocal, deslocar, isoLocal, periodoDoMes } from '@consultorio/contracts/tempo';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { gerarOcorrencias } from './recorrencia.ts';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

describe('time in the practice’s zone', () => {
  it('a month is [first day 00:00, next month 00:00) local', () => {
    const { de, ate } = periodoDoMes(2026, 3, SP);
    expect(de.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(ate.toISOString()).toBe('2026-04-01T03:00:00.000Z');
    const ano = periodoDoMes(2026, undefined, SP);
    expect(ano.ate.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('a weekly series keeps the wall-clock time across a daylight-saving change', () => {
    // New York leaves DST on 2026-11-01: 10:00 stays 10:00 (UTC−4 → UTC−5).
    const serie = gerarOcorrencias(
      new Date('2026-10-26T14:00:00Z'),
      { frequencia: 'semanal', ocorrencias: 2 },
      NY,
    );
    expect(serie.map((d) => isoLocal(d, NY))).toEqual([
      '2026-10-26T10:00:00-04:00',
      '2026-11-02T10:00:00-05:00',
    ]);
  });

  it('a shift of "this and the later ones" is a wall-clock shift', () => {
    const delta = deslocamentoLocal(new Date('2026-10-26T14:00:00Z'), new Date('2026-10-27T15:00:00Z'), NY);
    expect(isoLocal(deslocar(new Date('2026-11-02T15:00:00Z'), delta, NY), NY)).toBe(
      '2026-11-03T11:00:00-05:00',
    );
  });

  it('ate counts the local day and stops at 52', () => {
    const serie = gerarOcorrencias(
      new Date('2026-01-05T13:00:00Z'),
      { frequencia: 'quinzenal', ate: '2026-02-16' },
      SP,
    );
    expect(serie).toHaveLength(4);
    expect(() =>
      gerarOcorrencias(new Date('2026-01-05T13:00:00Z'), { frequencia: 'semanal', ate: '2027-12-31' }, SP),
    ).toThrow(AppError);
    expect(
      gerarOcorrencias(new Date('2026-01-05T13:00:00Z'), { frequencia: 'mensal', ate: '2030-04-30' }, SP),
    ).toHaveLength(52);
  });
});
