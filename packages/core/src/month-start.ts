import { fromSolarHijri, toSolarHijri } from './calendar';
import type { CalendarKind } from './contract/auth';

/**
 * The first day of the month a day falls in, as the user counts months: 2026-11-28 is 7 Qaws 1405, so a Solar Hijri
 * reader's month began on 1 Qaws (2026-11-22), a Gregorian reader's on 2026-11-01. Both are ISO days.
 */
export function monthStart(isoDay: string, calendar: CalendarKind): string {
  if (calendar === 'gregorian') return `${isoDay.slice(0, 7)}-01`;
  const { year, month } = toSolarHijri(isoDay);
  return fromSolarHijri(year, month, 1);
}
