import type { DayCloseSettings, DenominationCount } from '../contract/day-close';
import { Money } from '../money/decimal';
import { CASH_ACCOUNT_ID } from '../contract/transactions';

/** What the clerk counted: Σ value × count, plus the coins and cents counted as one amount, to the cent. */
export const countedTotal = (denominations: DenominationCount[], coins: string = '0') =>
  denominations.reduce((sum, d) => sum.plus(new Money(d.value).times(d.count)), new Money(coins || '0')).toFixed(2);

/**
 * Money comes to the cent, so a drawer whose smallest note is above one cent (every default currency: AFN from 1, EUR
 * from 5) holds what no note row counts; those currencies get a coins-and-cents line. A currency whose notes go down
 * to the cent needs none.
 */
export const countsCoins = (notes: string[]) => notes.every((note) => new Money(note).greaterThan('0.01'));

/** While the count is blind, only a reviewer (`day-close-admin`) is told what the books expect before the count is in. */
export const mayReadExpected = (blindCount: boolean, reviewer: boolean) => !blindCount || reviewer;

/** Counted − expected: positive when the drawer holds more than the books say (over), negative when short. */
export const cashVariance = (expected: string, counted: string) => new Money(counted).minus(expected).toFixed(2);

/**
 * The voucher that books a variance against the currency's over/short account, so that after approval the books
 * hold what was counted: an over is money paid into the drawer (a Credit voucher out of cash into over/short, as a
 * customer's deposit is), a short is money paid out of it (a Debit voucher). Null when the count matched.
 */
export function varianceVoucher(variance: string, overShortAccountId: number) {
  const value = new Money(variance);
  if (value.isZero()) return null;
  return value.isPositive()
    ? { transType: 'Credit' as const, outAccountId: CASH_ACCOUNT_ID, inAccountId: overShortAccountId, dAmount: value.toFixed(2) }
    : { transType: 'Debit' as const, outAccountId: overShortAccountId, inAccountId: CASH_ACCOUNT_ID, dAmount: value.abs().toFixed(2) };
}

/** A currency with no notes set yet (one added later) is counted in whole units until an admin sets its notes. */
export const denominationsOf = (settings: DayCloseSettings, currencyCode: string) => settings.denominations[currencyCode] ?? ['1'];
