import { describe, expect, it } from 'vitest';
import { entriesFor } from './entries';
import { entryNarrative, narrativeForAccount } from './entry-narrative';

const fx = (currencyId: number) => 900 + currencyId;

describe('entryNarrative', () => {
  const transfer = {
    transType: 'Transfer',
    transDescription: 'Paid to Karim',
    cTransDescription: 'Received from Ahmad',
    currencyId: 2,
    cCurrencyId: 2,
    inAccountId: 102,
    outAccountId: 101,
    dAmount: '500.00',
    cAmount: '500.00',
  } as const;

  it('gives each side of a transfer its own narrative', () => {
    const lines = entriesFor(transfer, fx).map((e) => [e.accountId, entryNarrative(transfer, e)]);
    expect(lines).toEqual([
      [101, 'Paid to Karim'],
      [102, 'Received from Ahmad'],
    ]);
  });

  it('gives each leg of an exchange its own narrative, FX positions included', () => {
    const exchange = { ...transfer, transType: 'Exchange', transDescription: 'Bought AFN', cTransDescription: 'Sold USD', currencyId: 2, cCurrencyId: 1, cAmount: '7.27' } as const;
    const lines = entriesFor(exchange, fx).map((e) => [e.accountId, entryNarrative(exchange, e)]);
    expect(lines).toEqual([
      [101, 'Bought AFN'],
      [fx(2), 'Bought AFN'],
      [fx(1), 'Sold USD'],
      [102, 'Sold USD'],
    ]);
  });

  it('lets a voucher without an in-side narrative show its one narrative on both sides', () => {
    const voucher = { ...transfer, transType: 'Credit', transDescription: 'Deposit', cTransDescription: null, inAccountId: 101, outAccountId: 11 } as const;
    expect(entriesFor(voucher, fx).map((e) => entryNarrative(voucher, e))).toEqual(['Deposit', 'Deposit']);
    expect(entryNarrative({ ...voucher, cTransDescription: '' }, { currencyId: 2, amount: '500.00' })).toBe('Deposit');
  });
});

describe('narrativeForAccount', () => {
  const t = { transType: 'Transfer', transDescription: 'out text', cTransDescription: 'in text', currencyId: 2, cCurrencyId: 2, inAccountId: 102, outAccountId: 101 };
  it.each([
    [102, 'in text'],
    [101, 'out text'],
    [undefined, 'out text'],
    [555, 'out text'],
  ])('seen from account %s reads %j', (accountId, narrative) => {
    expect(narrativeForAccount(t, accountId)).toBe(narrative);
  });
  it('an account on both sides has no single side', () => {
    expect(narrativeForAccount({ ...t, inAccountId: 101 }, 101)).toBe('out text');
  });
});
