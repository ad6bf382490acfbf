import { eq, inArray } from 'drizzle-orm';
import { decimalMessages, exceedsPostingLimit, formatMoney, Money, type EntryLine } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { appSettings, currencies } from '../../db/schema';
import { badRequest, pgErrorCode } from '../../lib/errors';
import { postingLimitsKey, postingLimitsOf, readPostingLimits } from './posting-limits';

export interface Posting {
  /** Currency code. */
  currency: string;
  /** Decimal string. */
  amount: string;
}

/**
 * The one check of the per-currency posting limit: a 400 names the limit and the currency. The balance sink calls it
 * on every posting's entries (assertEntriesWithinPostingLimits); a hawala's import and creation call it on the amounts
 * they promise before anything posts.
 */
export async function assertWithinPostingLimits(db: Executor, postings: Posting[]) {
  refuseOverLimit(await readPostingLimits(db), postings);
}

function refuseOverLimit(limits: Map<string, string | null>, postings: Posting[]) {
  for (const { currency, amount } of postings) {
    const limit = limits.get(currency) ?? null;
    if (exceedsPostingLimit(amount, limit)) {
      const params = { limit: formatMoney(limit!, currency), currency };
      throw badRequest(decimalMessages.overLimit(params.limit), 'decimal.overLimit', params);
    }
  }
}

/** A posting's size per currency id, as the comment below says; the role limits (modules/roles/role-limits.ts) measure with it too. */
export function postingSize(entries: EntryLine[]) {
  const moved = new Map<number, InstanceType<typeof Money>>();
  for (const e of entries) {
    const amount = new Money(e.amount);
    if (amount.isPositive()) moved.set(e.currencyId, (moved.get(e.currencyId) ?? new Money(0)).plus(amount));
  }
  return moved;
}

/** The posting limits a posting read with its rows (ledger/check-document.ts), and the codes of its currencies. */
export interface KnownPostingLimits {
  limits: Map<string, string | null>;
  codeOf: Map<number, string>;
}

/**
 * A posting's size in each currency is the money it moves there: the sum of its entries that gain (an exchange moves
 * its purchase amount in one currency and its selling amount in the other; a sent hawala the amount with its
 * commission). The sink checks every posting's entries with this, so no path posts past a limit. With the limits a
 * posting already read (`known`, naming every currency moved) it asks the database nothing.
 */
export async function assertEntriesWithinPostingLimits(db: Executor, entries: EntryLine[], known?: KnownPostingLimits) {
  const moved = postingSize(entries);
  if (moved.size === 0) return;
  if (known && [...moved.keys()].every((id) => known.codeOf.has(id))) {
    refuseOverLimit(known.limits, [...moved].map(([id, amount]) => ({ currency: known.codeOf.get(id)!, amount: amount.toFixed(2) })));
    return;
  }
  // One round trip on the posting path: the currencies' codes with the stored limits beside them.
  const rows = await db
    .select({ id: currencies.id, code: currencies.code, limits: appSettings.value })
    .from(currencies)
    .leftJoin(appSettings, eq(appSettings.key, postingLimitsKey))
    .where(inArray(currencies.id, [...moved.keys()]));
  refuseOverLimit(postingLimitsOf(rows[0]?.limits), rows.map((c) => ({ currency: c.code, amount: moved.get(c.id)!.toFixed(2) })));
}

/** A document as the role's alone limit reads it: its type, currency and amount (a new document, or a stored one changed). */
export interface VoucherSize {
  transType: string;
  currencyId: number | null;
  dAmount: string;
}

/**
 * Runs a balance write; a balance pushed past numeric(20,2) (PostgreSQL 22003) is refused by name. Without a business
 * limit, eleven postings of 99,999,999,999,999,999.99 reach it; the account must then still take postings that fit.
 */
export async function withinBalanceCapacity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '22003') throw badRequest(decimalMessages.balanceOverflow, 'decimal.balanceOverflow');
    throw error;
  }
}
