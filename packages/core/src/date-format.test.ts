import { describe, expect, it } from 'vitest';
import { fromSolarHijri, isSolarHijriLeapYear, solarHijriMonthLength, toSolarHijri } from './calendar';
import {
  calendarDay,
  formatCalendarDate,
  formatCalendarDateTime,
  formatTimeOfDay,
  parseSolarHijriDate,
  solarHijriEntry,
  solarHijriMonthFromName,
  solarHijriMonthNames,
  westernDigits,
} from './date-format';

describe('formatCalendarDate', () => {
  it.each([
    ['2026-03-21', '1 Hamal 1405', '1 حمل 1405', '1 وری 1405'],
    ['2025-12-22', '1 Jadi 1404', '1 جدی 1404', '1 مرغومی 1404'],
    ['2024-12-21', '1 Jadi 1403', '1 جدی 1403', '1 مرغومی 1403'],
    ['2025-03-20', '30 Hut 1403', '30 حوت 1403', '30 کب 1403'],
    ['2026-03-20', '29 Hut 1404', '29 حوت 1404', '29 کب 1404'],
    ['2025-09-22', '31 Sunbula 1404', '31 سنبله 1404', '31 وږی 1404'],
    ['2000-01-01', '11 Jadi 1378', '11 جدی 1378', '11 مرغومی 1378'],
  ])('%s in Solar Hijri is %s / %s / %s', (iso, en, fa, ps) => {
    expect(formatCalendarDate(iso, 'solar-hijri', 'en')).toBe(en);
    expect(formatCalendarDate(iso, 'solar-hijri', 'fa-AF')).toBe(fa);
    expect(formatCalendarDate(iso, 'solar-hijri', 'ps')).toBe(ps);
  });

  it('writes a Gregorian day as the ISO day in every language', () => {
    expect(formatCalendarDate('2026-11-25', 'gregorian', 'ps')).toBe('2026-11-25');
    expect(formatCalendarDate('2026-03-21', 'gregorian', 'en')).toBe('2026-03-21');
    expect(formatCalendarDate('2026-03-21', 'gregorian', 'fa-AF')).toBe('2026-03-21');
  });

  it('reads an instant as its day in the given time zone (Kabul is UTC+4:30)', () => {
    expect(calendarDay('2026-03-20T20:00:00.000Z', 'Asia/Kabul')).toBe('2026-03-21');
    expect(formatCalendarDate('2026-03-20T20:00:00.000Z', 'solar-hijri', 'en', { timeZone: 'Asia/Kabul' })).toBe('1 Hamal 1405');
    expect(formatCalendarDate('2026-03-20T19:00:00.000Z', 'solar-hijri', 'en', { timeZone: 'Asia/Kabul' })).toBe('29 Hut 1404');
  });

  it('passes through text that is no date and falls back to ISO outside 1300–1500', () => {
    expect(formatCalendarDate('not a date', 'solar-hijri')).toBe('not a date');
    expect(formatCalendarDate('1900-01-01', 'solar-hijri')).toBe('1900-01-01');
  });
});

describe('formatCalendarDateTime', () => {
  const instant = '2026-03-21T06:00:15.000Z'; // 10:30:15 in Kabul
  it('keeps en-US for Gregorian English, with or without seconds', () => {
    expect(formatCalendarDateTime(instant, 'gregorian', 'en', { timeZone: 'Asia/Kabul' })).toBe('2026-03-21, 10:30 AM');
    expect(formatCalendarDateTime(instant, 'gregorian', 'en', { timeZone: 'Asia/Kabul', seconds: true })).toBe('2026-03-21, 10:30:15 AM');
  });
  it('puts the Hijri day before the time', () => {
    expect(formatCalendarDateTime(instant, 'solar-hijri', 'en', { timeZone: 'Asia/Kabul' })).toBe('1 Hamal 1405, 10:30 AM');
    expect(formatCalendarDateTime(instant, 'solar-hijri', 'fa-AF', { timeZone: 'Asia/Kabul' })).toBe('1 حمل 1405، 10:30');
    expect(formatCalendarDateTime(instant, 'solar-hijri', 'ps', { timeZone: 'Asia/Kabul' })).toBe('1 وری 1405، 10:30');
    expect(formatCalendarDateTime(instant, 'solar-hijri', 'ps', { timeZone: 'Asia/Kabul', seconds: true })).toBe('1 وری 1405، 10:30:15');
  });
  // Chromium has no Pashto locale data, so these must not come from Intl's 'ps' (which falls back to en-US there).
  it('writes Dari and Pashto Gregorian times on the 24-hour clock with Afghan month names', () => {
    const evening = '2026-11-25T14:05:09.000Z'; // 18:35:09 in Kabul
    expect(formatCalendarDateTime(evening, 'gregorian', 'ps', { timeZone: 'Asia/Kabul', seconds: true })).toBe('2026-11-25، 18:35:09');
    expect(formatCalendarDateTime(evening, 'gregorian', 'fa-AF', { timeZone: 'Asia/Kabul' })).toBe('2026-11-25، 18:35');
    expect(formatCalendarDateTime('2026-01-01T00:30:00.000Z', 'gregorian', 'ps', { timeZone: 'UTC' })).toBe('2026-01-01، 0:30');
    expect(formatTimeOfDay('2026-01-01T00:30:00.000Z', 'ps', 'UTC')).toBe('00:30');
    expect(formatTimeOfDay('2026-01-01T13:05:00.000Z', 'fa-AF', 'UTC')).toBe('13:05');
    expect(formatTimeOfDay('2026-01-01T13:05:00.000Z', 'en', 'UTC')).toBe('01:05 PM');
  });
  it('gives back what is no timestamp', () => {
    expect(formatCalendarDateTime('soon', 'solar-hijri')).toBe('soon');
  });
});

