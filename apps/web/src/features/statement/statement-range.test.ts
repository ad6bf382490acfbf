import { describe, expect, it } from 'vitest';
import { defaultRange, rangeQuery } from './statement-range';

describe('the statement opens on the current month of the user calendar', () => {
  const now = new Date(Date.UTC(2026, 10, 28, 6, 0));

  it('a Solar Hijri reader sees 1 Qaws 1405 to today, not 10 Aqrab', () => {
    expect(defaultRange('solar-hijri', now)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('a Gregorian reader sees the 1st to today', () => {
    expect(rangeQuery(defaultRange('gregorian', now))).toBe('?from=2026-11-01&to=2026-11-28');
  });

  it("ends on the shop's day, which postings are dated by, not on the computer's (UTC evening, Kabul's next morning)", () => {
    expect(defaultRange('gregorian', new Date(Date.UTC(2026, 10, 30, 20, 0)))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });
});
