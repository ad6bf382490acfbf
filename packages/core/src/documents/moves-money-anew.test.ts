import { describe, expect, it } from 'vitest';
import { movesMoneyAnew } from './moves-money-anew';

const stored = { outAccountId: 11, inAccountId: 1001, currencyId: 1, cCurrencyId: 1, dAmount: '100.00', cAmount: '100.00' };

describe('movesMoneyAnew', () => {
  it('is false when only the way an amount is written differs', () => {
    expect(movesMoneyAnew(stored, { ...stored, dAmount: '100', cAmount: '100.0' })).toBe(false);
  });

  it.each([
    ['the out account', { outAccountId: 12 }],
    ['the in account', { inAccountId: 1002 }],
    ['the currency', { currencyId: 2 }],
    ['the counter currency', { cCurrencyId: 2 }],
    ['the debit amount', { dAmount: '100.01' }],
    ['the credit amount', { cAmount: '99.99' }],
  ])('is true when %s changes', (_what, change) => {
    expect(movesMoneyAnew(stored, { ...stored, ...change })).toBe(true);
  });
});
