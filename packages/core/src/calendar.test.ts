import { describe, expect, it } from 'vitest';
import { formatSolarHijri, formatSolarHijriLong, fromSolarHijri, isIsoDate, isSolarHijriLeapYear, toSolarHijri } from './calendar';

// Checked independently: Nowruz from the March equinox (Meeus, ch. 27) and the noon rule, plus 11 Jadi 1378 =
// 2000-01-01 and 22 Dalw 1357 = 1979-02-11 as published.
const known: [string, number, number, number][] = [
  ['2026-03-21', 1405, 1, 1],
  ['2025-03-21', 1404, 1, 1],
  ['2024-03-20', 1403, 1, 1],
  ['2020-03-20', 1399, 1, 1],
  ['2025-03-20', 1403, 12, 30],
  ['2026-03-20', 1404, 12, 29],
  ['2025-12-22', 1404, 10, 1],
  ['2024-12-21', 1403, 10, 1],
  ['2025-09-22', 1404, 6, 31],
  ['2025-09-23', 1404, 7, 1],
  ['2000-01-01', 1378, 10, 11],
  ['1979-02-11', 1357, 11, 22],
  ['1921-03-21', 1300, 1, 1],
  ['2122-03-20', 1500, 12, 29],
];

describe('Solar Hijri calendar', () => {
  it.each(known)('%s is %i-%i-%i', (iso, year, month, day) => {
    expect(toSolarHijri(iso)).toEqual({ year, month, day });
    expect(fromSolarHijri(year, month, day)).toBe(iso);
  });

  it('knows the leap years around today', () => {
    expect([1399, 1400, 1401, 1402, 1403, 1404, 1405, 1406, 1407, 1408].filter(isSolarHijriLeapYear)).toEqual([1399, 1403, 1408]);
  });

  it('formats with digits and with the month name', () => {
    expect(formatSolarHijri('2026-03-21')).toBe('1405-01-01');
    expect(formatSolarHijri('2025-12-22')).toBe('1404-10-01');
    expect(formatSolarHijriLong('2026-03-21')).toBe('1 Hamal 1405');
    expect(formatSolarHijriLong('2025-03-20')).toBe('30 Hut 1403');
  });

  it('round-trips every day of 2000–2040 and advances one day at a time', () => {
    let previous = toSolarHijri('1999-12-31');
    for (let t = Date.UTC(2000, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const date = toSolarHijri(iso);
      expect(fromSolarHijri(date.year, date.month, date.day)).toBe(iso);
      const newYear = date.month === 1 && previous.month === 12 && date.year === previous.year + 1;
      const advanced = date.day === previous.day + 1 || (date.day === 1 && (date.month === previous.month + 1 || newYear));
      expect(advanced, iso).toBe(true);
      previous = date;
    }
  });

  it('refuses malformed dates and years outside 1300–1500', () => {
    expect(() => toSolarHijri('2025-02-30')).toThrow(RangeError);
    expect(() => toSolarHijri('20250321')).toThrow(RangeError);
    expect(() => toSolarHijri('1921-03-20')).toThrow(RangeError);
    expect(() => toSolarHijri('2122-03-21')).toThrow(RangeError);
    expect(() => fromSolarHijri(1404, 12, 30)).toThrow(RangeError);
    expect(() => fromSolarHijri(1404, 13, 1)).toThrow(RangeError);
  });

  it('tells a Gregorian date that exists from one that only has the shape', () => {
    for (const real of ['2026-11-23', '2024-02-29', '2000-02-29', '0100-01-01']) expect(isIsoDate(real), real).toBe(true);
    for (const fake of ['2026-02-29', '1900-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '0099-12-31', '2026-1-1', ' 2026-01-01', '2026-01-01T00:00']) {
      expect(isIsoDate(fake), fake).toBe(false);
    }
  });
});
