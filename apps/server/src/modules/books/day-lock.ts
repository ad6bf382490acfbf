import { booksMessages, isDayClosed } from '@sarafi/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { booksState } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * Refuses a change dated in a closed day. The share lock on the books' state row is held until the caller commits,
 * so an approval (which takes it exclusively) waits for postings in flight and no posting lands while a day closes.
 */
export async function assertDaysOpen(tx: Executor, ...dates: (string | null | undefined)[]) {
  const [state] = await tx.select({ closedThrough: booksState.closedThrough }).from(booksState).where(eq(booksState.id, 1)).for('share');
  for (const date of dates) {
    if (date && isDayClosed(date, state?.closedThrough)) throw conflict(booksMessages.dayClosed(date), 'books.dayClosed', { date });
  }
}
