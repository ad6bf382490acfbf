import { toSolarHijri } from './calendar';
import { solarHijriMonthNames } from './date-format';
import type { CalendarKind, Language } from './contract/auth';

/**
 * The month a day falls in, as the reader counts months, as a 'YYYY-MM' key that sorts in order: 2026-03-21 is
 * '2026-03' to a Gregorian reader and '1405-01' (1 Hamal 1405) to a Solar Hijri one. One rule for every report that
 * groups by month (docs/decisions.md, Exchange desk; Tills and shifts).
 */
export function calendarMonthOf(isoDay: string, calendar: CalendarKind): string {
  if (calendar === 'gregorian') return isoDay.slice(0, 7);
  const { year, month } = toSolarHijri(isoDay);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A month key of `calendarMonthOf` as people name it: '2026-03' as Gregorian days are written, else 'Hamal 1405' in the reader's language. */
export function calendarMonthLabel(month: string, calendar: CalendarKind, language: Language): string {
  if (calendar === 'gregorian') return month;
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${solarHijriMonthNames[language][number - 1]} ${year}`;
}
