import type Decimal from 'decimal.js';
import { Money, toAmount } from './decimal';

/**
 * The receive amount of a hawala transfer (SPEC §5 'Hawala transfer'): amount × rate − commission, rounded
 * half-up to 2 places. Shared by the form (computed on blur) and the server (which stores exactly this), so the
 * summary card and the stored record never differ. Null when an input is not a finite decimal.
 */
export function hawalaConvertedAmount(amount: Decimal.Value, rate: Decimal.Value, commission: Decimal.Value = 0): string | null {
  try {
    const [a, r, c] = [amount, rate, commission].map((v) => new Money(v));
    if (!a!.isFinite() || !r!.isFinite() || !c!.isFinite()) return null;
    return toAmount(a!.mul(r!).minus(c!));
  } catch {
    return null;
  }
}
