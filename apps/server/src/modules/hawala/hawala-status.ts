import { and, asc, eq } from 'drizzle-orm';
import { hawalaMessages, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { hawalaDetails, hawalaStatusLog, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { deleteTransaction } from '../transactions/delete-transaction';
import { appendJournal } from '../journal/append-journal';

export type HawalaDetailRow = typeof hawalaDetails.$inferSelect;

/**
 * The imported hawala, locked until the caller's transaction ends: pass, mark as pending and cancel of one hawala
 * queue here, so ten clerks passing it at once post one payout and the rest see it Passed.
 */
export async function lockHawalaDetail(tx: Transaction, id: number): Promise<HawalaDetailRow> {
  const [row] = await tx.select().from(hawalaDetails).where(eq(hawalaDetails.id, id)).for('update');
  if (!row) throw notFound(hawalaMessages.hawalaNotFound, 'hawala.hawalaNotFound');
  return row;
}

/** Ids of the hawala's live payout transactions (normally none or one). */
export async function livePayoutIds(tx: Transaction, hawalaId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.hawalaId, hawalaId), eq(transactions.transType, 'Hawala')))
    .orderBy(asc(transactions.id));
  return rows.map((r) => r.id);
}

/**
 * Moves every live payout of the hawala to the deleted list, reversing its balances, with the reason and form
 * the deleted list shows. Every one, whatever the status says: a payout recovered from the deleted list by hand
 * must not stay live behind a Pending or Cancelled hawala.
 */
export async function removePayouts(tx: Transaction, hawalaId: number, reason: string, actor: CurrentUser, now: Date): Promise<number[]> {
  const ids = await livePayoutIds(tx, hawalaId);
  for (const id of ids) await deleteTransaction(tx, id, { reason, formName: 'Pass Hawala' }, actor, now, { owner: 'HawalaPayout' });
  return ids;
}

/** Sets the status and appends the change to the hawala's status trail (who, when, which payout) and the journal. */
export async function setHawalaStatus(
  tx: Transaction,
  row: HawalaDetailRow,
  toStatus: 'Passed' | 'Pending' | 'Cancelled',
  transactionId: number | null,
  actor: CurrentUser,
  now: Date,
) {
  await tx.update(hawalaDetails).set({ hawalaStatus: toStatus, updatedAt: now }).where(eq(hawalaDetails.id, row.id));
  await tx.insert(hawalaStatusLog).values({ hawalaDetailsId: row.id, fromStatus: row.hawalaStatus, toStatus, transactionId, userId: actor.id, createdAt: now });
  const payload = { hawalaNo: row.hawalaNo, fromStatus: row.hawalaStatus, toStatus, transactionId };
  await appendJournal(tx, { kind: `importedHawala.${toStatus.toLowerCase()}`, entity: 'importedHawala', entityId: row.id, actor, payload, at: now });
}
