import type Decimal from 'decimal.js';
import { Money, type MoneyValue } from './decimal';

/** How far a typed rate may stray from the currency table's before a form warns (docs/decisions.md, Money and amounts). */
export const rateWarningShare = new Money('0.1');

const decimalOrNull = (value: Decimal.Value) => {
  try {
    const decimal = new Money(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
};

/**
 * A rate of exactly 1 between two different currencies: almost always a rate nobody typed (the old default turned
 * AFN 10,000 into a $10,000 receivable), so it is accepted only with the clerk's explicit confirmation.
 */
export function isUnitRateAcross(rate: Decimal.Value, from: string, to: string): boolean {
  const r = decimalOrNull(rate);
  return r !== null && r.eq(1) && from.toUpperCase() !== to.toUpperCase();
}

/**
 * The share by which `rate` differs from the table's (0.25 = 25 %), when that is more than `rateWarningShare`;
 * otherwise (or when either is unknown) null. A warning, never a refusal: the table lags the market.
 */
export function rateDeviation(rate: Decimal.Value, table: Decimal.Value | null): MoneyValue | null {
  if (table === null) return null;
  const [r, t] = [decimalOrNull(rate), decimalOrNull(table)];
  if (!r || !t || r.lte(0) || t.lte(0)) return null;
  const share = r.minus(t).abs().div(t);
  return share.gt(rateWarningShare) ? share : null;
}
