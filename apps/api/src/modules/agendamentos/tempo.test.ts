import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { diaLocal, horaLocal, isoLocal } from './tempo.ts';

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
        expect(diaLocal(instant, fuso)).toBe(esperado.slice(0, 10));
        expect(horaLocal(instant, fuso)).toBe(esperado.slice(11, 16));
      }
    });
  }
});
