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
  const parts = Object.fromEntries(wallClock(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const text = new Date(local).toISOString().slice(0, 16).replace('T', ' ');
  return { t: 'n', v: local / msPerDay + unixEpochSerial, z: dateTimeFormat, w: text };
}
