import type Decimal from 'decimal.js';
import { Money, toAmount } from './decimal';
import { sellingAmount } from './exchange';

/**
 * The receive amount of a hawala transfer: the send amount converted at the rate by the exchange rule (so AFN→USD
 * divides by 68.75, as on the Exchange screen), rounded half-up to 2 places. This replaces the original product's 'amount × rate
 * − commission' (docs/architecture.md, Where we differ from the original product): the commission is the shop's fee in the send currency, paid by the sender on top
 * (docs/decisions.md, Hawalas we send), so it no longer comes off what the receiver gets. Shared by the form and the server,
 * so the summary card and the stored record never differ. Null when an input is not a finite decimal or the rate is
 * not positive.
 */
export function hawalaConvertedAmount(amount: Decimal.Value, rate: Decimal.Value, from: string, to: string): string | null {
  try {
    const a = new Money(amount);
    if (!a.isFinite()) return null;
    const converted = sellingAmount(a, rate, from, to);
    return converted ? toAmount(converted) : null;
  } catch {
    return null;
  }
}

/** What the sender hands over for a hawala: the amount sent and the shop's commission, both in the send currency. */
export function hawalaSenderPays(amount: Decimal.Value, commission: Decimal.Value): string | null {
  try {
    const [a, c] = [new Money(amount), new Money(commission)];
    return a.isFinite() && c.isFinite() ? toAmount(a.plus(c)) : null;
  } catch {
    return null;
  }
}
