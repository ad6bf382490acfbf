import type { CurrentUser, EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactionAuditLog, transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { assertDaysOpen } from '../books/day-lock';
import { assertNotBeyondPostingWindow } from '../books/future-date';
import { applyEntries } from './apply-entries';
import type { Mover } from './move-balances';
import { toTransactionDto } from './transaction-dto';

/** A document's own fields; who and when are the signed-in user and now, whatever a client sent. */
export type PostingValues = Omit<
  typeof transactions.$inferInsert,
  'id' | 'transDateTime' | 'userCreated' | 'dateCreated' | 'userModified' | 'dateModified' | 'createdAt' | 'updatedAt'
>;

/** What a posting path decided beyond the document: a credit-limit override, or that it undoes an earlier posting. */
export type PostingDecisions = Pick<Mover, 'creditLimitOverride' | 'undo'>;

/**
 * Every posting — a clerk's document, a sent hawala, a day close's over/short — is written here, inside the caller's
 * database transaction: dated by the shop's day unless the document names one, refused in a closed day, then the
 * row, its audit row and its entries with their balances through the sink (last, so the balance row locks are held
 * only until commit).
 */
export async function recordPosting(tx: Transaction, values: PostingValues, entries: EntryLine[], actor: CurrentUser, now: Date, decisions: PostingDecisions = {}) {
  const transDate = values.transDate ?? shopToday(now);
  await assertDaysOpen(tx, transDate);
  await assertNotBeyondPostingWindow(tx, transDate, now);
  const [row] = await tx
    .insert(transactions)
    .values({
      ...values,
      transDate,
      transDateTime: now,
      userCreated: actor.username,
      dateCreated: now,
      userModified: actor.username,
      dateModified: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const dto = toTransactionDto(row!);
  await tx.insert(transactionAuditLog).values({ transactionId: row!.id, action: 'create', newValues: dto, userId: actor.id, createdAt: now });
  const deal = await applyEntries(tx, row!.id, entries, transDate, { actor, now, ...decisions });
  return { row: row!, dto: toTransactionDto(row!, deal) };
}
