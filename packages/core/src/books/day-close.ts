import type { DayCloseSettings, DenominationCount } from '../contract/day-close';
import { Money } from '../money/decimal';
import { CASH_ACCOUNT_ID } from '../contract/transactions';

/** What the clerk counted: Σ value × count, to the cent. */
export const countedTotal = (denominations: DenominationCount[]) =>
  denominations.reduce((sum, d) => sum.plus(new Money(d.value).times(d.count)), new Money(0)).toFixed(2);

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
