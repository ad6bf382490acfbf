import { describe, expect, it } from 'vitest';
import { cashVariance, countedTotal, varianceVoucher } from './day-close';

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
