import { describe, expect, it } from 'vitest';
import { buildCashBook, showsExpectedCash, withoutExpectedCash, type CashEntry } from './cash-book';

const entry = (id: number, currencyId: number, amount: string, transType = 'Credit', till: string | null = null): CashEntry => ({
  transactionId: id,
  transDate: '2026-11-25',
  time: `2026-11-25T0${id}:00:00.000Z`,
  transType,
  counterpart: { id: 100, code: '1001', name: 'Ahmad Hakimi' },
  narrative: `doc ${id}`,
  user: 'clerk',
  till,
  currencyId,
  amount,
});

describe('buildCashBook', () => {
  it('reads the drawer from the shop side: opening, ins and outs in order, running balance and expected closing', () => {
    // The cash account is stored negative when the drawer holds money: -5,000.00 stored = 5,000.00 in the drawer.
    const [afn, usd] = buildCashBook(
      [
        { currencyId: 1, currencyCode: 'AFN', stored: '-5000.00' },
        { currencyId: 2, currencyCode: 'USD', stored: '0.00' },
      ],
      [entry(1, 1, '-1500.50'), entry(2, 2, '-100.00'), entry(3, 1, '2000.25', 'Debit'), entry(4, 1, '-0.75')],
    );
    expect(afn).toMatchObject({ opening: '5000.00', totalIn: '1501.25', totalOut: '2000.25', closing: '4501.00' });
    expect(afn!.lines.map((l) => [l.transactionId, l.amountIn, l.amountOut, l.balance])).toEqual([
      [1, '1500.50', '0.00', '6500.50'],
      [3, '0.00', '2000.25', '4500.25'],
      [4, '0.75', '0.00', '4501.00'],
    ]);
    expect(usd).toMatchObject({ opening: '0.00', totalIn: '100.00', totalOut: '0.00', closing: '100.00' });
    expect(usd!.lines).toHaveLength(1);
  });

  it('shows a drawer that went below nothing as a negative balance, never hides it', () => {
    const [afn] = buildCashBook([{ currencyId: 1, currencyCode: 'AFN', stored: '-10.00' }], [entry(1, 1, '25.00', 'Debit')]);
    expect(afn).toMatchObject({ opening: '10.00', totalOut: '25.00', closing: '-15.00' });
  });

  it('reads the whole shop as one drawer: the safe and each till in time order, each line naming its till', () => {
    // 5,000 in the safe and the till together; a float of 1,000 moves safe → till, then the till takes 300.
    const [afn] = buildCashBook(
      [{ currencyId: 1, currencyCode: 'AFN', stored: '-5000.00' }],
      [entry(1, 1, '1000.00', 'Debit'), entry(1, 1, '-1000.00', 'Credit', 'Counter 1'), entry(2, 1, '-300.00', 'Credit', 'Counter 1')],
    );
    expect(afn!.lines.map((l) => [l.till, l.amountIn, l.amountOut, l.balance])).toEqual([
      [null, '0.00', '1000.00', '4000.00'],
      ['Counter 1', '1000.00', '0.00', '5000.00'],
      ['Counter 1', '300.00', '0.00', '5300.00'],
    ]);
    expect(afn).toMatchObject({ opening: '5000.00', closing: '5300.00' });
  });

  it('keeps a currency with no movement: its opening is its closing', () => {
    const [eur] = buildCashBook([{ currencyId: 3, currencyCode: 'EUR', stored: '-42.10' }], [entry(1, 1, '-1.00')]);
    expect(eur).toMatchObject({ opening: '42.10', lines: [], totalIn: '0.00', totalOut: '0.00', closing: '42.10' });
  });
});

describe('the blind count in the cash book', () => {
  it('withholds the expected figures only from a counter who is no reviewer, while the last day is not counted', () => {
    expect(showsExpectedCash(true, false, false)).toBe(false);
    expect(showsExpectedCash(true, false, true)).toBe(true);
    expect(showsExpectedCash(true, true, false)).toBe(true);
    expect(showsExpectedCash(false, false, false)).toBe(true);
  });

  it('keeps the opening and every movement, and drops the running balances and the closing', () => {
    const currencies = buildCashBook([{ currencyId: 1, currencyCode: 'AFN', stored: '-5000.00' }], [entry(1, 1, '-1500.50')]);
    const book = { cashAccount: { id: 11, code: '11', name: 'Cash at Shop' }, shop: false, from: '2026-11-25', to: '2026-11-25', currencies, summary: { byType: [], hawalasPassed: 0, hawalasCancelled: 0 } };
    const [afn] = withoutExpectedCash(book).currencies;
    expect(afn).toMatchObject({ opening: '5000.00', totalIn: '1500.50', closing: null, lines: [{ amountIn: '1500.50', balance: null }] });
  });
});
