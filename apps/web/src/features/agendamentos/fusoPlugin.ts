import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { offsetDeArray, paraArray } from './tempo';

/** FullCalendar's named time zones (timeZone: 'America/Sao_Paulo') computed with Intl, see ./tempo.ts. */
class FusoDaPratica extends NamedTimeZoneImpl {
  override offsetForArray(a: number[]): number {
    return offsetDeArray(a, this.timeZoneName);
  }
  override timestampToArray(ms: number): number[] {
    return paraArray(ms, this.timeZoneName);
  }
}

export const fusoPlugin = createPlugin({ name: 'consultorio-fuso', namedTimeZonedImpl: FusoDaPratica });
