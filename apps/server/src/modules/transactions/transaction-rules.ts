import { eq } from 'drizzle-orm';
import { transactionMessages } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';

export const transactionNotFound = transactionMessages.notFound;

/**
 * The transaction row, locked until the caller's database transaction ends; 404 when there is none. The lock is
 * 'no key update': it keeps two changes of one document apart, yet lets the exchange desk's replay, which holds the
 * desk this change will wait for, write the FX profit lines of this deal (their foreign key only shares the row's key).
 */
export async function lockTransaction(tx: Transaction, id: number) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('no key update');
  if (!row) throw notFound(transactionNotFound, 'transaction.notFound');
  return row;
}

/**
 * The next updatedAt: now, but always later than the previous value at millisecond precision (what clients
 * see), so two saves within one millisecond still tell a stale copy from a fresh one.
 */
export function nextUpdatedAt(previous: Date, now: Date) {
  return now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
}
