import { eq, sql } from 'drizzle-orm';
import { approvalSettings, defaultApprovalSettings, type ApprovalSettings } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/** app_settings key of the shop's approval settings (docs/decisions.md, Approvals). */
export const approvalSettingsKey = 'approval_settings';

/** The stored settings over the defaults (1 day before a change needs approval, 7 days before a request expires). */
export async function readApprovalSettings(db: Executor): Promise<ApprovalSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, approvalSettingsKey));
  const stored = approvalSettings.partial().safeParse(row?.value);
  return { ...defaultApprovalSettings, ...(stored.success ? stored.data : {}) };
}

/** PUT /api/settings/approvals: replaces both settings. */
export async function updateApprovalSettings(db: Executor, value: ApprovalSettings): Promise<ApprovalSettings> {
  await db
    .insert(appSettings)
    .values({ key: approvalSettingsKey, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
