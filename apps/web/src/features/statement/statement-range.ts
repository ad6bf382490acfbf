import { monthStart, type CalendarKind } from '@sarafi/core';
import { shopToday } from '../../lib/shop-day';

/** A statement period as the API takes it: YYYY-MM-DD, either end may be open. */
export interface StatementRange {
  from?: string;
  to?: string;
}

/**
 * The first day of the current month, in the user's calendar (1 Qaws for a Solar Hijri reader, not the Gregorian
 * 1st), to today. Today is the shop's day, which dates every posting (docs/decisions.md, "The shop's day"), not the
 * day of the clerk's computer: in the evening, UTC's day is still yesterday in Kabul's, and the day's postings fell out.
 */
export function defaultRange(calendar: CalendarKind, now = new Date()): StatementRange {
  const today = shopToday(now);
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
