import { describe, expect, it } from 'vitest';
import { calendarMonthLabel, calendarMonthOf } from './calendar-month';

describe('months of the reader’s calendar', () => {
  it('keys a day by its Gregorian or Solar Hijri month', () => {
    expect(calendarMonthOf('2026-03-20', 'gregorian')).toBe('2026-03');
    expect(calendarMonthOf('2026-03-20', 'solar-hijri')).toBe('1404-12');
    expect(calendarMonthOf('2026-03-21', 'solar-hijri')).toBe('1405-01');
    expect(calendarMonthOf('2026-11-28', 'solar-hijri')).toBe('1405-09');
  });
  it('labels months as the reader names them', () => {
    expect(calendarMonthLabel('2026-03', 'gregorian', 'fa-AF')).toBe('2026-03');
    expect(calendarMonthLabel('1405-01', 'solar-hijri', 'en')).toBe('Hamal 1405');
    expect(calendarMonthLabel('1405-02', 'solar-hijri', 'fa-AF')).toBe('ثور 1405');
    expect(calendarMonthLabel('1405-12', 'solar-hijri', 'ps')).toBe('کب 1405');
  });
});
