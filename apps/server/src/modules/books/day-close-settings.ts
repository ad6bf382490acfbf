import { eq } from 'drizzle-orm';
import { defaultDenominations, type CurrentUser, type DayCloseSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordSettingChanges, type SettingChangeInput } from '../settings-changes/record-setting-change';

export const dayCloseSettingsKey = 'dayClose';

export async function readDayCloseSettings(db: Executor): Promise<DayCloseSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, dayCloseSettingsKey));
  const stored = (row?.value ?? {}) as Partial<DayCloseSettings>;
  return {
    denominations: { ...defaultDenominations, ...stored.denominations },
    allowSelfApproval: stored.allowSelfApproval ?? false,
    blindCount: stored.blindCount ?? false,
    postingDaysAhead: stored.postingDaysAhead ?? 0,
  };
}

/**
 * Stores the settings and records, in the same database transaction, every change to the three that are controls:
 * self-approval, the blind count and how far ahead a posting may be dated. The row is locked first, so two admins saving at once
 * each record the value the other left.
 */
export async function saveDayCloseSettings(tx: Transaction, settings: DayCloseSettings, actor: CurrentUser, now = new Date()): Promise<DayCloseSettings> {
  await tx.insert(appSettings).values({ key: dayCloseSettingsKey, value: {} }).onConflictDoNothing();
  await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, dayCloseSettingsKey)).for('update');
  const before = await readDayCloseSettings(tx);
  await tx.update(appSettings).set({ value: settings, updatedAt: now }).where(eq(appSettings.key, dayCloseSettingsKey));

  const changes: SettingChangeInput[] = [];
  if (before.allowSelfApproval !== settings.allowSelfApproval) {
    changes.push({
      setting: 'dayClose.allowSelfApproval',
      oldValue: String(before.allowSelfApproval),
      newValue: String(settings.allowSelfApproval),
      weakened: settings.allowSelfApproval,
    });
  }
  if (before.blindCount !== settings.blindCount) {
    changes.push({ setting: 'dayClose.blindCount', oldValue: String(before.blindCount), newValue: String(settings.blindCount), weakened: !settings.blindCount });
  }
  if (before.postingDaysAhead !== settings.postingDaysAhead) {
    changes.push({
      setting: 'books.postingDaysAhead',
      oldValue: String(before.postingDaysAhead),
      newValue: String(settings.postingDaysAhead),
      weakened: settings.postingDaysAhead > before.postingDaysAhead,
    });
  }
  await recordSettingChanges(tx, changes, actor, now);
  return readDayCloseSettings(tx);
}
