import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  chaveMes,
  dataBr,
  dataExtenso,
  dataLocal,
  diaLocal,
  diasEntre,
  FUSO_PADRAO,
  fusoValido,
  hojeEm,
  horaLocal,
  instanteLocal,
  intervaloMes,
  isFusoValido,
  isoLocal,
  isoUtc,
  limiteDoPeriodo,
  mesDe,
  mesesAte,
  mesmaHoraNoDia,
  offsetMinutos,
  periodoDoMes,
  segundaDaSemana,
  somaDias,
  somaMeses,
  somaMesesAoDia,
} from './tempo.ts';

describe('isoLocal (cached offsets) agrees with dayjs-timezone', () => {
  // Zones with DST, half-hour offsets and a 30-minute DST shift; instants every 37 minutes across 2018 (the last
  // year São Paulo had daylight saving time) hit every transition.
  for (const fuso of ['America/Sao_Paulo', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
    it(fuso, () => {
      const inicio = Date.UTC(2018, 0, 1);
      for (let t = inicio; t < inicio + 366 * 86_400_000; t += 37 * 60_000) {
        const instant = new Date(t);
        const esperado = dayjs(instant).tz(fuso).format();
        expect(isoLocal(instant, fuso)).toBe(esperado);
        // Milliseconds, as the rows the database writes as JSON carry them.
        expect(isoLocal(t, fuso)).toBe(esperado);
        expect(diaLocal(instant, fuso)).toBe(esperado.slice(0, 10));
        expect(horaLocal(instant, fuso)).toBe(esperado.slice(11, 16));
      }
    }, 60_000); // 14,000 reference conversions through Intl: slow on a loaded machine
  }
});

describe('isoUtc writes what Date.toISOString writes', () => {
  it('at random milliseconds from year 0 to 9999, at day and year boundaries and before 1970', () => {
    let semente = 42;
    const aleatorio = () => {
      semente = (semente * 1_103_515_245 + 12_345) % 2 ** 31;
      return semente / 2 ** 31;
    };
    const min = Date.UTC(0, 0, 1);
    const max = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    const casos = [
      0,
      -1,
      1,
      86_399_999,
      86_400_000,
      -86_400_000,
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      min,
      max,
    ];
    for (let i = 0; i < 20_000; i++) casos.push(Math.floor(min + aleatorio() * (max - min)));
    for (const ms of casos) expect(isoUtc(ms)).toBe(new Date(ms).toISOString());
  });
});

describe('time zones', () => {
  it('knows real IANA zones and falls back to the practice default otherwise', () => {
    expect(isFusoValido('America/Manaus')).toBe(true);
    expect(isFusoValido('Europe/Lisbon')).toBe(true);
    expect(isFusoValido('America/Atlantida')).toBe(false);
    expect(isFusoValido('')).toBe(false);
    expect(fusoValido('America/Noronha')).toBe('America/Noronha');
    expect(fusoValido('Marte/Olympus')).toBe(FUSO_PADRAO);
    expect(fusoValido(null)).toBe('America/Sao_Paulo');
  });

  it('today is the local day of the zone', () => {
    // 02:30 UTC on 10 March is still 9 March in São Paulo (UTC−3) and already 10 March in Lisbon.
    const agora = new Date('2026-03-10T02:30:00Z');
    expect(hojeEm('America/Sao_Paulo', agora)).toBe('2026-03-09');
    expect(hojeEm('Europe/Lisbon', agora)).toBe('2026-03-10');
    expect(hojeEm('Zona/Inexistente', agora)).toBe('2026-03-09');
  });

  it('a local day and time becomes the instant with that day’s offset (DST included)', () => {
    expect(instanteLocal('2026-03-10', '14:00', 'America/Sao_Paulo')).toBe('2026-03-10T14:00:00-03:00');
    expect(instanteLocal('2026-07-10', '09:30', 'America/New_York')).toBe('2026-07-10T09:30:00-04:00');
    expect(instanteLocal('2026-12-10', '09:30', 'America/New_York')).toBe('2026-12-10T09:30:00-05:00');
    expect(dataLocal('2026-03-10T02:00:00Z', 'America/Sao_Paulo')).toBe('09/03/2026');
    expect(offsetMinutos(new Date('2026-03-10T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('a month is [first day 00:00, next month 00:00) local', () => {
    const { de, ate } = periodoDoMes(2026, 3, 'America/Sao_Paulo');
    expect(de.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(ate.toISOString()).toBe('2026-04-01T03:00:00.000Z');
    expect(limiteDoPeriodo('2026-03-31', 'America/Sao_Paulo', 'fim').toISOString()).toBe(
      '2026-04-01T03:00:00.000Z',
    );
  });

  it('the same wall-clock time on another day crosses a DST change unchanged', () => {
    // New York leaves DST on 2026-11-01: 10:00 stays 10:00 (UTC−4 → UTC−5).
    const depois = mesmaHoraNoDia(new Date('2026-10-26T14:00:00Z'), '2026-11-02', 'America/New_York');
    expect(isoLocal(depois, 'America/New_York')).toBe('2026-11-02T10:00:00-05:00');
  });
});

describe('calendar days and months', () => {
  it('adds days across months and leap years', () => {
    expect(somaDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(somaDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(somaDias('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('adds months, keeping the day or clamping it to the month’s end', () => {
    expect(somaMeses({ ano: 2026, mes: 11 }, 3)).toEqual({ ano: 2027, mes: 2 });
    expect(somaMeses({ ano: 2026, mes: 1 }, -1)).toEqual({ ano: 2025, mes: 12 });
    expect(somaMesesAoDia('2026-01-31', 1)).toBe('2026-02-28');
    expect(somaMesesAoDia('2026-01-31', 2)).toBe('2026-03-31');
  });

  it('names months and their day ranges', () => {
    expect(mesDe('2026-03-15')).toEqual({ ano: 2026, mes: 3 });
    expect(chaveMes({ ano: 2026, mes: 3 })).toBe('2026-03');
    expect(intervaloMes({ ano: 2026, mes: 12 })).toEqual({ inicio: '2026-12-01', fim: '2027-01-01' });
    expect(mesesAte({ ano: 2026, mes: 2 }, 3).map(chaveMes)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('counts whole days between two days, across DST, leap years and backwards', () => {
    expect(diasEntre('2026-11-23', '2026-11-23')).toBe(0);
    expect(diasEntre('2026-11-23', '2026-11-30')).toBe(7);
    expect(diasEntre('2026-11-30', '2026-11-23')).toBe(-7);
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasEntre('2026-12-31', '2027-01-01')).toBe(1);
    // Days that hold a DST change somewhere (this process's zone plays no part).
    expect(diasEntre('2026-03-07', '2026-03-09')).toBe(2);
    expect(diasEntre('2018-11-03', '2018-11-05')).toBe(2);
    // Agrees with dayjs over two years around a fixed day, week by week.
    for (let n = -400; n <= 400; n += 7) expect(diasEntre('2026-06-15', somaDias('2026-06-15', n))).toBe(n);
  });

  it('adds days and finds Mondays as dayjs does, day by day over nine years and for texts that are not days', () => {
    const utc = (d: string) => dayjs.utc(d);
    const inicio = Date.UTC(2020, 0, 1);
    for (let t = inicio; t < inicio + 9 * 366 * 86_400_000; t += 86_400_000) {
      const dia = new Date(t).toISOString().slice(0, 10);
      for (const n of [-400, -7, -1, 0, 1, 30, 365]) {
        expect(somaDias(dia, n)).toBe(utc(dia).add(n, 'day').format('YYYY-MM-DD'));
      }
      const d = utc(dia);
      expect(segundaDaSemana(dia)).toBe(d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD'));
    }
    for (const dia of [
      '2026-02-30',
      '2026-13-01',
      '26-1-1',
      '',
      'amanhã',
      '2026-11-23T10:00',
      '0050-06-01',
    ]) {
      expect(somaDias(dia, 3)).toBe(utc(dia).add(3, 'day').format('YYYY-MM-DD'));
      const d = utc(dia);
      expect(segundaDaSemana(dia)).toBe(d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD'));
    }
    // Results past year 9999 or beyond what a Date holds: dayjs's answer, never a throw.
    for (const n of [3_000_000, 1e12, Number.NaN]) {
      expect(somaDias('2026-11-23', n)).toBe(utc('2026-11-23').add(n, 'day').format('YYYY-MM-DD'));
    }
  });

  it('finds the Monday of a week (weeks start on Monday)', () => {
    expect(segundaDaSemana('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(segundaDaSemana('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(segundaDaSemana('2026-03-04')).toBe('2026-03-02');
    expect(dataBr('2026-01-10')).toBe('10/01/2026');
  });
});

describe('a calendar day in full', () => {
  it('writes the day itself, whatever the machine zone', () => {
    expect(dataExtenso('2026-03-05')).toBe('5 de março de 2026');
    expect(dataExtenso('2026-12-31T23:59:00')).toBe('31 de dezembro de 2026');
  });
});
