/**
 * The Solar Hijri calendar, Afghanistan's civil calendar (docs/architecture.md, Where we differ from the original product: the real date, not SPEC's 'year − 622').
 *
 * Leap years follow the 33-year cycle: year y is leap when (8y + 29) mod 33 < 8. Between the calendar's breaks
 * of 1210 and 1635 SH this is Borkowski's arithmetic; for 1300–1500 SH we checked it, year by year, against
 * Nowruz computed from the March equinox (Meeus) and the noon rule, and it agrees every year. Outside that
 * range we refuse rather than guess.
 */
export const solarHijriMonths = ['Hamal', 'Sawr', 'Jawza', 'Saratan', 'Asad', 'Sunbula', 'Mizan', 'Aqrab', 'Qaws', 'Jadi', 'Dalw', 'Hut'] as const;

export interface SolarHijriDate {
  year: number;
  month: number;
  day: number;
}

export const solarHijriRange = { first: 1300, last: 1500 } as const;

const msPerDay = 86_400_000;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 1 Hamal 1404 fell on 2025-03-21 (equinox 2025-03-20 09:01 UTC, after noon in Kabul and Tehran). */
const anchorYear = 1404;
const anchorDay = Date.UTC(2025, 2, 21) / msPerDay;

/** Leap years in 1..n: floor((8n + 29) / 33) steps by one exactly when (8n + 29) mod 33 < 8. */
const leapYearsThrough = (n: number) => Math.floor((8 * n + 29) / 33);

export const isSolarHijriLeapYear = (year: number) => (8 * year + 29) % 33 < 8;

export function solarHijriMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isSolarHijriLeapYear(year) ? 30 : 29;
}

/** Days since 1970-01-01 of 1 Hamal of `year`. */
function nowruz(year: number): number {
  return anchorDay + 365 * (year - anchorYear) + leapYearsThrough(year - 1) - leapYearsThrough(anchorYear - 1);
}

function inRange(year: number) {
  if (year < solarHijriRange.first || year > solarHijriRange.last) {
    throw new RangeError(`Solar Hijri dates are supported for ${solarHijriRange.first}–${solarHijriRange.last} only (got ${year})`);
  }
}

/** Milliseconds since 1970 of a Gregorian 'YYYY-MM-DD', or null when it has another shape or names no day. */
function utcMillis(iso: string): number | null {
  const match = isoPattern.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2025-02-30 over into March (and years below 100 into the 1900s); a real date survives unchanged.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.getTime() : null;
}

/** Whether a text is a Gregorian date that exists, written 'YYYY-MM-DD' (2026-02-29 and 0000-01-01 are not). */
export const isIsoDate = (text: string) => utcMillis(text) !== null;

function epochDay(iso: string): number {
  const ms = utcMillis(iso);
  if (ms === null) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return ms / msPerDay;
}

/** A Gregorian 'YYYY-MM-DD' as a Solar Hijri year, month (1 = Hamal) and day. */
export function toSolarHijri(iso: string): SolarHijriDate {
  const day = epochDay(iso);
  let year = anchorYear + Math.floor((day - anchorDay) / 365.2424);
  while (nowruz(year + 1) <= day) year += 1;
  while (nowruz(year) > day) year -= 1;
  inRange(year);
  const dayOfYear = day - nowruz(year);
  // Six months of 31 days, five of 30, then Hut with 29 or 30.
  if (dayOfYear < 186) return { year, month: Math.floor(dayOfYear / 31) + 1, day: (dayOfYear % 31) + 1 };
  return { year, month: Math.floor((dayOfYear - 186) / 30) + 7, day: ((dayOfYear - 186) % 30) + 1 };
}

/** A Solar Hijri date as a Gregorian 'YYYY-MM-DD'. */
export function fromSolarHijri(year: number, month: number, day: number): string {
  inRange(year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > solarHijriMonthLength(year, month)) {
    throw new RangeError(`Not a Solar Hijri date: ${year}-${month}-${day}`);
  }
  const dayOfYear = month <= 6 ? (month - 1) * 31 : 186 + (month - 7) * 30;
  return new Date((nowruz(year) + dayOfYear + day - 1) * msPerDay).toISOString().slice(0, 10);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '2026-03-21' → '1405-01-01'. */
export function formatSolarHijri(iso: string): string {
  const { year, month, day } = toSolarHijri(iso);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** '2026-03-21' → '1 Hamal 1405'. */
export function formatSolarHijriLong(iso: string): string {
  const { year, month, day } = toSolarHijri(iso);
  return `${day} ${solarHijriMonths[month - 1]} ${year}`;
}
