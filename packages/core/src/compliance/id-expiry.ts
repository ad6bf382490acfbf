/**
 * ID expiry and record retention, on ISO calendar days of the shop (docs/decisions.md, Compliance: know your customer;
 * retention). UTC day arithmetic, so no clock or zone moves them.
 */
const msPerDay = 86_400_000;

const utcDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** IDs expiring within this many days of the shop's today are listed before they expire. */
export const idExpiryWarningDays = 30;

export const addCalendarDays = (iso: string, days: number) => new Date(utcDay(iso) + days * msPerDay).toISOString().slice(0, 10);

/** Days from `today` to `expiry`: 0 on the expiry day, negative after. */
export const daysUntil = (today: string, expiry: string) => Math.round((utcDay(expiry) - utcDay(today)) / msPerDay);

/** An ID is valid through its expiry day and expired from the day after. */
export const isIdExpired = (expiry: string | null | undefined, day: string) => !!expiry && expiry < day;

/** The last day the ID expiry list reaches: expired IDs and those expiring up to this day are listed. */
export const idExpiryListUntil = (today: string) => addCalendarDays(today, idExpiryWarningDays);

/**
 * The first day that records whose last activity was `lastDay` may be hard-deleted: `years` calendar years later
 * (29 February counts on to 1 March).
 */
export function retainedUntil(lastDay: string, years: number): string {
  const d = new Date(utcDay(lastDay));
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** Whether records last active on `lastDay` (null: never) must still be kept on `today`. */
export const isRetained = (lastDay: string | null, today: string, years: number) => lastDay !== null && today < retainedUntil(lastDay, years);
