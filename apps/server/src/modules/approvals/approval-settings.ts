import { eq } from 'drizzle-orm';
import { approvalSettings, defaultApprovalSettings, type ApprovalSettings, type CurrentUser } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { changeOf, saveControlSetting } from '../settings-changes/save-control-setting';

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
 * PUT /api/settings/approvals: replaces both settings, each change recorded (docs/decisions.md, "Recorded control
 * changes"). More days before a change needs an approver lets more through without one.
 */
export async function updateApprovalSettings(db: Database, value: ApprovalSettings, actor: CurrentUser): Promise<ApprovalSettings> {
  await db.transaction((tx) =>
    saveControlSetting(
      tx,
      approvalSettingsKey,
      value,
      readApprovalSettings,
      (before) => [
        ...changeOf('approvals.approvalAfterDays', before.approvalAfterDays, value.approvalAfterDays, value.approvalAfterDays > before.approvalAfterDays),
        ...changeOf('approvals.approvalExpiryDays', before.approvalExpiryDays, value.approvalExpiryDays, false),
      ],
      actor,
      new Date(),
    ),
  );
  return value;
}
