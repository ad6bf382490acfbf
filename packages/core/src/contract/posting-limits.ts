import { z } from 'zod';
import { decimalMessages } from '../money/amount-messages';
import { Money } from '../money/decimal';
import { currencyLimitsBody, eachKeyOnce, limitCurrency, limitInput } from './currency-limits';

/**
 * The largest amount one posting may carry, per currency code (docs/decisions.md, Money and amounts): a business limit far below the column's
 * capacity, so a slip of the finger (or a hostile client) cannot post 99,999,999,999,999,999.99 and freeze an account
 * at the numeric limit. A currency without an entry has no business limit; an admin may set or clear any of them.
 */
export const defaultPostingLimits: Readonly<Record<string, string>> = {
  AFN: '100000000.00',
  USD: '1000000.00',
  EUR: '1000000.00',
  PKR: '500000000.00',
};

/**
 * GET and PUT /api/posting-limits: every currency of the currency table with its posting limit and its clerk limit
 * (null: none). The clerk limit is the largest cash voucher a clerk posts alone (docs/decisions.md 'Clerks serve cash').
 */
export const postingLimitsResponse = z.object({
  limits: z.array(z.object({ currency: z.string(), limit: z.string().nullable(), clerkLimit: z.string().nullable() })),
});
export type PostingLimits = z.infer<typeof postingLimitsResponse>;

/** PUT /api/posting-limits: the currencies to change, each with the limits to set; a limit not sent keeps its value. */
export const updatePostingLimitsBody = z.object({
  limits: z
    .array(
      z.object({
        currency: limitCurrency,
        limit: limitInput(decimalMessages.limitInvalid).optional(),
        clerkLimit: limitInput(decimalMessages.clerkLimitInvalid).optional().describe('Extension: the largest Debit or Credit voucher a clerk (role user) may post; null for none.'),
      }),
    )
    .min(1)
    .max(100)
    .refine((items) => eachKeyOnce(items, (l) => l.currency), decimalMessages.limitCurrencyTwice),
});
export type UpdatePostingLimitsBody = z.input<typeof updatePostingLimitsBody>;
export type UpdatePostingLimitsInput = z.output<typeof updatePostingLimitsBody>;

/** The boxes of the limits screen's two cards, each checked as the server will. */
export const postingLimitBoxes = currencyLimitsBody(decimalMessages.limitInvalid);
export const clerkLimitBoxes = currencyLimitsBody(decimalMessages.clerkLimitInvalid);

/** True when `amount` is more than one posting in that currency may carry. */
export const exceedsPostingLimit = (amount: string, limit: string | null) => limit !== null && new Money(amount).gt(limit);
