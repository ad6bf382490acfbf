import { and, eq, sql } from 'drizzle-orm';
import { can, CASH_ACCOUNT_ID, tillMessages, type CurrentUser, type DocumentLegs, type DocumentRule, type EntryLine } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { tills, tillShifts } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { grantsOfRole } from '../roles/role-policy';
import { readTillSettings, storedTillSettings, tillSettingsOf } from './till-settings';

/** The till whose drawer a posting's cash moves in place of the safe. */
export interface CashTill {
  shiftId: number;
  tillId: number;
  tillName: string;
  accountId: number;
}

/**
 * The one place a posting's cash is sent to a till (docs/decisions.md, Tills and shifts): when the actor holds an open
 * shift, a posting whose legs name cash 11 moves that shift's till instead; with none it moves the safe, unless the shop
 * requires tills, when a clerk (anyone without `tills`, who keeps the safe) is refused. The shift row is share-locked so
 * its close waits for this posting to commit. The tills' own postings and a day close's over/short move the safe itself.
 */
export async function cashTillFor(
  tx: Transaction,
  rule: Pick<DocumentRule, 'safeItself'>,
  legs: Pick<DocumentLegs, 'outAccountId' | 'inAccountId'>,
  actor: CurrentUser,
  known?: KnownTillState,
): Promise<CashTill | null> {
  if (!movesSafeCash(rule, legs)) return null;
  const [shift] = known
    ? [known.shift]
    : await tx
        .select({ shiftId: tillShifts.id, tillId: tills.id, tillName: tills.name, accountId: tills.accountId })
        .from(tillShifts)
        .innerJoin(tills, eq(tills.id, tillShifts.tillId))
        .where(and(eq(tillShifts.userId, actor.id), eq(tillShifts.status, 'open')))
        .for('share', { of: tillShifts });
  if (shift) return shift;
  const settings = known ? tillSettingsOf(known.settings) : await readTillSettings(tx);
  if (settings.requireTills && !can(await grantsOfRole(tx, actor.role), 'tills')) {
    throw conflict(tillMessages.noOpenShift, 'till.noOpenShift');
  }
  return null;
}

/** Whether a posting's legs name the safe's cash a till may stand in for. */
export const movesSafeCash = (rule: Pick<DocumentRule, 'safeItself'>, legs: Pick<DocumentLegs, 'outAccountId' | 'inAccountId'>) =>
  !rule.safeItself && (legs.outAccountId === CASH_ACCOUNT_ID || legs.inAccountId === CASH_ACCOUNT_ID);

/** What `cashTillFor` reads, when a new posting read it with its rows (ledger/check-document.ts). */
export interface KnownTillState {
  shift: CashTill | null;
  /** The stored till settings value. */
  settings: unknown;
}

/**
 * The columns of that first read: the actor's open shift with the same share lock as above, and the till settings.
 */
export const tillStateColumns = (actor: CurrentUser) => ({
  openShift: sql<CashTill | null>`(select json_build_object('shiftId', s.id, 'tillId', t.id, 'tillName', t.name, 'accountId', t.account_id)
    from till_shifts s join tills t on t.id = s.till_id where s.user_id = ${actor.id} and s.status = 'open' for share of s)`,
  tillSettings: storedTillSettings(),
});

/** A document's entries with its till in the safe's place (none: the safe's own entries). */
export const onTill = (entries: EntryLine[], tillAccountId: number | null | undefined): EntryLine[] =>
  tillAccountId == null ? entries : entries.map((e) => (e.accountId === CASH_ACCOUNT_ID ? { ...e, accountId: tillAccountId } : e));

/**
 * The till account a stored posting moved, from the shift the server recorded on it when posted; its edits, deletes
 * and recovers move that same till, whoever makes them and whatever the request says.
 */
export async function tillAccountOfPosting(db: Executor, transactionId: number): Promise<number | null> {
  const [row] = rowsOf<{ account_id: number }>(
    await db.execute(sql`
      select t.account_id from transactions x
      join till_shifts s on s.id = x.till_shift_id
      join tills t on t.id = s.till_id
      where x.id = ${transactionId}`),
  );
  return row?.account_id ?? null;
}
