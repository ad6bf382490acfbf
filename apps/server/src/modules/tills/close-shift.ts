import { eq } from 'drizzle-orm';
import type { CloseShiftBody, CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tills, tillShifts } from '../../db/schema';
import { assertNoPendingMoves, assertOpen } from './cash-moves';
import { countedCash } from './count-cash';
import { countAgainstBooks, expectedInTill, assertOwnShift, loadShift, toShiftDto } from './shift-dto';
import { journalShift } from './journal-shift';

/**
 * The clerk's blind count: they send the notes and coins without having been shown what the books expect. The count
 * is kept against the books; nothing posts until an admin approves (approve-shift.ts). From now the clerk's cash
 * postings move the safe again (or are refused where the shop requires tills). The shift row is locked, so postings
 * already on their way to this till land before the books are read.
 */
export async function closeShift(tx: Transaction, shiftId: number, body: CloseShiftBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOwnShift(shift, actor);
  assertOpen(shift);
  await assertNoPendingMoves(tx, shiftId);
  const [till] = await tx.select().from(tills).where(eq(tills.id, shift.tillId));
  const lines = countAgainstBooks(await expectedInTill(tx, till!.accountId), await countedCash(tx, body.counts));
  const [closing] = await tx
    .update(tillShifts)
    .set({ status: 'closing', currencies: lines, countedAt: now, version: shift.version + 1, updatedAt: now })
    .where(eq(tillShifts.id, shiftId))
    .returning();
  await journalShift(tx, shiftId, 'close', actor, now);
  return toShiftDto(tx, closing!, false);
}
