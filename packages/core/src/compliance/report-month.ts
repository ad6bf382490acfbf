import { fromSolarHijri, solarHijriMonthLength } from '../calendar';
import type { CalendarKind } from '../contract/auth';

/**
 * The first and last ISO day of a report month `YYYY-MM` as the reader counts months (docs/decisions.md, Compliance:
 * the monthly report): a Gregorian month, or a Solar Hijri one (1405-09 is Qaws 1405).
 */
export function reportMonthRange(month: string, calendar: CalendarKind): { from: string; to: string } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  if (calendar === 'solar-hijri') return { from: fromSolarHijri(year, monthNumber, 1), to: fromSolarHijri(year, monthNumber, solarHijriMonthLength(year, monthNumber)) };
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The Gregorian month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1));
  return date.toISOString().slice(0, 7);
}
