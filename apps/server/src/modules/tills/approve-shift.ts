import { eq } from 'drizzle-orm';
import { booksMessages, CASH_ACCOUNT_ID, Money, tillMessages, type ApproveShiftBody, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillMoves, tills, tillShifts } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { readDayCloseSettings } from '../books/day-close-settings';
import { postTillCash } from './post-till-cash';
import { postVariances } from './post-variances';
import { expectedInTill, loadShift, toShiftDto } from './shift-dto';
import { readTillSettings } from './till-settings';
import { journalShift } from './journal-shift';

/**
 * An admin approves the count they reviewed, named by id and version (as a day close's approval: a change since is a
 * 409). The books must still expect what the count was held against; each variance is then booked (over to
 * over/short, short to the clerk), and the counted cash returns to the safe unless the shop keeps it in the till for
 * the next shift, all in one database transaction. Four eyes as a day close: not the clerk who counted, unless the
 * shop allows self-approval.
 */
export async function approveShift(tx: Transaction, shiftId: number, reviewed: ApproveShiftBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  if (shift.status !== 'closing') throw conflict(tillMessages.noCountWaiting, 'till.noCountWaiting');
  if (reviewed.id !== shift.id || reviewed.version !== shift.version) throw conflict(tillMessages.changedSinceReview, 'till.changedSinceReview');
  if (shift.userId === actor.id && !(await readDayCloseSettings(tx)).allowSelfApproval) throw new AppError(403, booksMessages.fourEyes, 'books.fourEyes');

  const [till] = await tx.select().from(tills).where(eq(tills.id, shift.tillId));
  const books = await expectedInTill(tx, till!.accountId);
  const changed =
    shift.currencies.some((c) => !new Money(books.find((b) => b.currencyId === c.currencyId)?.expected ?? 0).equals(c.expected ?? 0)) ||
    books.some((b) => !new Money(b.expected).isZero() && !shift.currencies.some((c) => c.currencyId === b.currencyId));
  if (changed) throw conflict(tillMessages.cashChanged, 'till.cashChanged');

  const lines = await postVariances(tx, shift, till!, shift.currencies, 'clerk', actor, now);
  if (!(await readTillSettings(tx)).keepCashInTill) {
    const back = lines.filter((l) => !new Money(l.counted ?? 0).isZero());
    for (const line of back) {
      const narrative = `${till!.name}: cash back to the safe after ${shift.username}'s shift ${shift.id}`;
      await postTillCash(tx, { shiftId, transType: 'Transfer', outAccountId: CASH_ACCOUNT_ID, inAccountId: till!.accountId, currencyId: line.currencyId, amount: line.counted!, narrative }, actor, now);
    }
    if (back.length > 0) {
      await tx.insert(tillMoves).values({
        shiftId,
        kind: 'return',
        status: 'confirmed',
        counts: back.map((l) => ({ currencyId: l.currencyId, currency: l.currency, denominations: [], coins: '0.00', total: l.counted! })),
        createdBy: actor.id,
        createdByName: actor.username,
        createdAt: now,
        confirmedBy: actor.id,
        confirmedByName: actor.username,
        confirmedAt: now,
      });
    }
  }
  const [approved] = await tx
    .update(tillShifts)
    .set({ status: 'closed', currencies: lines, closedAt: now, approvedBy: actor.id, approvedByName: actor.username, version: shift.version + 1, updatedAt: now })
    .where(eq(tillShifts.id, shiftId))
    .returning();
  await journalShift(tx, shiftId, 'approve', actor, now);
  return toShiftDto(tx, approved!, true);
}
