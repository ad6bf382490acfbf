import { fromSolarHijri, solarHijriMonthLength, toSolarHijri } from '../calendar';
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

/** A day's report month `YYYY-MM` as the reader counts months. */
export function reportMonthOf(isoDay: string, calendar: CalendarKind): string {
  if (calendar === 'gregorian') return isoDay.slice(0, 7);
  const { year, month } = toSolarHijri(isoDay);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The `count` report months up to the one before `today`'s, newest first, as the reader counts months: the month picker's choices. */
export function recentReportMonths(today: string, calendar: CalendarKind, count: number): string[] {
  const months: string[] = [];
  let day = reportMonthRange(reportMonthOf(today, calendar), calendar).from;
  for (let i = 0; i < count; i++) {
    const previousDay = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const month = reportMonthOf(previousDay, calendar);
    months.push(month);
    day = reportMonthRange(month, calendar).from;
  }
  return months;
}
