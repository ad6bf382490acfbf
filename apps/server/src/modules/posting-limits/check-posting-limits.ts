import { decimalMessages, exceedsPostingLimit, formatAmount } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { badRequest, pgErrorCode } from '../../lib/errors';
import { readPostingLimits } from './posting-limits';

export interface Posting {
  /** Currency code. */
  currency: string;
  /** Decimal string. */
  amount: string;
}

/**
 * The one check of the per-currency posting limit (issue 18), called by every use case that posts or promises money:
 * ledger postings and edits (checkDocument), hawala create and pass. A 400 names the limit and the currency.
 */
export async function assertWithinPostingLimits(db: Executor, postings: Posting[]) {
  const limits = await readPostingLimits(db);
  for (const { currency, amount } of postings) {
    const limit = limits.get(currency) ?? null;
    if (exceedsPostingLimit(amount, limit)) {
      const params = { limit: formatAmount(limit!), currency };
      throw badRequest(decimalMessages.overLimit(params.limit, currency), 'decimal.overLimit', params);
    }
  }
}

/**
 * Runs a balance write; a balance pushed past numeric(20,2) (PostgreSQL 22003) is refused by name. Without a business
 * limit, eleven postings of 99,999,999,999,999,999.99 reach it; the account must then still take postings that fit.
 */
export async function withinBalanceCapacity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '22003') throw badRequest(decimalMessages.balanceOverflow);
    throw error;
  }
}