describe('Solar Hijri entry', () => {
  it.each([
    ['1405-01-01', '2026-03-21'],
    ['1405/1/1', '2026-03-21'],
    ['۱۴۰۵/۰۱/۰۱', '2026-03-21'],
    ['١٤٠٥-٠١-٠١', '2026-03-21'],
    ['1 Hamal 1405', '2026-03-21'],
    ['1 hamal 1405', '2026-03-21'],
    ['1 حمل 1405', '2026-03-21'],
    ['۱ حمل ۱۴۰۵', '2026-03-21'],
    ['1 وری 1405', '2026-03-21'],
    ['1 Jadi 1404', '2025-12-22'],
    ['30 Hut 1403', '2025-03-20'],
    ['29 حوت 1404', '2026-03-20'],
    ['15 غبرگولی 1404', '2025-06-05'],
    ['15 غبرګولی 1404', '2025-06-05'],
  ])('%s is %s', (text, iso) => {
    expect(parseSolarHijriDate(text)).toMatchObject({ ok: true, iso });
  });

  it.each([
    ['', 'empty'],
    ['yesterday', 'format'],
    ['1405-13-01', 'month'],
    ['1 Brumaire 1405', 'month'],
    ['1404-12-30', 'day'],
    ['30 Hut 1404', 'day'],
    ['1404-07-31', 'day'],
    ['1404-01-00', 'day'],
    ['1299-01-01', 'year'],
    ['1501-01-01', 'year'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseSolarHijriDate(text)).toEqual({ ok: false, error });
  });

  it('accepts the 30th of Hut only in leap years', () => {
    for (let year = 1390; year <= 1420; year += 1) {
      expect(solarHijriEntry(year, 12, 30).ok, String(year)).toBe(isSolarHijriLeapYear(year));
      expect(solarHijriEntry(year, 12, 29).ok).toBe(true);
    }
  });

  it('puts Nowruz on 20 or 21 March every year 1390–1420', () => {
    for (let year = 1390; year <= 1420; year += 1) {
      const nowruz = solarHijriEntry(year, 1, 1);
      expect(nowruz.ok && nowruz.iso).toMatch(new RegExp(`^${year + 621}-03-2[01]$`));
    }
  });

  it('round-trips every day of 1390–1420 through text in all three languages', () => {
    let count = 0;
    for (let year = 1390; year <= 1420; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= solarHijriMonthLength(year, month); day += 1) {
          const iso = fromSolarHijri(year, month, day);
          expect(toSolarHijri(iso)).toEqual({ year, month, day });
          for (const language of ['en', 'fa-AF', 'ps'] as const) {
            const parsed = parseSolarHijriDate(formatCalendarDate(iso, 'solar-hijri', language));
            if (!parsed.ok || parsed.iso !== iso) expect.fail(`${iso} in ${language}`);
          }
          count += 1;
        }
      }
    }
    expect(count).toBe(fromDays('1390-01-01', '1421-01-01'));
  });

  it('knows every month name', () => {
    for (const names of Object.values(solarHijriMonthNames)) names.forEach((name, i) => expect(solarHijriMonthFromName(name)).toBe(i + 1));
    expect(westernDigits('۱۴۰۵ ٠١')).toBe('1405 01');
  });
});

function fromDays(a: string, b: string) {
  const iso = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.parse(fromSolarHijri(y, m, d));
  };
  return (iso(b) - iso(a)) / 86_400_000;
}
