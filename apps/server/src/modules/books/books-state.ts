import { and, eq, gt, lt, min } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { booksState, transactions } from '../../db/schema';

/** The last closed day, locked for the caller's transaction: counts, approvals and reopens go one at a time. */
export async function lockBooksState(tx: Executor) {
  const [state] = await tx.select({ closedThrough: booksState.closedThrough }).from(booksState).where(eq(booksState.id, 1)).for('update');
  return state?.closedThrough ?? null;
}

/** The last closed day as the screens read it, to disable what the server would refuse (no lock: a read only). */
export async function readClosedThrough(db: Executor) {
  const [state] = await db.select({ closedThrough: booksState.closedThrough }).from(booksState).where(eq(booksState.id, 1));
  return { closedThrough: state?.closedThrough ?? null };
}

export const setClosedThrough = (tx: Executor, closedThrough: string | null, now: Date) =>
  tx.update(booksState).set({ closedThrough, updatedAt: now }).where(eq(booksState.id, 1));

/** The first day before `date` that has postings and is not closed: days close in order. */
export async function earliestOpenDayBefore(tx: Executor, date: string, closedThrough: string | null) {
  const [row] = await tx
    .select({ day: min(transactions.transDate) })
    .from(transactions)
    .where(and(closedThrough ? gt(transactions.transDate, closedThrough) : undefined, lt(transactions.transDate, date)));
  return row?.day ?? null;
}
