import { and, desc, eq, inArray } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, Money, tillMessages, type CurrentUser, type OpenShiftBody } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tillMoves, tills, tillShifts } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { countedCash } from './count-cash';
import { postTillCash } from './post-till-cash';
import { expectedInTill, toShiftDto } from './shift-dto';
import { journalShift } from './journal-shift';

/**
 * A clerk opens a shift on a free till: the float they counted as received moves from the safe into the till, in
 * one database transaction with the shift and its float move. The till row is locked, so two clerks never open it at once.
 * Cash a shop that keeps cash in the till (`keepCashInTill`) left there at the last approved close is the first move of
 * the new shift (a `float` from that close's clerk, confirmed by the opener, moving no cash), so the shift's record
 * says what its clerk took on besides the float (docs/decisions.md, Tills and shifts).
 */
export async function openShift(tx: Transaction, tillId: number, body: OpenShiftBody, actor: CurrentUser, now = new Date()) {
  const [till] = await tx.select().from(tills).where(eq(tills.id, tillId)).for('update');
  if (!till) throw notFound(tillMessages.notFound, 'till.notFound');
  if (till.isSafe) throw badRequest(tillMessages.safeHasNoShift, 'till.safeHasNoShift');
  const [own] = await tx.select({ id: tillShifts.id }).from(tillShifts).where(and(eq(tillShifts.userId, actor.id), eq(tillShifts.status, 'open')));
  if (own) throw conflict(tillMessages.alreadyOnShift, 'till.alreadyOnShift');
  const [held] = await tx.select({ id: tillShifts.id }).from(tillShifts).where(and(eq(tillShifts.tillId, tillId), inArray(tillShifts.status, ['open', 'closing'])));
  if (held) throw conflict(tillMessages.heldByOther(till.name), 'till.heldByOther', { till: till.name });

  const float = await countedCash(tx, body.float);
  const [shift] = await tx
    .insert(tillShifts)
    .values({ tillId, userId: actor.id, username: actor.username, status: 'open', openedOn: shopToday(now), openedAt: now, updatedAt: now })
    .returning();
  await carryKeptCash(tx, till, shift!.id, actor, now);
  await tx.insert(tillMoves).values({
    shiftId: shift!.id,
    kind: 'float',
    status: 'confirmed',
    counts: float,
    createdBy: actor.id,
    createdByName: actor.username,
    createdAt: now,
    confirmedBy: actor.id,
    confirmedByName: actor.username,
    confirmedAt: now,
  });
  for (const line of float) {
    if (new Money(line.total).isZero()) continue;
    const narrative = `Float of ${till.name} for ${actor.username}`;
    await postTillCash(tx, { shiftId: shift!.id, transType: 'Transfer', outAccountId: till.accountId, inAccountId: CASH_ACCOUNT_ID, currencyId: line.currencyId, amount: line.total, narrative }, actor, now);
  }
  await journalShift(tx, shift!.id, 'open', actor, now);
  return toShiftDto(tx, shift!, false);
}

/** The cash a closed shift left in the till, recorded as taken on by the opener: what the books say the till holds now. */
async function carryKeptCash(tx: Transaction, till: { id: number; accountId: number }, shiftId: number, actor: CurrentUser, now: Date) {
  const kept = (await expectedInTill(tx, till.accountId)).filter((e) => !new Money(e.expected).isZero());
  if (kept.length === 0) return;
  const [last] = await tx
    .select({ userId: tillShifts.userId, username: tillShifts.username })
    .from(tillShifts)
    .where(and(eq(tillShifts.tillId, till.id), eq(tillShifts.status, 'closed')))
    .orderBy(desc(tillShifts.closedAt))
    .limit(1);
  await tx.insert(tillMoves).values({
    shiftId,
    kind: 'float',
    status: 'confirmed',
    counts: kept.map((e) => ({ currencyId: e.currencyId, currency: e.currency, denominations: [], coins: e.expected, total: e.expected })),
    createdBy: last?.userId ?? actor.id,
    createdByName: last?.username ?? actor.username,
    createdAt: now,
    confirmedBy: actor.id,
    confirmedByName: actor.username,
    confirmedAt: now,
  });
}
