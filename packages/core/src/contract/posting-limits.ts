import type { z } from 'zod';
import { decimalMessages } from '../money/amount-messages';
import { Money } from '../money/decimal';
import { currencyLimitsBody, currencyLimitsResponse, type CurrencyLimits } from './currency-limits';

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

/** GET and PUT /api/posting-limits: every currency of the currency table with its limit (null: none). */
export const postingLimitsResponse = currencyLimitsResponse;
export type PostingLimits = CurrencyLimits;

/** PUT /api/posting-limits: the currencies to change; the others keep their limit. */
export const updatePostingLimitsBody = currencyLimitsBody(decimalMessages.limitInvalid);
export type UpdatePostingLimitsBody = z.input<typeof updatePostingLimitsBody>;
export type UpdatePostingLimitsInput = z.output<typeof updatePostingLimitsBody>;

/** True when `amount` is more than one posting in that currency may carry. */
export const exceedsPostingLimit = (amount: string, limit: string | null) => limit !== null && new Money(amount).gt(limit);
