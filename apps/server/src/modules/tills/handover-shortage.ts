import { eq } from 'drizzle-orm';
import { Money, tillMessages, type CurrentUser, type ShiftCurrency } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { tills } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { overShortAccount } from '../books/approve-day-close';
import { systemAccountId } from '../ledger/system-account';
import { submitRequest } from '../approvals/submit-request';
import { requireApproval } from '../approvals/approval-signal';
import { clerkShortageAccountId } from './till-accounts';
import { postTillCash } from './post-till-cash';
import { loadShift } from './shift-dto';

/** A handover's shortage in one currency, to be charged to the clerk who handed over once an approver agrees. */
export interface ShortageCharge {
  shiftId: number;
  currencyId: number;
  amount: string;
}

/**
 * At an accepted handover the till's short already went to over/short (post-variances.ts); charging it to the clerk who
 * handed over is a decision a second person takes (docs/decisions.md, Tills and shifts): one approval request per short
 * currency, made by the receiving clerk who confirmed the count, target the handed-over shift.
 */
export async function requestShortageCharges(tx: Transaction, shiftId: number, lines: ShiftCurrency[], maker: CurrentUser, now: Date) {
  for (const line of lines) {
    const variance = new Money(line.variance ?? '0');
    if (!variance.isNegative()) continue;
    const body: ShortageCharge = { shiftId, currencyId: line.currencyId, amount: variance.abs().toFixed(2) };
    await submitRequest(tx, { kind: 'till-shortage', targetId: shiftId, body, approvalReason: null }, ['tillShortage'], maker, now);
  }
}

/**
 * The approved charge, replayed under the request's lock (modules/approvals): the shift row is locked too, the short
 * is read from the shift as counted (never from the request alone), and the amount moves from over/short to the
 * handing clerk's own account, where it stays until written off. Outside an approval's replay it is refused.
 */
export async function chargeHandoverShortage(tx: Transaction, charge: ShortageCharge, actor: CurrentUser, now = new Date()) {
  requireApproval('tillShortage');
  const shift = await loadShift(tx, charge.shiftId, true);
  const line = shift.status === 'handed-over' ? shift.currencies.find((c) => c.currencyId === charge.currencyId) : undefined;
  if (!line || !new Money(line.variance ?? '0').neg().equals(charge.amount)) throw notFound(tillMessages.shiftNotFound, 'till.shiftNotFound');
  const [till] = await tx.select({ name: tills.name }).from(tills).where(eq(tills.id, shift.tillId));
  return postTillCash(
    tx,
    {
      shiftId: shift.id,
      transType: 'Transfer',
      outAccountId: await clerkShortageAccountId(tx, { userId: shift.userId, username: shift.username }),
      inAccountId: await systemAccountId(tx, overShortAccount({ currencyId: line.currencyId, currencyCode: line.currency })),
      currencyId: line.currencyId,
      amount: charge.amount,
      narrative: `${till!.name}: ${shift.username}'s handover shortage, shift ${shift.id}, charged`,
    },
    actor,
    now,
  );
}
