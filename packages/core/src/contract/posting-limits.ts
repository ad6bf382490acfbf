import { z } from 'zod';
import { decimalMessages } from '../money/amount-messages';
import { Money, toAmount } from '../money/decimal';
import { readAmountField } from './amount-fields';

/**
 * The largest amount one posting may carry, per currency code (issue 18): a business limit far below the column's
 * capacity, so a slip of the finger (or a hostile client) cannot post 99,999,999,999,999,999.99 and freeze an account
 * at the numeric limit. A currency without an entry has no business limit; an admin may set or clear any of them.
 */
export const defaultPostingLimits: Readonly<Record<string, string>> = {
  AFN: '100000000.00',
  USD: '1000000.00',
  EUR: '1000000.00',
  PKR: '500000000.00',
};

/** Amounts are numeric(20,2) and the contracts refuse 1e17 and more, so a larger limit would limit nothing. */
const largestLimit = new Money('1e17');

export const postingLimitSchema = z.object({ currency: z.string(), limit: z.string().nullable() });
export type PostingLimit = z.infer<typeof postingLimitSchema>;

/** GET and PUT /api/posting-limits: every currency of the currency table with its limit (null: none). */
export const postingLimitsResponse = z.object({ limits: z.array(postingLimitSchema) });
export type PostingLimits = z.infer<typeof postingLimitsResponse>;

/** A limit as an admin types it: an amount above 0 with at most 2 decimals; blank or null clears it. */
const limitInput = z.union([z.string(), z.number(), z.null()], { error: decimalMessages.limitInvalid }).transform((value, ctx) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const field = readAmountField(value, decimalMessages.limitInvalid);
  if (!field.ok || new Money(field.value).lte(0) || new Money(field.value).gte(largestLimit)) {
    ctx.addIssue({ code: 'custom', message: field.ok ? decimalMessages.limitInvalid : field.message });
    return z.NEVER;
  }
  return toAmount(field.value);
});

/** PUT /api/posting-limits: the currencies to change; the others keep their limit. */
export const updatePostingLimitsBody = z.object({
  limits: z
    .array(z.object({ currency: z.string().trim().toUpperCase().min(1).max(50), limit: limitInput }))
    .min(1)
    .max(100),
});
export type UpdatePostingLimitsBody = z.input<typeof updatePostingLimitsBody>;
export type UpdatePostingLimitsInput = z.output<typeof updatePostingLimitsBody>;

/** True when `amount` is more than one posting in that currency may carry. */
export const exceedsPostingLimit = (amount: string, limit: string | null) => limit !== null && new Money(amount).gt(limit);
