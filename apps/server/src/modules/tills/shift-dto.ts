import { asc, eq, sql } from 'drizzle-orm';
import { can, Money, shopView, tillMessages, type CurrentUser, type Shift, type ShiftCurrency } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { accountBalances, currencies, tillMoves, tills, tillShifts } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { isoOrNull } from '../../lib/dates';
import { grantsOfRole } from '../roles/role-policy';

export type ShiftRow = typeof tillShifts.$inferSelect;

/** A shift by id, locked for update when it is about to change. */
export async function loadShift(db: Executor, id: number, lock = false): Promise<ShiftRow> {
  const query = db.select().from(tillShifts).where(eq(tillShifts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(tillMessages.shiftNotFound, 'till.shiftNotFound');
  return row;
}

/** Whether the actor keeps the safe: sees every till and shift, approves, hands top-ups (docs/decisions.md, Tills and shifts). */
export const keepsSafe = async (db: Executor, actor: CurrentUser) => can(await grantsOfRole(db, actor.role), 'tills');

/** A clerk works only their own shift; the keeper of the safe works every shift. */
export function assertOwnShift(shift: ShiftRow, actor: CurrentUser) {
  if (shift.userId !== actor.id) throw new AppError(403, tillMessages.notYourShift, 'till.notYourShift');
}

/** A till account's balances per currency, in the stored sign. */
export async function accountCash(db: Executor, accountId: number) {
  return db
    .select({ currencyId: currencies.id, currency: currencies.code, balance: accountBalances.balance })
    .from(accountBalances)
    .innerJoin(currencies, eq(currencies.id, accountBalances.currencyId))
    .where(eq(accountBalances.accountId, accountId))
    .orderBy(asc(currencies.id));
}

/** What the books say the till holds, per currency, as the shop reads it (an asset: the stored sign turned round). */
export async function expectedInTill(db: Executor, accountId: number) {
  return (await accountCash(db, accountId)).map((b) => ({ currencyId: b.currencyId, currency: b.currency, expected: shopView(b.balance, 'asset').amount }));
}

/** Counted against expected per currency: every currency either side names, the variance counted − expected. */
export function countAgainstBooks(expected: { currencyId: number; currency: string; expected: string }[], counted: { currencyId: number; currency: string; total: string }[]): ShiftCurrency[] {
  const ids = [...new Set([...expected.filter((e) => !new Money(e.expected).isZero()).map((e) => e.currencyId), ...counted.map((c) => c.currencyId)])].sort((a, b) => a - b);
  return ids.map((currencyId) => {
    const books = expected.find((e) => e.currencyId === currencyId);
    const count = counted.find((c) => c.currencyId === currencyId);
    const exp = books?.expected ?? '0.00';
    const cnt = count?.total ?? '0.00';
    return { currencyId, currency: (books?.currency ?? count?.currency)!, expected: exp, counted: cnt, variance: new Money(cnt).minus(exp).toFixed(2), varianceTransactionId: null };
  });
}

/**
 * A shift as its clerk or the keeper of the safe reads it. While it is open the count is blind: its clerk sees no
 * expected cash; the keeper sees the till's live balance. Once counted, both see the count against the books.
 */
export async function toShiftDto(db: Executor, shift: ShiftRow, seesAll: boolean): Promise<Shift> {
  const [till] = await db.select().from(tills).where(eq(tills.id, shift.tillId));
  const moves = await db.select().from(tillMoves).where(eq(tillMoves.shiftId, shift.id)).orderBy(asc(tillMoves.id));
  const [posted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from transactions where till_shift_id = ${shift.id}`));
  let lines: ShiftCurrency[] = shift.currencies;
  if (shift.status === 'open') {
    lines = seesAll
      ? (await expectedInTill(db, till!.accountId)).filter((e) => !new Money(e.expected).isZero()).map((e) => ({ ...e, counted: null, variance: null, varianceTransactionId: null }))
      : [];
  }
  return {
    id: shift.id,
    version: shift.version,
    tillId: shift.tillId,
    tillName: till!.name,
    userId: shift.userId,
    username: shift.username,
    status: shift.status as Shift['status'],
    openedOn: shift.openedOn,
    openedAt: shift.openedAt.toISOString(),
    countedAt: isoOrNull(shift.countedAt),
    closedAt: isoOrNull(shift.closedAt),
    approvedBy: shift.approvedByName,
    moves: moves.map((m) => ({
      id: m.id,
      kind: m.kind as Shift['moves'][number]['kind'],
      status: m.status as 'pending' | 'confirmed',
      counts: m.counts,
      createdBy: m.createdByName,
      createdAt: m.createdAt.toISOString(),
      confirmedBy: m.confirmedByName,
      confirmedAt: isoOrNull(m.confirmedAt),
      toUserId: m.toUserId,
      toUsername: m.toUsername,
    })),
    currencies: lines,
    postings: posted?.n ?? 0,
  };
}
