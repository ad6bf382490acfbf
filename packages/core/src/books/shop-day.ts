/**
 * The shop's day (docs/architecture.md, The shop's day): a posting, a report and a day close belong to the calendar day of the shop's time zone,
 * not the server's UTC day, so a voucher posted at 02:00 in Kabul lands on the Kabul day.
 */
export const defaultShopTimeZone = 'Asia/Kabul';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string) {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats a date as YYYY-MM-DD; the parts are read by type so the order never matters.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA zone name (checked once, when the setting is read). */
export function isTimeZone(name: string): boolean {
  try {
    dayFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * The last second asked for per zone and its day: a posting asks for its day several times, and a busy shop posts many
 * within one second, while formatting a date in a zone costs more than the rest of the answer (docs/decisions.md,
 * Posting speed). No zone's offset changes within a second, so one second has one day.
 */
const lastDays = new Map<string, { second: number; day: string }>();

/** The ISO day ('YYYY-MM-DD') that an instant falls on in the shop's time zone. */
export function shopDate(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { second, day });
  return day;
}
