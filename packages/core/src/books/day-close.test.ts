import { describe, expect, it } from 'vitest';
import { cashVariance, countedTotal, countsCoins, mayReadExpected, varianceVoucher } from './day-close';
import { isDayClosed } from './day-lock';

describe('day close arithmetic', () => {
  it('adds the notes counted, to the cent', () => {
    expect(
      countedTotal([
        { value: '1000', count: 12 },
        { value: '500', count: 3 },
        { value: '1', count: 7 },
        { value: '0.50', count: 3 },
      ]),
    ).toBe('13508.50');
    expect(countedTotal([])).toBe('0.00');
  });

  it('adds the coins and cents to the notes, so a drawer with cents can match exactly', () => {
    expect(countedTotal([{ value: '100', count: 2 }, { value: '1', count: 3 }], '0.75')).toBe('203.75');
    expect(countedTotal([], '')).toBe('0.00');
  });

  it('offers a coins line where the smallest note is above one cent', () => {
    expect(countsCoins(['1000', '500', '1'])).toBe(true);
    expect(countsCoins(['5', '2'])).toBe(true);
    expect(countsCoins(['1', '0.50', '0.01'])).toBe(false);
  });

  it('hides the expected figure from a counter who is not a reviewer only while the count is blind', () => {
    expect(mayReadExpected(false, false)).toBe(true);
    expect(mayReadExpected(true, false)).toBe(false);
    expect(mayReadExpected(true, true)).toBe(true);
  });

  it('calls a day closed on and before the last closed day', () => {
    expect(isDayClosed('2026-11-20', '2026-11-20')).toBe(true);
    expect(isDayClosed('2026-11-19', '2026-11-20')).toBe(true);
    expect(isDayClosed('2026-11-21', '2026-11-20')).toBe(false);
    expect(isDayClosed('2026-11-21', null)).toBe(false);
    expect(isDayClosed('', '2026-11-20')).toBe(false);
  });

  it('reads a variance as counted minus expected', () => {
    expect(cashVariance('13500.00', '13508.50')).toBe('8.50');
    expect(cashVariance('13500.00', '13400.00')).toBe('-100.00');
    expect(cashVariance('100.00', '100.00')).toBe('0.00');
  });

  it('books an over into the drawer and a short out of it, and nothing for a match', () => {
    expect(varianceVoucher('8.50', 77)).toEqual({ transType: 'Credit', outAccountId: 11, inAccountId: 77, dAmount: '8.50' });
    expect(varianceVoucher('-100.00', 77)).toEqual({ transType: 'Debit', outAccountId: 77, inAccountId: 11, dAmount: '100.00' });
    expect(varianceVoucher('0.00', 77)).toBeNull();
  });
});
