import { describe, expect, it } from 'vitest';
import { allIssues } from './first-issue';

describe('allIssues', () => {
  it('names every field of an empty transfer at once, in the server’s words', () => {
    expect(allIssues({ transType: 'Transfer', currencyId: 1, dAmount: '', transDescription: '', cTransDescription: '' })).toEqual({
      outAccountId: 'Debit account is required',
      inAccountId: 'Credit account is required',
      dAmount: 'Amount is required',
      transDescription: 'Debit narrative is required',
      cTransDescription: 'Credit narrative is required',
    });
  });

  it('names the rate, not the selling amount, when the rate is what is missing', () => {
    const issues = allIssues({ transType: 'Exchange', outAccountId: 5, inAccountId: 6, currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '0.00', exRate: null });
    expect(Object.keys(issues)).toEqual(['exRate']);
  });

  it('is empty for a body that posts', () => {
    expect(allIssues({ transType: 'Credit', outAccountId: 11, inAccountId: 5, currencyId: 1, dAmount: '10', transDescription: 'cash in' })).toEqual({});
  });
});
