import { booksMessages, isDayClosed } from '@sarafi/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { booksState } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * Refuses a change dated in a closed day. The share lock on the books' state row is held until the caller commits,
 * so an approval (which takes it exclusively) waits for postings in flight and no posting lands while a day closes.
 */
export async function assertDaysOpen(tx: Executor, ...dates: (string | null | undefined)[]) {
  const [state] = await tx.select({ closedThrough: booksState.closedThrough }).from(booksState).where(eq(booksState.id, 1)).for('share');
  refuseClosedDays(state?.closedThrough, ...dates);
}

/**
 * The same refusal on the books' state a caller already read under that share lock: a new posting reads it with its
 * rows (ledger/check-document.ts, `booksStateLocked`).
 */
export function refuseClosedDays(closedThrough: string | null | undefined, ...dates: (string | null | undefined)[]) {
  for (const date of dates) {
    if (date && isDayClosed(date, closedThrough)) throw conflict(booksMessages.dayClosed(date), 'books.dayClosed', { date });
  }
}

/** The books' closed-through day under the share lock `assertDaysOpen` takes, as a column of a posting's first read. */
export const booksStateLocked = () => sql<string | null>`(select closed_through from books_state where id = 1 for share)`;
