import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { booksMessages, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { dayCloses } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { deleteTransaction } from '../transactions/delete-transaction';
import { lockBooksState, setClosedThrough } from './books-state';
import { liveDayClose, toDayCloseDto } from './day-close-dto';
import { appendJournal } from '../journal/append-journal';

/**
 * An admin reopens the last closed day, with a reason: the day before it becomes the last closed one, the close's
 * over/short postings go to the deleted list with that reason (audited like any delete), and the close is kept,
 * marked reopened, with who, when and why. The day can then be changed and counted again.
 */
export async function reopenDay(tx: Transaction, date: string, reason: string, actor: CurrentUser, now = new Date()) {
  const closedThrough = await lockBooksState(tx);
  if (!closedThrough || date > closedThrough) throw conflict(booksMessages.notClosed(date), 'books.notClosed', { date });
  if (date < closedThrough) throw conflict(booksMessages.onlyLastClosed(closedThrough), 'books.onlyLastClosed', { date: closedThrough });
  const close = await liveDayClose(tx, date, 'approved');
  if (!close) throw conflict(booksMessages.notClosed(date), 'books.notClosed', { date });

  const [previous] = await tx
    .select({ date: dayCloses.closeDate })
    .from(dayCloses)
    .where(and(eq(dayCloses.status, 'approved'), lt(dayCloses.closeDate, date)))
    .orderBy(desc(dayCloses.closeDate))
    .limit(1);
  await setClosedThrough(tx, previous?.date ?? null, now);
  for (const line of close.currencies) {
    if (line.varianceTransactionId === null) continue;
    await deleteTransaction(tx, line.varianceTransactionId, { reason: `Day ${date} reopened: ${reason}`, formName: 'Day Close' }, actor, now, { owner: 'DayCloseVariance' });
  }
  const [reopened] = await tx
    .update(dayCloses)
    .set({ status: 'reopened', version: sql`${dayCloses.version} + 1`, reopenedBy: actor.id, reopenedByName: actor.username, reopenedAt: now, reopenReason: reason, updatedAt: now })
    .where(eq(dayCloses.id, close.id))
    .returning();
  const dto = toDayCloseDto(reopened!);
  await appendJournal(tx, { kind: 'dayClose.reopen', entity: 'dayClose', entityId: close.id, actor, payload: dto, at: now });
  return dto;
}
