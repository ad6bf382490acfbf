import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nthBusinessDayOfMonth } from './business-days';

const none = new Set<string>();

describe('business days', () => {
  it('skips Fridays', () => {
    // 2026-11-26 is a Thursday; the next business day is Saturday the 28th.
    expect(isBusinessDay('2026-11-27', none)).toBe(false);
    expect(addBusinessDays('2026-11-26', 1, none)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-26', 3, none)).toBe('2026-11-30');
  });

  it('skips the shop’s holidays', () => {
    expect(addBusinessDays('2026-11-26', 1, new Set(['2026-11-28']))).toBe('2026-11-29');
  });

  it('counts the nth business day of a month from its first day', () => {
    // December 2026 starts on a Tuesday; Fridays 4 and 11 are skipped: 1,2,3,5,6,7,8,9,10,12.
    expect(nthBusinessDayOfMonth('2026-12', 1, none)).toBe('2026-12-01');
    expect(nthBusinessDayOfMonth('2026-12', 10, none)).toBe('2026-12-12');
    expect(nthBusinessDayOfMonth('2026-12', 10, new Set(['2026-12-01']))).toBe('2026-12-13');
  });

  it('refuses nonsense rather than looping', () => {
    expect(() => addBusinessDays('2026-13-01x', 1, none)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-11-26', 0, none)).toThrow(RangeError);
  });
});
