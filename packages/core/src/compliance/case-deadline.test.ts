import { describe, expect, it } from 'vitest';
import { canLeave, caseDeadline, caseUrgency } from './case-deadline';

const none = new Set<string>();

describe('a case deadline', () => {
  it('is the third business day after the day opened', () => {
    // Saturday 2026-11-21: Sunday, Monday, Tuesday.
    expect(caseDeadline('2026-11-21', none)).toBe('2026-11-24');
  });

  it('skips the Friday and a holiday after a Thursday', () => {
    // Thursday 2026-11-26; Friday is off and Saturday the 28th a holiday: Sunday, Monday, Tuesday.
    expect(caseDeadline('2026-11-26', none)).toBe('2026-11-30');
    expect(caseDeadline('2026-11-26', new Set(['2026-11-28']))).toBe('2026-12-01');
  });
});

describe('how pressing a case is', () => {
  it('is overdue after the deadline, due soon on it or the business day before, else nothing', () => {
    expect(caseUrgency('open', '2026-12-01', '2026-12-02', none)).toBe('overdue');
    expect(caseUrgency('open', '2026-12-01', '2026-12-01', none)).toBe('dueSoon');
    expect(caseUrgency('open', '2026-12-01', '2026-11-30', none)).toBe('dueSoon');
    expect(caseUrgency('open', '2026-12-01', '2026-11-29', none)).toBeNull();
    // Thursday the 26th: the next business day is Saturday, not Friday.
    expect(caseUrgency('open', '2026-11-28', '2026-11-26', none)).toBe('dueSoon');
  });

  it('is nothing once filed or closed', () => {
    expect(caseUrgency('filed', '2026-12-01', '2026-12-09', none)).toBeNull();
    expect(caseUrgency('closed', '2026-12-01', '2026-12-09', none)).toBeNull();
  });

  it('lets only an open case be filed or closed', () => {
    expect([canLeave('open'), canLeave('filed'), canLeave('closed')]).toEqual([true, false, false]);
  });
});
