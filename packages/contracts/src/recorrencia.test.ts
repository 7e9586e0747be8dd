import { describe, expect, it } from 'vitest';
import { MAX_OCORRENCIAS, MSG_AGENDAMENTOS } from './agendamentos.ts';
import { diaDaOcorrencia, expandirRecorrencia } from './recorrencia.ts';

describe('expandirRecorrencia', () => {
  it('repeats weekly, fortnightly and monthly a given number of times', () => {
    expect(expandirRecorrencia('2026-03-10', { frequencia: 'semanal', ocorrencias: 3 })).toEqual({
      ok: true,
      dias: ['2026-03-10', '2026-03-17', '2026-03-24'],
    });
    expect(expandirRecorrencia('2026-12-22', { frequencia: 'quinzenal', ocorrencias: 2 })).toEqual({
      ok: true,
      dias: ['2026-12-22', '2027-01-05'],
    });
  });

  it('a monthly series keeps the first day, on the month’s last day when it is shorter', () => {
    const serie = expandirRecorrencia('2026-01-31', { frequencia: 'mensal', ocorrencias: 4 });
    expect(serie).toEqual({ ok: true, dias: ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'] });
    expect(diaDaOcorrencia('2027-12-29', 'mensal', 2)).toBe('2028-02-29');
  });

  it('`ate` includes an occurrence falling on that very day', () => {
    const serie = expandirRecorrencia('2026-01-05', { frequencia: 'quinzenal', ate: '2026-02-16' });
    expect(serie).toEqual({ ok: true, dias: ['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16'] });
    expect(expandirRecorrencia('2026-01-05', { frequencia: 'semanal', ate: '2026-01-05' })).toEqual({
      ok: true,
      dias: ['2026-01-05'],
    });
  });

  it('refuses more than the maximum and an end before the start, naming the field', () => {
    expect(expandirRecorrencia('2026-01-05', { frequencia: 'semanal', ate: '2027-12-31' })).toEqual({
      ok: false,
      campo: 'recorrencia.ate',
      mensagem: MSG_AGENDAMENTOS.maxOcorrencias,
    });
    expect(
      expandirRecorrencia('2026-01-05', { frequencia: 'semanal', ocorrencias: MAX_OCORRENCIAS + 1 }),
    ).toEqual({
      ok: false,
      campo: 'recorrencia.ocorrencias',
      mensagem: MSG_AGENDAMENTOS.ocorrenciasMax,
    });
    expect(expandirRecorrencia('2026-01-05', { frequencia: 'mensal', ate: '2026-01-04' })).toEqual({
      ok: false,
      campo: 'recorrencia.ate',
      mensagem: MSG_AGENDAMENTOS.ateAntesDoInicio,
    });
    const anual = expandirRecorrencia('2026-01-05', { frequencia: 'mensal', ate: '2030-04-30' });
    expect(anual.ok && anual.dias).toHaveLength(MAX_OCORRENCIAS);
  });
});
