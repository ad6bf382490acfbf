import { sql } from 'drizzle-orm';
import { clerkShortageAccountCodePrefix, Money, shopView, tillMessages, type CurrentUser, type WriteOffShortageBody } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { badRequest, conflict } from '../../lib/errors';
import { overShortAccount } from '../books/approve-day-close';
import { systemAccountId } from '../ledger/system-account';
import { requireApproval } from '../approvals/approval-signal';
import { postTillCash } from './post-till-cash';

interface ShortageRow {
  user_id: string;
  username: string;
  account_id: number;
  currency_id: number;
  currency: string;
  balance: string;
}

const shortages = (db: Executor, userId: string | null) =>
  db.execute(sql`
    select u.id as user_id, u.username, a.id as account_id, c.id as currency_id, c.code as currency, b.balance::text as balance
    from accounts a
    join users u on a.account_code = ${clerkShortageAccountCodePrefix} || u.id::text
    join account_balances b on b.account_id = a.id
    join currencies c on c.id = b.currency_id
    where a.is_system and b.balance <> 0 ${userId === null ? sql`` : sql`and u.id = ${userId}`}
    order by u.username, c.id ${userId === null ? sql`` : sql`for update of b`}`);

/** What each clerk's till shortages left them owing, per currency: their own account read as owed by them. */
export async function readClerkShortages(db: Executor) {
  return rowsOf<ShortageRow>(await shortages(db, null)).map((r) => ({
    userId: r.user_id,
    username: r.username,
    accountId: r.account_id,
    currencyId: r.currency_id,
    currency: r.currency,
    owed: new Money(r.balance).neg().toFixed(2),
  }));
}

/** A write-off as its approval request keeps it: whose shortage, and the admin's body. */
export type WriteOff = WriteOffShortageBody & { userId: string };

/**
 * An admin's recorded decision that the shop bears (part of) a clerk's shortage: the amount moves from the clerk's
 * account to the currency's over/short, with the reason in its narrative and the maker on its audit row. It is never
 * one admin's alone: checked, then kept for an approver (modules/approvals, ground `tillShortage`), and posted when
 * another admin's approval replays it under the request's lock, checked again against what the clerk owes then. The
 * clerk's balance row is locked, so two write-offs cannot both take the same debt.
 */
export async function writeOffShortage(tx: Transaction, { userId, ...body }: WriteOff, actor: CurrentUser, now = new Date()) {
  const [row] = rowsOf<ShortageRow>(await shortages(tx, userId)).filter((r) => r.currency_id === body.currencyId);
  const owed = row ? new Money(row.balance).neg() : new Money(0);
  if (!row || !owed.isPositive() || shopView(row.balance, 'liability').owed !== 'by') throw conflict(tillMessages.nothingOwed, 'till.nothingOwed');
  if (new Money(body.amount).gt(owed)) throw badRequest(tillMessages.writeOffTooLarge(owed.toFixed(2)), 'till.writeOffTooLarge', { owed: owed.toFixed(2) });
  requireApproval('tillShortage');
  const overShort = await systemAccountId(tx, overShortAccount({ currencyId: row.currency_id, currencyCode: row.currency }));
  const narrative = `Shortage of ${row.username} written off: ${body.reason}`.slice(0, 255);
  const transactionId = await postTillCash(
    tx,
    { shiftId: null, transType: 'Transfer', outAccountId: overShort, inAccountId: row.account_id, currencyId: row.currency_id, amount: new Money(body.amount).toFixed(2), narrative },
    actor,
    now,
  );
  return { transactionId };
}
