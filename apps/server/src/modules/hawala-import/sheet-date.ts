// Deep imports, not '@sarafi/core': this runs in the parse worker, which should not load every contract.
import { fromSolarHijri, isIsoDate, solarHijriRange } from '@sarafi/core/calendar';
import { westernDigits } from '@sarafi/core/date-format';
import type { CellValue } from './cell-values';

const msPerDay = 86_400_000;
/** Serial 25569 is 1970-01-01 in Excel's 1900 date system (which counts a 29 February 1900 that never was). */
const unixEpochSerial = 25_569;
/** Hawala dates from 2000 to 2099: a serial outside that is a number typed into the date column, not a date. */
const serialRange = { first: 36_526, last: 73_050 } as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The Gregorian 'YYYY-MM-DD' of a year, month and day, when they name a real day. */
function gregorian(year: number, month: number, day: number): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * A year from 1300 to 1500 is Solar Hijri: partners' Afghan staff write 1405/01/15 as readily as 2026-04-04, and no
 * hawala is dated in a Gregorian 1400.
 */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < solarHijriRange.first || year > solarHijriRange.last) return year >= 1900 ? gregorian(year, month, day) : null;
  try {
    return fromSolarHijri(year, month, day);
  } catch {
    return null;
  }
}

const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
/** A date written with a time after it ('2026-04-04 10:30', '04/04/2026 10:30:00', '2026-04-04T10:30:00Z'). */
const timeTail = /(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[AaPp][Mm])?(?:Z|[+-]\d{2}:?\d{2})?)$/;

/**
 * The day a date cell names, as 'YYYY-MM-DD', or null when it names none. Number cells are Excel serial dates (the
 * time of day dropped). Text is year first (2026-04-04, 2026/4/4) or day first (04/04/2026, 4-4-2026, 4.4.2026):
 * partners are in Britain and Afghanistan, where the day comes first, so 03/04/2026 is 3 April, never 4 March.
 * Persian and Arabic-Indic digits read as digits; a year from 1300 to 1500 is Solar Hijri.
 */
export function sheetDate(cell: Exclude<CellValue, null | { formulaError: true }>): string | null {
  if (cell.number) {
    const serial = Math.floor(Number(cell.text));
    if (serial < serialRange.first || serial > serialRange.last) return null;
    return new Date((serial - unixEpochSerial) * msPerDay).toISOString().slice(0, 10);
  }
  const text = westernDigits(cell.text).trim().replace(timeTail, '');
  const ymd = yearFirst.exec(text);
  if (ymd) return calendarDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = dayFirst.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return null;
}
