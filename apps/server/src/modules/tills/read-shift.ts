import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { tillMessages, type CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { tillMoves, tills, tillShifts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { keepsSafe, loadShift, toShiftDto } from './shift-dto';

/** The handovers offered to the user that wait for their count. */
async function handoverOffers(db: Executor, actor: CurrentUser) {
  const rows = await db
    .select({ shiftId: tillMoves.shiftId, tillName: tills.name, fromUsername: tillMoves.createdByName, offeredAt: tillMoves.createdAt })
    .from(tillMoves)
    .innerJoin(tillShifts, eq(tillShifts.id, tillMoves.shiftId))
    .innerJoin(tills, eq(tills.id, tillShifts.tillId))
    .where(and(eq(tillMoves.kind, 'handover'), eq(tillMoves.status, 'pending'), eq(tillMoves.toUserId, actor.id), eq(tillShifts.status, 'open')))
    .orderBy(asc(tillMoves.id));
  return rows.map((r) => ({ ...r, offeredAt: r.offeredAt.toISOString() }));
}

/** The signed-in user's open shift, else the one whose count waits for approval; and the handovers offered to them. */
export async function readCurrentShift(db: Executor, actor: CurrentUser) {
  const [shift] = await db
    .select()
    .from(tillShifts)
    .where(and(eq(tillShifts.userId, actor.id), inArray(tillShifts.status, ['open', 'closing'])))
    .orderBy(desc(tillShifts.id))
    .limit(1);
  return { shift: shift ? await toShiftDto(db, shift, await keepsSafe(db, actor)) : null, handoverOffers: await handoverOffers(db, actor) };
}

/**
 * One shift: its clerk, the clerk a handover of it is offered to, and the keeper of the safe may read it; any other
 * clerk is refused (a till is its clerk's).
 */
export async function readShift(db: Executor, shiftId: number, actor: CurrentUser) {
  const shift = await loadShift(db, shiftId);
  const seesAll = await keepsSafe(db, actor);
  if (!seesAll && shift.userId !== actor.id) {
    const [offered] = await db
      .select({ id: tillMoves.id })
      .from(tillMoves)
      .where(and(eq(tillMoves.shiftId, shiftId), eq(tillMoves.kind, 'handover'), eq(tillMoves.status, 'pending'), eq(tillMoves.toUserId, actor.id)));
    if (!offered) throw new AppError(403, tillMessages.notYourShift, 'till.notYourShift');
  }
  return toShiftDto(db, shift, seesAll);
}
