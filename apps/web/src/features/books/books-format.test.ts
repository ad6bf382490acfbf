import { describe, expect, it } from 'vitest';
import { formatNote, localToday } from './books-format';

describe('formatNote', () => {
  it('writes a note by its face value, grouped, keeping cents only when a note has them', () => {
    expect(formatNote('1000')).toBe('1,000');
    expect(formatNote('5000')).toBe('5,000');
    expect(formatNote('1')).toBe('1');
    expect(formatNote('0.50')).toBe('0.50');
  });
});

describe('localToday', () => {
  it('is the calendar day of the given instant on this machine, as YYYY-MM-DD', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
