import { and, eq, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, Money, tillMessages, type CashMoveBody, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillMoves, tills, tillShifts } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { countedCash } from './count-cash';
import { postTillCash } from './post-till-cash';
import { assertOwnShift, keepsSafe, loadShift, toShiftDto, type ShiftRow } from './shift-dto';
import { journalShift } from './journal-shift';

export const assertOpen = (shift: ShiftRow) => {
  if (shift.status !== 'open') throw conflict(tillMessages.shiftNotOpen, 'till.shiftNotOpen');
};

/** Every change to a shift raises its version, so an approval names the shift exactly as it was reviewed. */
export const bumpShift = (tx: Transaction, shiftId: number, now: Date) =>
  tx.update(tillShifts).set({ version: sql`${tillShifts.version} + 1`, updatedAt: now }).where(eq(tillShifts.id, shiftId));

/** A move nobody confirmed yet blocks a handover and a close: the till's cash is not settled until it is. */
export async function assertNoPendingMoves(tx: Transaction, shiftId: number) {
  const [pending] = await tx.select({ id: tillMoves.id }).from(tillMoves).where(and(eq(tillMoves.shiftId, shiftId), eq(tillMoves.status, 'pending')));
  if (pending) throw conflict(tillMessages.pendingMoves, 'till.pendingMoves');
}

async function offerMove(tx: Transaction, shift: ShiftRow, kind: 'drop' | 'top-up', body: CashMoveBody, actor: CurrentUser, now: Date) {
  const counts = (await countedCash(tx, body.counts)).filter((c) => !new Money(c.total).isZero());
  if (counts.length === 0) throw badRequest(tillMessages.emptyMove, 'till.emptyMove');
  await tx.insert(tillMoves).values({ shiftId: shift.id, kind, status: 'pending', counts, createdBy: actor.id, createdByName: actor.username, createdAt: now });
  await bumpShift(tx, shift.id, now);
  await journalShift(tx, shift.id, kind, actor, now);
  return toShiftDto(tx, await loadShift(tx, shift.id), kind === 'top-up');
}

/** The clerk counts cash out of their till for the safe; it moves when the keeper of the safe confirms it. */
export async function requestDrop(tx: Transaction, shiftId: number, body: CashMoveBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOwnShift(shift, actor);
  assertOpen(shift);
  return offerMove(tx, shift, 'drop', body, actor, now);
}

/** The keeper of the safe counts cash out of it for a till; it moves when the till's clerk confirms receiving it. */
export async function handTopUp(tx: Transaction, shiftId: number, body: CashMoveBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOpen(shift);
  return offerMove(tx, shift, 'top-up', body, actor, now);
}

/**
 * The receiving side confirms a pending drop (the keeper of the safe, not its clerk) or top-up (the till's clerk, not
 * who handed it): the cash moves between the till and the safe as counted, one posting per currency.
 */
export async function confirmMove(tx: Transaction, shiftId: number, moveId: number, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOpen(shift);
  const [move] = await tx.select().from(tillMoves).where(and(eq(tillMoves.id, moveId), eq(tillMoves.shiftId, shiftId))).for('update');
  if (!move || move.status !== 'pending' || (move.kind !== 'drop' && move.kind !== 'top-up')) throw conflict(tillMessages.moveNotPending, 'till.moveNotPending');
  if (move.createdBy === actor.id) throw new AppError(403, tillMessages.confirmOwnMove, 'till.confirmOwnMove');
  const seesAll = await keepsSafe(tx, actor);
  if (move.kind === 'drop' && !seesAll) throw new AppError(403, tillMessages.dropConfirmedBySafe, 'till.dropConfirmedBySafe');
  if (move.kind === 'top-up') assertOwnShift(shift, actor);
  const [till] = await tx.select().from(tills).where(eq(tills.id, shift.tillId));
  for (const line of move.counts) {
    const drop = move.kind === 'drop';
    const narrative = `${drop ? 'Drop from' : 'Top-up of'} ${till!.name} (${shift.username})`;
    await postTillCash(
      tx,
      {
        shiftId,
        transType: 'Transfer',
        outAccountId: drop ? CASH_ACCOUNT_ID : till!.accountId,
        inAccountId: drop ? till!.accountId : CASH_ACCOUNT_ID,
        currencyId: line.currencyId,
        amount: line.total,
        narrative,
      },
      actor,
      now,
    );
  }
  await tx.update(tillMoves).set({ status: 'confirmed', confirmedBy: actor.id, confirmedByName: actor.username, confirmedAt: now }).where(eq(tillMoves.id, moveId));
  await bumpShift(tx, shiftId, now);
  await journalShift(tx, shiftId, 'confirm', actor, now);
  return toShiftDto(tx, await loadShift(tx, shiftId), seesAll);
}
