import { Money } from '../money/decimal';
import type { transactionTypes } from '../enums';

export interface EntryLine {
  accountId: number;
  currencyId: number;
  /** Signed decimal string: the in-account gains (+), the out-account loses (−). */
  amount: string;
}

export interface PostingLegs {
  transType: (typeof transactionTypes)[number];
  outAccountId: number;
  inAccountId: number;
  currencyId: number;
  dAmount: string;
  cCurrencyId: number;
  cAmount: string;
}

/**
 * The ledger entries of one transaction (DESIGN §3). Two entries in one currency for vouchers, transfers
 * and hawala payouts; four for an exchange, through the FX position account of each currency.
 */
export function entriesFor(legs: PostingLegs, fxAccountIdOf: (currencyId: number) => number): EntryLine[] {
  const negate = (value: string) => new Money(value).neg().toFixed(2);
  if (legs.transType !== 'Exchange') {
    return [
      { accountId: legs.outAccountId, currencyId: legs.currencyId, amount: negate(legs.dAmount) },
      { accountId: legs.inAccountId, currencyId: legs.currencyId, amount: new Money(legs.dAmount).toFixed(2) },
    ];
  }
  return [
    { accountId: legs.outAccountId, currencyId: legs.currencyId, amount: negate(legs.dAmount) },
    { accountId: fxAccountIdOf(legs.currencyId), currencyId: legs.currencyId, amount: new Money(legs.dAmount).toFixed(2) },
    { accountId: fxAccountIdOf(legs.cCurrencyId), currencyId: legs.cCurrencyId, amount: negate(legs.cAmount) },
    { accountId: legs.inAccountId, currencyId: legs.cCurrencyId, amount: new Money(legs.cAmount).toFixed(2) },
  ];
}

/** Per currency, a transaction's entries sum to zero; anything else is a bug that must not be written. */
export function unbalancedCurrencies(entries: EntryLine[]): number[] {
  const sums = new Map<number, InstanceType<typeof Money>>();
  for (const e of entries) sums.set(e.currencyId, (sums.get(e.currencyId) ?? new Money(0)).plus(e.amount));
  return [...sums].filter(([, sum]) => !sum.isZero()).map(([currencyId]) => currencyId);
}
