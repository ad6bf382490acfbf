/**
 * Dates as each user reads and writes them (docs/decisions.md, Web and i18n): Gregorian or Solar Hijri, in English, Dari or Pashto.
 * Stored and sent dates stay ISO Gregorian ('YYYY-MM-DD' days, ISO instants); only the text on screen changes.
 *
 * Conventions (see docs/dates.md):
 * - Digits are Western (0–9) in every language, as on the amounts and account codes beside them.
 * - Gregorian is the ISO day itself, 'YYYY-MM-DD', in every language and on every screen (docs/decisions.md, Dates and the shop's day: one format).
 * - Solar Hijri is always day, month name, year: '1 Hamal 1405', '1 حمل 1405', '1 وری 1405'.
 */
import { formatSolarHijri, fromSolarHijri, solarHijriMonthLength, solarHijriMonths, solarHijriRange, toSolarHijri } from './calendar';
import type { CalendarKind, Language } from './contract/auth';

/** The Afghan (Dari) and Pashto names of the twelve Solar Hijri months, Hamal first. */
export const solarHijriMonthNames: Record<Language, readonly string[]> = {
  en: solarHijriMonths,
  'fa-AF': ['حمل', 'ثور', 'جوزا', 'سرطان', 'اسد', 'سنبله', 'میزان', 'عقرب', 'قوس', 'جدی', 'دلو', 'حوت'],
  ps: ['وری', 'غویی', 'غبرګولی', 'چنګاښ', 'زمری', 'وږی', 'تله', 'لړم', 'لیندۍ', 'مرغومی', 'سلواغه', 'کب'],
};

export interface DateFormatOptions {
  /** Date-time only: show seconds. */
  seconds?: boolean;
  /** Date-time only: the time zone to read an instant in (default: the runtime's own, i.e. the clerk's). */
  timeZone?: string;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dari and Pashto times are written here rather than asked of Intl: Chromium ships no Pashto locale data and answers
 * in en-US for it, so only text made here reads the same in the browser, in Node and on a receipt.
 */
/** The 24-hour clock Dari and Pashto use: '10:30', '6:05:09' (with `padHour`, '06:05'). */
function clock(date: Date, options: { seconds?: boolean; padHour?: boolean; timeZone?: string }): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: options.timeZone }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = options.padHour ? get('hour').padStart(2, '0') : String(Number(get('hour')));
  return options.seconds ? `${hour}:${get('minute')}:${get('second')}` : `${hour}:${get('minute')}`;
}

/** Languages written right to left: their dates with month names are isolated right to left. */
export const isRightToLeft = (language: string) => language === 'fa-AF' || language === 'ps' || language.startsWith('fa') || language.startsWith('ps');

/** The supported language nearest to an i18next language tag ('fa' → 'fa-AF'); English otherwise. */
export function dateLanguage(language: string | undefined): Language {
  if (!language) return 'en';
  if (language.startsWith('fa')) return 'fa-AF';
  if (language.startsWith('ps')) return 'ps';
  return 'en';
}

function asDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar day of a value: a 'YYYY-MM-DD' is that day; an instant is its day in `timeZone` (default: local). */
export function calendarDay(value: string | Date, timeZone?: string): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (isoDay.test(trimmed)) return trimmed;
    // A 'YYYY-MM-DD HH:MM' or other non-instant prefix still names its day.
    if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)) return trimmed.slice(0, 10);
  }
  const date = asDate(value);
  if (!date) return null;
  if (!timeZone) return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function solarHijriText(day: string, language: Language): string | null {
  try {
    const { year, month, day: d } = toSolarHijri(day);
    return `${d} ${solarHijriMonthNames[language][month - 1]} ${year}`;
  } catch {
    return null;
  }
}

/**
 * A day ('YYYY-MM-DD', or an instant read as its local day) as text in the user's calendar and language.
 * Text that is no date comes back unchanged; a day outside the Solar Hijri table (1300–1500) falls back to ISO.
 */
export function formatCalendarDate(value: string | Date, calendar: CalendarKind, language: Language = 'en', options: DateFormatOptions = {}): string {
  const day = calendarDay(value, options.timeZone);
  if (!day) return typeof value === 'string' ? value : '';
  return calendar === 'solar-hijri' ? (solarHijriText(day, language) ?? day) : day;
}

/**
 * An instant (ISO timestamp) with its time of day, in the reader's time zone: the day as `formatCalendarDate` writes
 * it ('2026-03-21', '1 Hamal 1405'), a comma, and the time: en-US '10:30 AM' (with seconds '10:30:15 AM')
 * in English, the 24-hour clock in Dari and Pashto ('1 حمل 1405، 10:30').
 */
