import type * as XLSX from '@e965/xlsx';

const msPerDay = 86_400_000;
/** Serial 25569 is 1970-01-01 in a spreadsheet's 1900 date system. */
const unixEpochSerial = 25_569;
export const dateTimeFormat = 'yyyy-mm-dd hh:mm';

const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as a date-time cell showing the wall-clock time in `timeZone`: a spreadsheet has no time zones, so the
 * cell holds the shop's local time (a serial number, which sorts and filters as a date) formatted 'yyyy-mm-dd hh:mm'.
 */
export function dateTimeCell(instant: string, timeZone: string): XLSX.CellObject {
  const local = wallClockMs(instant, timeZone);
  const text = new Date(local).toISOString().slice(0, 16).replace('T', ' ');
  return { t: 'n', v: local / msPerDay + unixEpochSerial, z: dateTimeFormat, w: text };
}

/** The instant's wall-clock reading in `timeZone`, as milliseconds of a UTC date holding the same figures. */
function wallClockMs(instant: string, timeZone: string): number {
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The time of day (HH:MM, 24-hour) an instant reads on the shop's clock, for a sheet that writes the day in its own column. */
export const wallClockTime = (instant: string, timeZone: string) => new Date(wallClockMs(instant, timeZone)).toISOString().slice(11, 16);
