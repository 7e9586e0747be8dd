/** RFC 5545 §3.1: every content line ends with CRLF, the last (END:VCALENDAR) too; ical-generator leaves it off. */
export const comCrlfNoFim = (ics: string): string => (ics.endsWith('\r\n') ? ics : `${ics}\r\n`);