export function formatCalendarDateTime(value: string | Date | number, calendar: CalendarKind, language: Language = 'en', options: DateFormatOptions = {}): string {
  const date = asDate(typeof value === 'number' ? new Date(value) : value);
  if (!date) return String(value);
  const { timeZone } = options;
  const timeStyle = options.seconds ? 'medium' : 'short';
  const day = calendarDay(date, timeZone);
  const hijri = day && calendar === 'solar-hijri' ? solarHijriText(day, language) : null;
  // The day reads exactly as a date column beside it does (one date format per calendar and language, docs/decisions.md, Dates and the shop's day).
  const shown = hijri ?? day;
  if (!shown) return String(value);
  if (language !== 'en') return `${shown}، ${clock(date, { seconds: options.seconds, timeZone })}`;
  return `${shown}, ${new Intl.DateTimeFormat('en-US', { timeStyle, timeZone }).format(date)}`;
}

/** A time of day alone (HH:MM), as the dashboard rows show it beside the day. */
export function formatTimeOfDay(value: string | Date, language: Language = 'en', timeZone?: string): string {
  const date = asDate(value);
  if (!date) return '';
  return language === 'en' ? new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone }).format(date) : clock(date, { padHour: true, timeZone });
}

// ---- Entry ----

export type SolarHijriEntryError = 'empty' | 'format' | 'year' | 'month' | 'day';
export type SolarHijriEntry = { ok: true; iso: string; year: number; month: number; day: number } | { ok: false; error: SolarHijriEntryError };

const easternDigits = /[۰-۹٠-٩]/g;
/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Western ones, so a clerk may type either. */
export const westernDigits = (text: string) =>
  text.replace(easternDigits, (c) => {
    const code = c.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });

const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[ي]/g, 'ی')
    .replace(/[ك]/g, 'ک')
    // Pashto ګ is often typed as the Persian گ.
    .replace(/[ګ]/g, 'گ')
    .replace(/\s+/g, '');

const monthByName = new Map<string, number>();
for (const names of Object.values(solarHijriMonthNames)) names.forEach((name, i) => monthByName.set(normaliseName(name), i + 1));
// Common English spellings besides the table's.
for (const [name, month] of [['thawr', 2], ['saur', 2], ['jauza', 3], ['jowza', 3], ['sonbola', 6], ['sunbulah', 6], ['aqrab', 8], ['jaddi', 10], ['dalv', 11], ['hoot', 12], ['hout', 12]] as const) {
  monthByName.set(name, month);
}

/** The month number of a Solar Hijri month name in any of the three languages, or null. */
export const solarHijriMonthFromName = (name: string) => monthByName.get(normaliseName(name)) ?? null;

/** Checks a Solar Hijri year, month and day and converts them to ISO Gregorian. */
export function solarHijriEntry(year: number, month: number, day: number): SolarHijriEntry {
  if (!Number.isInteger(year) || year < solarHijriRange.first || year > solarHijriRange.last) return { ok: false, error: 'year' };
  if (!Number.isInteger(month) || month < 1 || month > 12) return { ok: false, error: 'month' };
  if (!Number.isInteger(day) || day < 1 || day > solarHijriMonthLength(year, month)) return { ok: false, error: 'day' };
  return { ok: true, iso: fromSolarHijri(year, month, day), year, month, day };
}

/**
 * A typed Solar Hijri date to ISO Gregorian: '1405-01-01', '1405/1/1', '۱۴۰۵/۰۱/۰۱' (year first), or
 * '1 Hamal 1405', '1 حمل 1405' (day, month name, year). Month lengths and leap years are checked.
 */
export function parseSolarHijriDate(text: string): SolarHijriEntry {
  const input = westernDigits(text).trim();
  if (!input) return { ok: false, error: 'empty' };
  const numeric = /^(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})$/.exec(input);
  if (numeric) return solarHijriEntry(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
  const named = /^(\d{1,2})\s+(\S+(?:\s+\S+)?)\s+(\d{4})$/.exec(input);
  if (named) {
    const month = solarHijriMonthFromName(named[2]);
    return month === null ? { ok: false, error: 'month' } : solarHijriEntry(Number(named[3]), month, Number(named[1]));
  }
  return { ok: false, error: 'format' };
}

/** The Solar Hijri parts of an ISO day, or null when it is none or outside the table. */
export function solarHijriParts(iso: string): { year: number; month: number; day: number } | null {
  if (!isoDay.test(iso)) return null;
  try {
    return toSolarHijri(iso);
  } catch {
    return null;
  }
}

/** '2026-03-21' → '1405-01-01' when convertible, else null. */
export function solarHijriNumeric(iso: string): string | null {
  try {
    return formatSolarHijri(iso);
  } catch {
    return null;
  }
}
