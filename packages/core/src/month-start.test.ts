import { describe, expect, it } from 'vitest';
import { monthStart } from './month-start';

describe('monthStart', () => {
  it('starts a Gregorian month on its 1st', () => {
    expect(monthStart('2026-11-28', 'gregorian')).toBe('2026-11-01');
    expect(monthStart('2026-11-01', 'gregorian')).toBe('2026-11-01');
  });

  it('starts a Solar Hijri month on 1 of that month, not on the Gregorian 1st (10 Aqrab)', () => {
    // 2026-11-28 is 7 Qaws 1405; 1 Qaws 1405 is 2026-11-22.
    expect(monthStart('2026-11-28', 'solar-hijri')).toBe('2026-11-22');
    expect(monthStart('2026-11-22', 'solar-hijri')).toBe('2026-11-22');
    // 2026-11-21 is still 30 Aqrab, whose month began on 2026-10-23.
    expect(monthStart('2026-11-21', 'solar-hijri')).toBe('2026-10-23');
  });

  it('crosses Nowruz: the last days of Hut belong to the year before', () => {
    expect(monthStart('2026-03-21', 'solar-hijri')).toBe('2026-03-21');
    expect(monthStart('2026-03-20', 'solar-hijri')).toBe('2026-02-20');
  });
});
