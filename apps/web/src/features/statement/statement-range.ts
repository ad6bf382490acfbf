import { monthStart, type CalendarKind } from '@sarafi/core';

/** A statement period as the API takes it: YYYY-MM-DD, either end may be open. */
export interface StatementRange {
  from?: string;
  to?: string;
}

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The first day of the current month, in the user's calendar (1 Qaws for a Solar Hijri reader, not the Gregorian
 * 1st), to today, by the clerk's own calendar day.
 */
export function defaultRange(calendar: CalendarKind, now = new Date()): StatementRange {
  const today = isoDate(now);
  return { from: monthStart(today, calendar), to: today };
}

/** The query string of the statement and its export; an open end is left out. */
export function rangeQuery(range: StatementRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}
