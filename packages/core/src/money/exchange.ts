import type Decimal from 'decimal.js';
import { Money } from './decimal';

/**
 * The one meaning of 'rate' on every screen that converts money — Exchange, Hawala and the converter (docs/architecture.md, Validation
 * 'Exchange conversion', docs/architecture.md, Where we differ from the original product). Rates are quoted the way a money changer says them (68.75 AFN per USD, 280 PKR
 * per USD, 1.09 USD per EUR), so the direction of the deal decides whether the shop divides or multiplies: AFN→USD
 * divides by 68.75, USD→AFN multiplies by it. A clerk therefore types the same number for a pair both ways round.
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

/** Converts `amount` of `from` into `to` at `rate` by the rule above. Unrounded; null for a rate that is not positive. */
export function sellingAmount(amount: Decimal.Value, rate: Decimal.Value, from: string, to: string) {
  const r = new Money(rate);
  if (!r.isFinite() || r.lte(0)) return null;
  const value = new Money(amount);
  return exchangeDirection(from, to) === 'divide' ? value.div(r) : value.mul(r);
}
