import { describe, expect, it } from 'vitest';
import { sheetDate } from './sheet-date';

const text = (value: string) => sheetDate({ text: value });
const serial = (value: number) => sheetDate({ text: String(value), number: true });

describe('sheetDate: the day a partner wrote in a date cell', () => {
  it('reads year-first and day-first text, with -, / or . and a time after it', () => {
    expect(text('2026-04-04')).toBe('2026-04-04');
    expect(text('2026/4/9')).toBe('2026-04-09');
    expect(text('2026-04-04T10:30:00Z')).toBe('2026-04-04');
    expect(text('03/04/2026')).toBe('2026-04-03');
    expect(text('3-4-2026')).toBe('2026-04-03');
    expect(text('31.12.2026 23:59')).toBe('2026-12-31');
    expect(text('04/04/2026 10:30:00 AM')).toBe('2026-04-04');
  });

  it('reads day first, never month first: 13/04 is April, 04/13 is no date', () => {
    expect(text('13/04/2026')).toBe('2026-04-13');
    expect(text('04/13/2026')).toBeNull();
  });

  it('reads Persian digits and a Solar Hijri year (1300–1500)', () => {
    expect(text('۱۴۰۵/۰۱/۱۵')).toBe('2026-04-04');
    expect(text('1405-01-01')).toBe('2026-03-21');
    expect(text('15/01/1405')).toBe('2026-04-04');
    // Hut 1404 has 29 days.
    expect(text('1404-12-30')).toBeNull();
  });

  it('reads Excel serial numbers (the time of day dropped) from 2000 to 2099', () => {
    expect(serial(46116)).toBe('2026-04-04');
    expect(serial(46116.75)).toBe('2026-04-04');
    expect(serial(36526)).toBe('2000-01-01');
    expect(serial(500)).toBeNull();
    expect(serial(20260404)).toBeNull();
  });

  it('refuses what names no day', () => {
    for (const bad of ['2026-02-30', '31/04/2026', 'tomorrow', '2026-4', '04/04/26', '0404-04-04', '1850-01-01']) expect(text(bad), bad).toBeNull();
  });
});
