import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { deletedTransactions, transactions } from '../../db/schema';
import { auditTransaction } from '../ledger/audit-transaction';
import { replaceEntries } from '../ledger/replace-entries';
import { toTransactionDto } from '../ledger/transaction-dto';
import { dealValuesOf } from '../fx/deal-sync';
import { assertMayChangePosted, type ChangeBy } from './change-guard';
import { lockTransaction } from './transaction-rules';

export interface DeleteInput {
  reason: string;
  formName?: string | null;
  creditLimitOverride?: boolean;
}

/**
 * Moves a transaction to the deleted list inside the caller's database transaction: the document is
 * copied with its original id and timestamps and who deleted it and why, its entries are removed and their
 * effect on balances reversed, the row is deleted and an audit row written. A second delete finds no row: 404.
 */
export async function deleteTransaction(
  tx: Transaction,
  id: number,
  input: DeleteInput,
  actor: CurrentUser,
  now = new Date(),
  by: ChangeBy = { screen: 'delete' },
) {
  const row = await lockTransaction(tx, id);
  await assertMayChangePosted(tx, row, by, actor, [row.transDate]);
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
  // Taking a posting away can leave a partner owing more (a settlement's payment gone), so it meets the credit limit too.
  await replaceEntries(tx, id, [], row.transDate, { actor, now, creditLimitOverride: input.creditLimitOverride ? {} : null });
  await tx.delete(transactions).where(eq(transactions.id, id));
  await auditTransaction(tx, {
    transactionId: id,
    action: 'delete',
    oldValues: toTransactionDto(row, deal),
    newValues: { deletionReason: input.reason, formName: input.formName ?? null },
    entries: [],
    actor,
    now,
  });
  return { message: 'Transaction deleted successfully', id };
}
