import { describe, expect, it } from 'vitest';
import { dayEntry, isoDayOf } from './gregorian-date-input';

describe('the Gregorian day field', () => {
  it('reads Persian digits, slashes and a run of 8 digits as YYYY-MM-DD', () => {
    expect(dayEntry('۲۰۲۶-۱۱-۲۵')).toBe('2026-11-25');
    expect(dayEntry('2026/11/25')).toBe('2026-11-25');
    expect(dayEntry('20261125')).toBe('2026-11-25');
    expect(dayEntry('2026-1')).toBe('2026-1');
  });

  it('passes on only a real day', () => {
    expect(isoDayOf('2026-11-25')).toBe('2026-11-25');
    expect(isoDayOf('2028-02-29')).toBe('2028-02-29');
    expect(isoDayOf('2026-02-29')).toBe('');
    expect(isoDayOf('2026-13-01')).toBe('');
    expect(isoDayOf('2026-11-2')).toBe('');
  });
});
