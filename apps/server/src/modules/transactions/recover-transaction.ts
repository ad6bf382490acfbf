import { eq, inArray } from 'drizzle-orm';
import { editMessages, transactionMessages, transactionTypes, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, deletedTransactions, transactions } from '../../db/schema';
import { auditTransaction } from '../ledger/audit-transaction';
import { AppError, notFound } from '../../lib/errors';
import { documentEntries, replaceEntries } from '../ledger/replace-entries';
import { toTransactionDto } from '../ledger/transaction-dto';
import { assertNotBeyondPostingWindow } from '../books/future-date';
import { assertMayChangePosted } from './change-guard';
import { nextUpdatedAt } from './transaction-rules';
import { relinkLargeCash } from '../compliance-lctr/flag-large-cash';

type Legs = Parameters<typeof documentEntries>[1];

/** The stored document as posting legs; a row missing a leg cannot have been posted, so it cannot be restored. */
function legsOf(row: typeof deletedTransactions.$inferSelect): Legs {
  const { transType, outAccountId, inAccountId, currencyId, cCurrencyId, dAmount, cAmount } = row;
  const type = transactionTypes.find((t) => t === transType);
  if (!type || outAccountId === null || inAccountId === null || currencyId === null) {
    throw new AppError(409, editMessages.recoverIncomplete, 'edit.recoverIncomplete');
  }
  return { transType: type, outAccountId, inAccountId, currencyId, cCurrencyId: cCurrencyId ?? currencyId, dAmount, cAmount };
}

/**
 * Restores a deleted transaction exactly (docs/architecture.md, States and transitions): the same id, fields and original creation time, its entries
 * rebuilt the way posting builds them and its effect on balances re-applied; the deleted row goes and an audit
 * row is written. Accounts made inactive since are still restored to: recovering restores history, it does not
 * post anything new. `deletedId` is the deleted row's own `id`, as GET /api/deleted-transactions lists it (never the
 * original transaction id, which a client could mistake for another row's); a second recover finds nothing: 404.
 * The answer's `id` is the restored transaction's (the original id).
 */
export async function recoverTransaction(tx: Transaction, deletedId: number, actor: CurrentUser, now = new Date(), creditLimitOverride = false) {
  const [deleted] = await tx.select().from(deletedTransactions).where(eq(deletedTransactions.id, deletedId)).for('update');
  if (!deleted) throw notFound(transactionMessages.deletedNotFound, 'transaction.deletedNotFound');
  const id = deleted.originalTransactionId;
  // A payout comes back only by passing its hawala again; recovering it could pay the hawala twice (the guard says so).
  await assertMayChangePosted(tx, { id, transType: deleted.transType, sentHawalaId: deleted.sentHawalaId, currencyId: deleted.currencyId, dAmount: deleted.dAmount, transDate: deleted.transDate }, { screen: 'recover' }, actor, [deleted.transDate]);
  // Back in the books it counts from its date, so that date meets the posting window as a new posting's would.
  if (deleted.transDate) await assertNotBeyondPostingWindow(tx, deleted.transDate, now);
  const legs = legsOf(deleted);

  const accountIds = [legs.outAccountId, legs.inAccountId];
  const found = await tx.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, accountIds));
  const currencyIds = [legs.currencyId, legs.cCurrencyId];
  const currencyRows = await tx.select({ id: currencies.id }).from(currencies).where(inArray(currencies.id, currencyIds));
  if (found.length < new Set(accountIds).size || currencyRows.length < new Set(currencyIds).size) {
    throw new AppError(409, editMessages.recoverRowsGone, 'edit.recoverRowsGone');
  }

  const {
    id: _deletedRowId,
    originalTransactionId,
    originalCreatedAt,
    originalUpdatedAt,
    deletedDate: _deletedDate,
    deletedUserId: _deletedUserId,
    deletionReason: _reason,
    formName: _formName,
    ...document
  } = deleted;
  const [restored] = await tx
    .insert(transactions)
    .values({
      ...document,
      id: originalTransactionId,
      createdAt: originalCreatedAt ?? now,
      updatedAt: originalUpdatedAt ? nextUpdatedAt(originalUpdatedAt, now) : now,
    })
    .onConflictDoNothing({ target: transactions.id })
    .returning();
  if (!restored) throw new AppError(409, editMessages.recoverIdTaken, 'edit.recoverIdTaken');
  // The party's large-cash lock before any balance row, in the order a new posting takes them (record-posting.ts).
  await relinkLargeCash(tx, id);
  const entries = await documentEntries(tx, legs);
  const { deal, entries: written } = await replaceEntries(tx, id, entries, null, { actor, now, creditLimitOverride: creditLimitOverride ? {} : null });
  await tx.delete(deletedTransactions).where(eq(deletedTransactions.id, deleted.id));
  await auditTransaction(tx, { transactionId: id, action: 'recover', newValues: toTransactionDto(restored!, deal), entries: written, actor, now });
  return { message: 'Transaction recovered successfully', id };
}
