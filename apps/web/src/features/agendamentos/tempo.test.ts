import { describe, expect, it } from 'vitest';
import {
  faixaDeHorarios,
  hojeNoFuso,
  inicioDoSlot,
  instanteLocal,
  isoNoFuso,
  offsetDeArray,
  paraArray,
  partesLocais,
} from './tempo';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

describe('practice time zone helpers', () => {
  it('turns a local day and time into an instant with the zone’s offset', () => {
    expect(instanteLocal('2026-03-10', '14:00', SP)).toBe('2026-03-10T14:00:00-03:00');
    expect(instanteLocal('2026-07-01', '09:30', NY)).toBe('2026-07-01T09:30:00-04:00');
    expect(instanteLocal('2026-12-01', '09:30', NY)).toBe('2026-12-01T09:30:00-05:00');
    expect(instanteLocal('2026-03-10', '14:00', 'UTC')).toBe('2026-03-10T14:00:00+00:00');
  });

  it('reads an instant in the zone, whatever the browser’s zone', () => {
    expect(partesLocais('2026-04-01T02:30:00Z', SP)).toEqual({ dia: '2026-03-31', hora: '23:30' });
    expect(isoNoFuso('2026-04-01T02:30:00Z', SP)).toBe('2026-03-31T23:30:00-03:00');
    expect(hojeNoFuso(SP, Date.parse('2026-04-01T02:30:00Z'))).toBe('2026-03-31');
  });

  it('gives FullCalendar arrays and offsets (minutes), DST included', () => {
    expect(paraArray(Date.parse('2026-03-10T17:00:05.250Z'), SP)).toEqual([2026, 2, 10, 14, 0, 5, 250]);
    expect(offsetDeArray([2026, 2, 10, 14, 0, 0, 0], SP)).toBe(-180);
    expect(offsetDeArray([2026, 10, 2, 10, 0, 0, 0], NY)).toBe(-300);
    expect(offsetDeArray([2026, 9, 30, 10, 0, 0, 0], NY)).toBe(-240);
  });
});

describe('the grid row of an instant (a click at 10:10 means the 10:00 row)', () => {
  const ms = (iso: string) => Date.parse(iso);
  it('goes back to the start of the 30-minute row, on the practice’s clock', () => {
    expect(inicioDoSlot(ms('2026-12-01T10:10:00-03:00'), SP)).toBe(ms('2026-12-01T10:00:00-03:00'));
    expect(inicioDoSlot(ms('2026-12-01T15:10:00-03:00'), SP)).toBe(ms('2026-12-01T15:00:00-03:00'));
    expect(inicioDoSlot(ms('2026-12-01T15:40:59-03:00'), SP)).toBe(ms('2026-12-01T15:30:00-03:00'));
    expect(inicioDoSlot(ms('2026-12-01T10:00:00-03:00'), SP)).toBe(ms('2026-12-01T10:00:00-03:00'));
  });
  it('follows the local clock in zones with odd offsets and takes other row sizes', () => {
    expect(inicioDoSlot(ms('2026-12-01T10:50:00+05:45'), 'Asia/Kathmandu')).toBe(
      ms('2026-12-01T10:30:00+05:45'),
    );
    expect(inicioDoSlot(ms('2026-12-01T10:50:00-03:00'), SP, 15)).toBe(ms('2026-12-01T10:45:00-03:00'));
  });
});

describe('faixaDeHorarios: the hours of the week and day grids', () => {
  it('06:00–22:00 when every appointment fits', () => {
    expect(faixaDeHorarios([], SP)).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '22:00:00' });
    expect(
      faixaDeHorarios([{ inicio: '2026-11-23T06:00:00-03:00', fim: '2026-11-23T22:00:00-03:00' }], SP),
    ).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '22:00:00' });
  });

  it('widens to whole hours of the practice zone so that an early or late appointment shows', () => {
    const cedo = { inicio: '2026-11-23T05:30:00-03:00', fim: '2026-11-23T06:20:00-03:00' };
    const tarde = { inicio: '2026-11-24T21:40:00-03:00', fim: '2026-11-24T22:30:00-03:00' };
    expect(faixaDeHorarios([cedo, tarde], SP)).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '23:00:00' });
    // The same instants seen from New York (two hours behind São Paulo in November).
    expect(faixaDeHorarios([cedo, tarde], NY)).toEqual({ slotMinTime: '03:00:00', slotMaxTime: '22:00:00' });
  });

  it('an appointment that ends after midnight takes the grid to 24:00', () => {
    const madrugada = { inicio: '2026-11-23T23:30:00-03:00', fim: '2026-11-24T00:20:00-03:00' };
    expect(faixaDeHorarios([madrugada], SP)).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '24:00:00' });
  });
});
