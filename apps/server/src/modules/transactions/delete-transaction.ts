import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import { transactionMessages } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { deletedTransactions, transactionAuditLog, transactions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { replaceEntries } from '../ledger/replace-entries';
import { toTransactionDto } from '../ledger/transaction-dto';
import { dealValuesOf } from '../fx/deal-sync';
import { assertDaysOpen, assertNotClosePosting } from '../books/day-lock';
import { assertNotCommissionPosting } from '../commission/commission-postings';
import { assertMayChange, assertNotSentHawalaPosting, lockTransaction } from './transaction-rules';

export interface DeleteInput {
  reason: string;
  formName?: string | null;
  /** Set by the hawala module only: a payout leaves with its hawala's Mark as Pending or Cancel. */
  hawalaPayout?: boolean;
  /** Set by a day's reopening only: its over/short posting leaves with the close. */
  closePosting?: boolean;
}

export const hawalaPayoutOnly = transactionMessages.hawalaPayoutOnly;

/**
 * Moves a transaction to the deleted list (SPEC §4) inside the caller's database transaction: the document is
 * copied with its original id and timestamps and who deleted it and why, its entries are removed and their
 * effect on balances reversed, the row is deleted and an audit row written. A second delete finds no row: 404.
 */
export async function deleteTransaction(tx: Transaction, id: number, input: DeleteInput, actor: CurrentUser, now = new Date()) {
  const row = await lockTransaction(tx, id);
  assertMayChange(actor, row.transType, 'delete');
  assertNotSentHawalaPosting(row);
  // Deleted on its own, a payout would leave its hawala marked Passed with nothing paid.
  if (row.transType === 'Hawala' && !input.hawalaPayout) throw new AppError(409, hawalaPayoutOnly);
  if (!input.closePosting) await assertNotClosePosting(tx, id);
  await assertNotCommissionPosting(tx, id);
  await assertDaysOpen(tx, row.transDate);
  const { id: _id, createdAt, updatedAt, ...document } = row;
  await tx.insert(deletedTransactions).values({
    ...document,
    originalTransactionId: id,
    originalCreatedAt: createdAt,
    originalUpdatedAt: updatedAt,
    deletedDate: now,
    deletedUserId: actor.id,
    deletionReason: input.reason,
    formName: input.formName ?? null,
  });
  const deal = (await dealValuesOf(tx, [id])).get(id);
  await replaceEntries(tx, id, [], row.transDate);
  await tx.delete(transactions).where(eq(transactions.id, id));
  await tx.insert(transactionAuditLog).values({
    transactionId: id,
    action: 'delete',
    oldValues: toTransactionDto(row, deal),
    newValues: { deletionReason: input.reason, formName: input.formName ?? null },
    userId: actor.id,
    createdAt: now,
  });
  return { message: 'Transaction deleted successfully', id };
}
