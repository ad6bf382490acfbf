import { Money, toAmount, toRate } from '../money/decimal';

/**
 * What one unit of a currency is worth in AFN for the compliance thresholds (docs/decisions.md, Compliance: thresholds
 * in base currency): the base currency counts 1:1, any other its board mid rate that day. Kept with each flag, so a
 * later board change never moves a filed report.
 */
export interface AfnRate {
  currencyCode: string;
  /** AFN per one unit, up to 8 decimals. */
  midRate: string;
}

/** The rate of a currency given the board's mid rate and whether it is the base currency. */
export const afnRateOf = (currencyCode: string, midRate: string, isBase: boolean): AfnRate => ({ currencyCode, midRate: isBase ? '1' : toRate(midRate) });

/** The AFN equivalent of an amount at a rate, rounded half-up to cents. */
export const afnEquivalent = (amount: string, rate: Pick<AfnRate, 'midRate'>): string => toAmount(new Money(amount).times(rate.midRate));

/** Strictly above: an amount exactly at the threshold is not over it. */
export const isAboveThreshold = (afnAmount: string, threshold: string) => new Money(afnAmount).gt(threshold);
