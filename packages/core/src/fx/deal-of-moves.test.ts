import { describe, expect, it } from 'vitest';
import { dealOfMoves } from './deal-of-moves';

describe('the deal a transaction makes on the FX position accounts', () => {
  it('buys the currency whose position rose and sells the one whose position fell', () => {
    expect(dealOfMoves([{ currency: 'USD', amount: '100.00' }, { currency: 'AFN', amount: '-7000.00' }])).toEqual({
      boughtCurrency: 'USD',
      boughtAmount: '100.00',
      soldCurrency: 'AFN',
      soldAmount: '7000.00',
    });
  });
  it('is no deal when no position moved', () => {
    expect(dealOfMoves([])).toBeNull();
    expect(dealOfMoves([{ currency: 'USD', amount: '0.00' }])).toBeNull();
  });
  it('refuses any other shape: it would be a posting bug', () => {
    expect(() => dealOfMoves([{ currency: 'USD', amount: '100' }])).toThrow();
    expect(() => dealOfMoves([{ currency: 'USD', amount: '100' }, { currency: 'EUR', amount: '5' }, { currency: 'AFN', amount: '-7000' }])).toThrow();
  });
});
