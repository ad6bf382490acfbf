import { z } from 'zod';
import { decimalMessages } from '../money/amount-messages';
import { Money, toAmount } from '../money/decimal';
import { readAmountField } from './amount-fields';
import { isAmountTooLarge } from '../documents/fields';

/** Every currency of the currency table with its limit (null: none): what a limits screen reads and gets back after saving. */
export const currencyLimitsResponse = z.object({ limits: z.array(z.object({ currency: z.string(), limit: z.string().nullable() })) });
export type CurrencyLimits = z.infer<typeof currencyLimitsResponse>;

/** A limit's currency code as an admin's client sends it. */
export const limitCurrency = z.string().trim().toUpperCase().min(1).max(50);

/**
 * The currencies to change, each with a limit as an admin types it: an amount above 0 with at most 2 decimals; blank
 * or null clears it. The others keep their limit. `invalid` names which limit is refused (a posting's, a partner's).
 */
export function currencyLimitsBody(invalid: string) {
  return z.object({
    limits: z
      .array(z.object({ currency: limitCurrency, limit: limitInput(invalid) }))
      .min(1)
      .max(100)
      .refine((items) => eachKeyOnce(items, (l) => l.currency), decimalMessages.limitCurrencyTwice),
  });
}

/**
 * A list of changes keyed by currency (or role) names each key once: twice, the change recorded for the first would
 * name an old value it never replaced, and one statement writing both rows fails (docs/decisions.md, Recorded control
 * changes).
 */
export const eachKeyOnce = <T>(items: T[], key: (item: T) => string | number) => new Set(items.map(key)).size === items.length;

/** One limit as an admin types it: an amount above 0 with at most 2 decimals; blank or null clears it. */
export function limitInput(invalid: string) {
  return z.union([z.string(), z.number(), z.null()], { error: invalid }).transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const field = readAmountField(value, invalid);
    // A limit of an amount no posting may carry would limit nothing.
    if (!field.ok || new Money(field.value).lte(0) || isAmountTooLarge(field.value)) {
      ctx.addIssue({ code: 'custom', message: field.ok || field.message === decimalMessages.amountPlaces ? invalid : field.message });
      return z.NEVER;
    }
    return toAmount(field.value);
  });
}
