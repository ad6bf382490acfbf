import { parseDecimal } from './amount-parse';

/** A decimal amount taken apart for spelling out; null for text that is not a decimal number. */
export interface SplitAmount {
  negative: boolean;
  whole: bigint;
  /** The decimals as typed, or '' when they are all zero (they are then left out). */
  fraction: string;
}

/**
 * Works on the decimal string read by the one parser (thousands commas only in real groups), so no float ever
 * rounds the amount and '1,23' is no amount rather than 123.
 */
export function splitAmount(amount: string): SplitAmount | null {
  const parsed = parseDecimal(amount);
  const match = parsed.ok ? /^(-)?(\d+)(?:\.(\d+))?$/.exec(parsed.value) : null;
  if (!match) return null;
  const [, minus, digits = '0', decimals = ''] = match;
  const whole = BigInt(digits);
  const fraction = /[1-9]/.test(decimals) ? decimals : '';
  // '-0.00' is zero, and zero has no sign.
  return { negative: Boolean(minus) && (whole > 0n || fraction !== ''), whole, fraction };
}

export const scaleValues = [1_000_000_000n, 1_000_000n, 1_000n] as const;

/**
 * The whole number as [count, scale index] groups, largest first: scale 0 is milliard/billion, 1 million,
 * 2 thousand, 3 units. A count of billions over 999 stays one group (its words spell it out recursively).
 */
export function scaleGroups(n: bigint): Array<{ count: bigint; scale: 0 | 1 | 2 | 3 }> {
  const groups: Array<{ count: bigint; scale: 0 | 1 | 2 | 3 }> = [];
  scaleValues.forEach((value, scale) => {
    if (n >= value) {
      groups.push({ count: n / value, scale: scale as 0 | 1 | 2 });
      n %= value;
    }
  });
  if (n > 0n) groups.push({ count: n, scale: 3 });
  return groups;
}
