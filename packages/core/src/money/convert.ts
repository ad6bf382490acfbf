import type Decimal from 'decimal.js';
import { Money } from './decimal';
import { exactTableRate, sellingAmount, type TableCurrency } from './exchange';

/**
 * Currency converter (docs/architecture.md, Screens, Currency Conversion): the amount converted at the table's rate by the same rule Exchange and Hawala
 * use, so the three screens never disagree (amount / from-rate × to-rate, the converter's rule in docs/architecture.md, Validation, comes out the same).
 * Null when a rate is missing or not positive, or the amount is not a number.
 */
export function convertAmount(amount: Decimal.Value, from: TableCurrency, to: TableCurrency) {
  const rate = exactTableRate(from, to);
  const value = toDecimal(amount);
  return rate && value ? sellingAmount(value, rate, from.code, to.code) : null;
}

function toDecimal(value: Decimal.Value) {
  try {
    const decimal = new Money(value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** How many units of `to` one unit of `from` buys (the converter's cross-rate panel), or null when unknown. */
export function crossRate(from: TableCurrency, to: TableCurrency) {
  return convertAmount(1, from, to);
}
