import { eq, sql } from 'drizzle-orm';
import { approvalSettings, defaultApprovalSettings, type ApprovalSettings, type CurrentUser } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { appendJournal } from '../journal/append-journal';
import { appSettings } from '../../db/schema';

/** app_settings key of the shop's approval settings (docs/decisions.md, Approvals). */
export const approvalSettingsKey = 'approval_settings';
/** Built once: a zod schema made per call costs more than the read it checks (docs/decisions.md, Posting speed). */
const storedSettings = approvalSettings.partial();

/** The stored settings over the defaults (1 day before a change needs approval, 7 days before a request expires). */
export async function readApprovalSettings(db: Executor): Promise<ApprovalSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, approvalSettingsKey));
  const stored = storedSettings.safeParse(row?.value);
  return { ...defaultApprovalSettings, ...(stored.success ? stored.data : {}) };
}

/** PUT /api/settings/approvals: replaces both settings, with its journal row. */
export async function updateApprovalSettings(db: Database, value: ApprovalSettings, actor: CurrentUser): Promise<ApprovalSettings> {
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: approvalSettingsKey, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
    await appendJournal(tx, { kind: 'setting.change', entity: 'setting', entityId: approvalSettingsKey, actor, payload: { newValue: value }, at: new Date() });
  });
  return value;
}
