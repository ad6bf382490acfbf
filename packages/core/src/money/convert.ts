import type Decimal from 'decimal.js';
import { proposedRate } from '../fx/proposed-rate';
import type { BoardRates } from '../fx/board';
import { Money } from './decimal';
import { sellingAmount } from './exchange';

/**
 * Currency converter (docs/architecture.md, Screens, Currency Conversion): the amount converted at the rate core's one rule proposes
 * for the converter, the board's mid (docs/decisions.md, Currencies and rates, 'One rate story'), by the conversion Exchange and
 * Hawala use, so the converter shows what a hawala form proposes. One currency converts at 1. Null when a board price
 * is missing or not positive, or the amount is not a number.
 */
export function convertAmount(amount: Decimal.Value, from: BoardRates, to: BoardRates) {
  const value = toDecimal(amount);
  if (!value) return null;
  if (from.code.toUpperCase() === to.code.toUpperCase()) return value;
  const proposal = proposedRate('converter', from, to);
  return proposal ? sellingAmount(value, proposal.rate, from.code, to.code) : null;
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
export function crossRate(from: BoardRates, to: BoardRates) {
  return convertAmount(1, from, to);
}
