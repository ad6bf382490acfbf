import type Decimal from 'decimal.js';
import { Money } from './decimal';

/**
 * The selling amount of an exchange deal from the purchase amount and the rate (SPEC §5 'Exchange conversion').
 * Rates are quoted the way a money changer says them (e.g. 70 AFN per USD), so the direction decides whether
 * the shop divides or multiplies.
 */
export function exchangeDirection(from: string, to: string): 'divide' | 'multiply' {
  const pair = `${from.toUpperCase()}>${to.toUpperCase()}`;
  switch (pair) {
    case 'AFN>USD':
    case 'AFN>EUR':
    case 'AFN>PKR':
    case 'USD>EUR':
    case 'PKR>USD':
    case 'PKR>EUR':
      return 'divide';
    default:
      return 'multiply';
  }
}

/** Unrounded; round with toAmount when the value is shown or posted. Null for a rate that is not positive. */
export function sellingAmount(purchaseAmount: Decimal.Value, rate: Decimal.Value, from: string, to: string) {
  const r = new Money(rate);
  if (!r.isFinite() || r.lte(0)) return null;
  const amount = new Money(purchaseAmount);
  return exchangeDirection(from, to) === 'divide' ? amount.div(r) : amount.mul(r);
}
