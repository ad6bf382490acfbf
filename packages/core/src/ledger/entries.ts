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
 * A document that moves money from one currency into another passes through the FX position accounts: an exchange
 * always, a settlement when the partner's debt is settled in another currency (docs/decisions.md, Partners and settlements).
 */
export function postsThroughFx(legs: Pick<PostingLegs, 'transType' | 'currencyId' | 'cCurrencyId'>): boolean {
  return legs.transType === 'Exchange' || (legs.transType === 'Settlement' && legs.currencyId !== legs.cCurrencyId);
}

/**
 * The ledger entries of one transaction (docs/architecture.md, Ledger). Two entries in one currency for vouchers, transfers, hawala
 * payouts and same-currency settlements; four through the FX position account of each currency when
 * `postsThroughFx`.
 */
export function entriesFor(legs: PostingLegs, fxAccountIdOf: (currencyId: number) => number): EntryLine[] {
  const negate = (value: string) => new Money(value).neg().toFixed(2);
  if (!postsThroughFx(legs)) {
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
