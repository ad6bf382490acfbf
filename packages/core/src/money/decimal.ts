import Decimal from 'decimal.js';
import { parseDecimal } from './amount-parse';

/** Money is never a JS number: decimal strings on the wire, Decimal in arithmetic (docs/architecture.md, Money). */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyValue = InstanceType<typeof Money>;

/**
 * The canonical decimal of a number read by the one parser (`parseDecimal`: thousands commas only in real groups,
 * '1,234.50' → '1234.5'), or null when it is not one. Callers that show the reason use `parseDecimal` itself.
 */
export function normaliseDecimal(input: string | number): string | null {
  const parsed = parseDecimal(input);
  return parsed.ok ? new Money(parsed.value).toFixed() : null;
}

/** Rounds half-up to `places` decimals and renders a plain decimal string. */
export function toFixedString(value: Decimal.Value, places: number): string {
  return new Money(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

export const toAmount = (value: Decimal.Value) => toFixedString(value, 2);
export const toRate = (value: Decimal.Value) => new Money(value).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();

/** en-US grouping with exactly 2 decimals, computed from the decimal string so no float rounding creeps in. */
export function formatAmount(value: Decimal.Value): string {
  const fixed = toAmount(value);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}
