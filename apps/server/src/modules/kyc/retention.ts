import { eq, or, sql } from 'drizzle-orm';
import { isRetained, kycMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { deletedTransactions, transactions } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';
import { sideBySide } from '../../db/side-by-side';

type DocumentTable = typeof transactions | typeof deletedTransactions;

/** The latest day of the documents matching `where` in both the live and the deleted lists (a deleted one is still history). */
async function lastDay(db: Executor, where: (t: DocumentTable) => ReturnType<typeof or>): Promise<string | null> {
  const latest = (t: DocumentTable) => db.select({ day: sql<string | null>`max(${t.transDate})` }).from(t).where(where(t));
  const [[live], [deleted]] = await sideBySide(db, [() => latest(transactions), () => latest(deletedTransactions)]);
  const days = [live?.day, deleted?.day].filter((d): d is string => !!d);
  return days.length ? days.sort().at(-1)! : null;
}

/** The last day an account stood on either side of a document. */
export const lastAccountActivity = (db: Executor, accountId: number) =>
  lastDay(db, (t) => or(eq(t.inAccountId, accountId), eq(t.outAccountId, accountId)));

/** The last day of a document a user posted or changed (documents name their users by username). */
export const lastUserActivity = (db: Executor, username: string) => lastDay(db, (t) => or(eq(t.userCreated, username), eq(t.userModified, username)));

/**
 * Retention (docs/decisions.md, Compliance: retention): what a report needs is kept `retentionYears` after its last
 * document. Each refusal is a coded 409 naming the years; deactivation stays available.
 */
export async function assertUserNotRetained(db: Executor, username: string, now: Date) {
  const { retentionYears } = await readComplianceSettings(db);
  if (isRetained(await lastUserActivity(db, username), shopToday(now), retentionYears)) {
    throw conflict(kycMessages.retainedUser(retentionYears), 'kyc.retainedUser', { years: retentionYears });
  }
}

export async function assertIdImagesNotRetained(db: Executor, accountId: number, now: Date) {
  const { retentionYears } = await readComplianceSettings(db);
  if (isRetained(await lastAccountActivity(db, accountId), shopToday(now), retentionYears)) {
    throw conflict(kycMessages.retainedIdImage(retentionYears), 'kyc.retainedIdImage', { years: retentionYears });
  }
}
