import { and, eq } from 'drizzle-orm';
import { tillMessages, type CurrentUser, type HandoverBody } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillMoves, tillShifts, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { assertNoPendingMoves, assertOpen, bumpShift } from './cash-moves';
import { countedCash } from './count-cash';
import { assertOwnShift, loadShift, toShiftDto } from './shift-dto';
import { journalShift } from './journal-shift';

/**
 * The holding clerk counts the till for another clerk; nothing moves until that clerk counts it too and accepts
 * (accept-handover.ts). Only one offer at a time, and none while a drop or top-up waits.
 */
export async function handOver(tx: Transaction, shiftId: number, body: HandoverBody, actor: CurrentUser, now = new Date()) {
  const shift = await loadShift(tx, shiftId, true);
  assertOwnShift(shift, actor);
  assertOpen(shift);
  await assertNoPendingMoves(tx, shiftId);
  if (body.toUserId === actor.id) throw badRequest(tillMessages.handoverToSelf, 'till.handoverToSelf');
  const [target] = await tx.select({ id: users.id, username: users.username }).from(users).where(and(eq(users.id, body.toUserId), eq(users.isActive, true)));
  if (!target) throw badRequest(tillMessages.handoverTargetUnknown, 'till.handoverTargetUnknown');
  const [busy] = await tx.select({ id: tillShifts.id }).from(tillShifts).where(and(eq(tillShifts.userId, target.id), eq(tillShifts.status, 'open')));
  if (busy) throw conflict(tillMessages.handoverTargetBusy(target.username), 'till.handoverTargetBusy', { user: target.username });
  await tx.insert(tillMoves).values({
    shiftId,
    kind: 'handover',
    status: 'pending',
    counts: await countedCash(tx, body.counts),
    createdBy: actor.id,
    createdByName: actor.username,
    createdAt: now,
    toUserId: target.id,
    toUsername: target.username,
  });
  await bumpShift(tx, shiftId, now);
  await journalShift(tx, shiftId, 'handover', actor, now);
  return toShiftDto(tx, await loadShift(tx, shiftId), false);
}
