import { eq } from 'drizzle-orm';
import { approvalSettings, defaultApprovalSettings, type ApprovalSettings, type CurrentUser } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordSettingChanges, type SettingChangeInput } from '../settings-changes/record-setting-change';

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

/**
 * PUT /api/settings/approvals: replaces both settings and records each change in the same database transaction
 * (docs/decisions.md, "Recorded control changes"). The row is locked first, so two admins saving at once each record
 * the value the other left. More days before a change needs an approver lets more through without one.
 */
export async function updateApprovalSettings(db: Database, value: ApprovalSettings, actor: CurrentUser): Promise<ApprovalSettings> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: approvalSettingsKey, value: {} }).onConflictDoNothing();
    await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, approvalSettingsKey)).for('update');
    const before = await readApprovalSettings(tx);
    await tx.update(appSettings).set({ value, updatedAt: now }).where(eq(appSettings.key, approvalSettingsKey));
    const changes: SettingChangeInput[] = [];
    if (before.approvalAfterDays !== value.approvalAfterDays) {
      changes.push({
        setting: 'approvals.approvalAfterDays',
        oldValue: String(before.approvalAfterDays),
        newValue: String(value.approvalAfterDays),
        weakened: value.approvalAfterDays > before.approvalAfterDays,
      });
    }
    if (before.approvalExpiryDays !== value.approvalExpiryDays) {
      changes.push({
        setting: 'approvals.approvalExpiryDays',
        oldValue: String(before.approvalExpiryDays),
        newValue: String(value.approvalExpiryDays),
        weakened: false,
      });
    }
    await recordSettingChanges(tx, changes, actor, now);
  });
  return value;
}
