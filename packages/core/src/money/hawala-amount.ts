import type Decimal from 'decimal.js';
import { Money, toAmount } from './decimal';
import { sellingAmount } from './exchange';

/**
 * The receive amount of a hawala transfer: the send amount converted at the rate by the exchange rule (so AFN→USD
 * divides by 68.75, as on the Exchange screen), minus the commission (in the receive currency), rounded half-up to 2
 * places. This replaces SPEC §5's 'amount × rate − commission' (DESIGN §6). Shared by the form and the server, so
 * the summary card and the stored record never differ. Null when an input is not a finite decimal or the rate is
 * not positive.
 */
export function hawalaConvertedAmount(
  amount: Decimal.Value,
  rate: Decimal.Value,
  from: string,
  to: string,
  commission: Decimal.Value = 0,
): string | null {
  try {
    const [a, c] = [new Money(amount), new Money(commission)];
    if (!a.isFinite() || !c.isFinite()) return null;
    const converted = sellingAmount(a, rate, from, to);
    return converted ? toAmount(converted.minus(c)) : null;
  } catch {
    return null;
  }
}
