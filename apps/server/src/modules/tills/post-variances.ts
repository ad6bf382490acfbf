import { Money, type CurrentUser, type ShiftCurrency } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { overShortAccount } from '../books/approve-day-close';
import { systemAccountId } from '../ledger/system-account';
import { clerkShortageAccountId } from './till-accounts';
import { postTillCash } from './post-till-cash';
import type { ShiftRow } from './shift-dto';

/**
 * Books each counted variance of a shift so the till then holds what was counted (docs/decisions.md, Tills and
 * shifts): an over goes to the currency's over/short account, as a day close's does; a short at an approved close
 * (`shortTo: 'clerk'`) is charged to the clerk who held the till, on their own account (`CLK-`), where it stays until
 * an admin writes it off; a short at a handover goes to over/short too, its charge to the clerk waiting for an
 * approver (handover-shortage.ts).
 */
export async function postVariances(
  tx: Transaction,
  shift: ShiftRow,
  till: { name: string; accountId: number },
  lines: ShiftCurrency[],
  shortTo: 'clerk' | 'overShort',
  actor: CurrentUser,
  now: Date,
) {
  const posted: ShiftCurrency[] = [];
  for (const line of lines) {
    const variance = new Money(line.variance ?? '0');
    if (variance.isZero()) {
      posted.push(line);
      continue;
    }
    const over = variance.isPositive();
    const other =
      over || shortTo === 'overShort'
        ? await systemAccountId(tx, overShortAccount({ currencyId: line.currencyId, currencyCode: line.currency }))
        : await clerkShortageAccountId(tx, { userId: shift.userId, username: shift.username });
    const narrative = `${till.name}: ${shift.username}'s shift ${shift.id} ${over ? 'over' : 'short'}`;
    const transactionId = await postTillCash(
      tx,
      {
        shiftId: shift.id,
        transType: over ? 'Credit' : 'Debit',
        outAccountId: over ? till.accountId : other,
        inAccountId: over ? other : till.accountId,
        currencyId: line.currencyId,
        amount: variance.abs().toFixed(2),
        narrative,
      },
      actor,
      now,
    );
    posted.push({ ...line, varianceTransactionId: transactionId });
  }
  return posted;
}
