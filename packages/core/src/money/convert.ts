import type Decimal from 'decimal.js';
import { Money } from './decimal';

/**
 * Currency converter (SPEC §5): rates are units per 1 USD, so converted = amount / fromRate * toRate.
 * Returns null when a rate is missing or not positive.
 */
export function convertAmount(amount: Decimal.Value, fromRate: Decimal.Value, toRate: Decimal.Value) {
  const [value, from, to] = [amount, fromRate, toRate].map(toDecimal);
  if (!value || !from || !to || from.lte(0) || to.lte(0)) return null;
  return value.div(from).mul(to);
}

function toDecimal(value: Decimal.Value) {
  try {
    const decimal = new Money(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** How many units of `to` one unit of `from` buys (cross rate), or null when unknown. */
export function crossRate(fromRate: Decimal.Value, toRate: Decimal.Value) {
  return convertAmount(1, fromRate, toRate);
}
