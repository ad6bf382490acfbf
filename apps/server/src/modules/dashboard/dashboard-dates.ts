import { badRequest } from '../../lib/errors';

/** The server's calendar date (UTC), as posting and import date 'today' elsewhere. */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const dayMs = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD text; a date that does not exist (2026-02-30) is a 400 with `invalid`. */
export function dayNumber(date: string, invalid: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw badRequest(invalid);
  return ms / dayMs;
}

export const dateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
