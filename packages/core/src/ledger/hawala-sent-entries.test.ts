import { describe, expect, it } from 'vitest';
import { unbalancedCurrencies } from './entries';
import { reversedEntries, sentHawalaEntries } from './hawala-sent-entries';

const [AFN, USD, cash, partner, income] = [2, 1, 11, 200, 300];
const fx = (currencyId: number) => 1000 + currencyId;

describe('sentHawalaEntries', () => {
  it('one currency: the payer gives amount + commission, the partner is owed the amount, the commission is income', () => {
    const entries = sentHawalaEntries({
      payerAccountId: cash, owedAccountId: partner, commissionAccountId: income, sendCurrencyId: AFN, receiveCurrencyId: AFN,
      amount: '10000.00', commission: '150.00', convertedAmount: '10000.00', fxAccountIdOf: fx,
    });
    expect(entries).toEqual([
      { accountId: cash, currencyId: AFN, amount: '-10150.00' },
      { accountId: income, currencyId: AFN, amount: '150.00' },
      { accountId: partner, currencyId: AFN, amount: '10000.00' },
    ]);
    expect(unbalancedCurrencies(entries)).toEqual([]);
  });

  it('two currencies go through both FX position accounts, each currency summing to zero', () => {
    const entries = sentHawalaEntries({
      payerAccountId: cash, owedAccountId: partner, commissionAccountId: income, sendCurrencyId: AFN, receiveCurrencyId: USD,
      amount: '10000.00', commission: '0.00', convertedAmount: '145.45', fxAccountIdOf: fx,
    });
    expect(entries).toEqual([
      { accountId: cash, currencyId: AFN, amount: '-10000.00' },
      { accountId: fx(AFN), currencyId: AFN, amount: '10000.00' },
      { accountId: fx(USD), currencyId: USD, amount: '-145.45' },
      { accountId: partner, currencyId: USD, amount: '145.45' },
    ]);
    expect(unbalancedCurrencies(entries)).toEqual([]);
  });

  it('a reversal turns every sign, so posting and refund leave every balance where it was', () => {
    const entries = sentHawalaEntries({
      payerAccountId: cash, owedAccountId: partner, commissionAccountId: income, sendCurrencyId: USD, receiveCurrencyId: AFN,
      amount: '100.00', commission: '2.50', convertedAmount: '6875.00', fxAccountIdOf: fx,
    });
    const refund = reversedEntries(entries);
    expect(refund.map((e) => e.amount)).toEqual(['102.50', '-2.50', '-100.00', '6875.00', '-6875.00']);
    expect(unbalancedCurrencies([...entries, ...refund])).toEqual([]);
  });
});
