import { eq } from 'drizzle-orm';
import { can, hawalaMessages, type CurrentUser, transactionMessages } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactions } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

export const transactionNotFound = transactionMessages.notFound;

/** Debit and credit vouchers move the shop's cash: only admins change them, judged by the stored type (SPEC §6). */
export function assertMayChange(actor: CurrentUser, storedType: string, verb: 'edit' | 'delete' | 'recover') {
  if ((storedType === 'Debit' && !can(actor.role, 'debit')) || (storedType === 'Credit' && !can(actor.role, 'credit'))) {
    throw new AppError(403, `Only an admin may ${verb} ${storedType.toLowerCase()} vouchers`);
  }
}

/**
 * A sent hawala's postings (its send, its partner assignment, its refund) change only with the hawala: Cancel on the
 * Pass Hawala screen's Outgoing tab refunds by reversal. Edited or deleted here they would leave the hawala 'sent'
 * with its money moved, or 'cancelled' with the sender refunded twice.
 */
export function assertNotSentHawalaPosting(row: { sentHawalaId: number | null }) {
  if (row.sentHawalaId !== null) throw new AppError(409, hawalaMessages.postingOfSentHawala);
}

/** The transaction row, locked until the caller's database transaction ends; 404 when there is none. */
export async function lockTransaction(tx: Transaction, id: number) {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw notFound(transactionNotFound);
  return row;
}

/**
 * The next updatedAt: now, but always later than the previous value at millisecond precision (what clients
 * see), so two saves within one millisecond still tell a stale copy from a fresh one.
 */
export function nextUpdatedAt(previous: Date, now: Date) {
  return now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
}
