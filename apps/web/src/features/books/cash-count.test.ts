import { describe, expect, it } from 'vitest';
import { cashBody, countsAnything, currencyTotal, emptyCount, type CountCurrency, type TypedCount } from './cash-count';

const afn: CountCurrency = { currencyId: 2, currencyCode: 'AFN', notes: ['1000', '500', '100'], coins: true };
const usd: CountCurrency = { currencyId: 1, currencyCode: 'USD', notes: ['100', '50', '0.01'], coins: false };

const typed: TypedCount = {
  notes: { 2: { '1000': '7', '500': '', '100': '3' }, 1: { '0.01': '5' } },
  coins: { 2: '12.5', 1: '9' },
};

describe('a till count', () => {
  it('totals each currency to the cent: notes times counts plus the coins box', () => {
    expect(currencyTotal(typed, afn)).toBe('7312.50');
    // A currency whose notes reach the cent has no coins line: a stray coins text counts for nothing.
    expect(currencyTotal(typed, usd)).toBe('0.05');
    expect(currencyTotal(emptyCount, afn)).toBe('0.00');
  });

  it('sends only the notes counted, and the coins when there are any', () => {
    expect(cashBody(typed, [afn, usd])).toEqual([
      { currencyId: 2, denominations: [{ value: '1000', count: 7 }, { value: '100', count: 3 }], coins: '12.50' },
      { currencyId: 1, denominations: [{ value: '0.01', count: 5 }] },
    ]);
  });

  it('leaves out an empty currency from a move, but keeps it in a close, where an empty drawer is said to be empty', () => {
    const onlyAfn: TypedCount = { notes: { 2: { '500': '2' } }, coins: {} };
    expect(cashBody(onlyAfn, [afn, usd])).toEqual([{ currencyId: 2, denominations: [{ value: '500', count: 2 }] }]);
    expect(cashBody(onlyAfn, [afn, usd], { everyCurrency: true })).toEqual([
      { currencyId: 2, denominations: [{ value: '500', count: 2 }] },
      { currencyId: 1, denominations: [] },
    ]);
  });

  it('knows when nothing was counted', () => {
    expect(countsAnything(emptyCount, [afn, usd])).toBe(false);
    expect(countsAnything({ notes: {}, coins: { 2: '0.50' } }, [afn, usd])).toBe(true);
  });
});
