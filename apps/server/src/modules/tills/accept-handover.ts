import { and, eq } from 'drizzle-orm';
import { Money, tillMessages, type AcceptHandoverBody, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillMoves, tills, tillShifts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { assertOpen } from './cash-moves';
import { countedCash, totalOf } from './count-cash';
import { postVariances } from './post-variances';
import { requestShortageCharges } from './handover-shortage';
import { countAgainstBooks, expectedInTill, loadShift, toShiftDto } from './shift-dto';
import { journalShift } from './journal-shift';

/**
 * The receiving clerk counts the till and accepts it. Both counts must agree (else they count again together); the
 * difference from the books is the handing clerk's variance: booked at once to over/short, so the till holds what was
 * counted, and a short's charge to the handing clerk kept for an approver (handover-shortage.ts). The handing
 * clerk's shift ends, and the receiving clerk's opens on the same till with the counted cash as its float; no cash
 * moves, as it never leaves the drawer. The handing shift's row is locked, so their postings in flight land first.
 */
export async function acceptHandover(tx: Transaction, shiftId: number, body: AcceptHandoverBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOpen(shift);
  const [offer] = await tx
    .select()
    .from(tillMoves)
    .where(and(eq(tillMoves.shiftId, shiftId), eq(tillMoves.kind, 'handover'), eq(tillMoves.status, 'pending'), eq(tillMoves.toUserId, actor.id)))
    .for('update');
  if (!offer) throw notFound(tillMessages.noHandoverForYou, 'till.noHandoverForYou');
  const [busy] = await tx.select({ id: tillShifts.id }).from(tillShifts).where(and(eq(tillShifts.userId, actor.id), eq(tillShifts.status, 'open')));
  if (busy) throw conflict(tillMessages.alreadyOnShift, 'till.alreadyOnShift');

  const received = await countedCash(tx, body.counts);
  const ids = new Set([...received, ...offer.counts].map((c) => c.currencyId));
  if ([...ids].some((id) => !new Money(totalOf(received, id)).equals(totalOf(offer.counts, id)))) throw conflict(tillMessages.countsDiffer, 'till.countsDiffer');

  const [till] = await tx.select().from(tills).where(eq(tills.id, shift.tillId));
  const lines = await postVariances(tx, shift, till!, countAgainstBooks(await expectedInTill(tx, till!.accountId), received), 'overShort', actor, now);
  await requestShortageCharges(tx, shiftId, lines, actor, now);
  await tx.update(tillMoves).set({ status: 'confirmed', confirmedBy: actor.id, confirmedByName: actor.username, confirmedAt: now }).where(eq(tillMoves.id, offer.id));
  await tx
    .update(tillShifts)
    .set({ status: 'handed-over', currencies: lines, countedAt: now, closedAt: now, version: shift.version + 1, updatedAt: now })
    .where(eq(tillShifts.id, shiftId));
  const [next] = await tx
    .insert(tillShifts)
    .values({ tillId: shift.tillId, userId: actor.id, username: actor.username, status: 'open', openedOn: shopToday(now), openedAt: now, updatedAt: now })
    .returning();
  await tx.insert(tillMoves).values({
    shiftId: next!.id,
    kind: 'float',
    status: 'confirmed',
    counts: received,
    createdBy: shift.userId,
    createdByName: shift.username,
    createdAt: now,
    confirmedBy: actor.id,
    confirmedByName: actor.username,
    confirmedAt: now,
  });
  await journalShift(tx, shiftId, 'handedOver', actor, now);
  await journalShift(tx, next!.id, 'open', actor, now);
  return toShiftDto(tx, next!, false);
}
