/**
 * The shop's business days: every day but Friday (Afghanistan's weekly holiday) and the shop's own holidays. Report
 * deadlines count in them (docs/decisions.md, Compliance: deadlines in business days). Dates are ISO `YYYY-MM-DD`
 * calendar days in the shop's zone; the arithmetic is on UTC days so no clock or zone can move it.
 */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const msPerDay = 86_400_000;
const friday = 5;

function dayNumber(iso: string): number {
  const match = isoDay.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / msPerDay;
}

const isoOf = (day: number) => new Date(day * msPerDay).toISOString().slice(0, 10);

export const isBusinessDay = (iso: string, holidays: ReadonlySet<string>) =>
  new Date(dayNumber(iso) * msPerDay).getUTCDay() !== friday && !holidays.has(iso);

/** A year of days with no business day in it means the holidays setting is wrong: stop rather than loop. */
const searchLimit = 366;

/** The `n`th business day after `start` (n ≥ 1; `start` itself never counts). */
export function addBusinessDays(start: string, n: number, holidays: ReadonlySet<string>): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a whole number of days, at least 1');
  let day = dayNumber(start);
  let counted = 0;
  for (let step = 0; step < searchLimit * n; step++) {
    day += 1;
    if (isBusinessDay(isoOf(day), holidays) && ++counted === n) return isoOf(day);
  }
  throw new RangeError('No business day within a year: check the holidays');
}

/** The `n`th business day of a Gregorian month `YYYY-MM` (n ≥ 1). */
export function nthBusinessDayOfMonth(month: string, n: number, holidays: ReadonlySet<string>): string {
  const first = `${month}-01`;
  dayNumber(first);
  const dayBefore = isoOf(dayNumber(first) - 1);
  return addBusinessDays(dayBefore, n, holidays);
}
