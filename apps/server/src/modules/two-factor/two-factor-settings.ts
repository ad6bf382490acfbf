import { eq } from 'drizzle-orm';
import type { CurrentUser, TwoFactorSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordSettingChanges } from '../settings-changes/record-setting-change';

const twoFactorSettingsKey = 'twoFactor';

/** Off until the owner turns it on. */
export async function readTwoFactorSettings(db: Executor): Promise<TwoFactorSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, twoFactorSettingsKey));
  const stored = (row?.value ?? {}) as Partial<TwoFactorSettings>;
  return { requiredForAdmins: stored.requiredForAdmins ?? false };
}

/** Stores the setting and records a change in the same database transaction, the row locked so two admins saving at once each record what the other left. */
export async function saveTwoFactorSettings(tx: Transaction, settings: TwoFactorSettings, actor: CurrentUser, now = new Date()): Promise<TwoFactorSettings> {
  await tx.insert(appSettings).values({ key: twoFactorSettingsKey, value: {} }).onConflictDoNothing();
  await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, twoFactorSettingsKey)).for('update');
  const before = await readTwoFactorSettings(tx);
  await tx.update(appSettings).set({ value: settings, updatedAt: now }).where(eq(appSettings.key, twoFactorSettingsKey));
  if (before.requiredForAdmins !== settings.requiredForAdmins) {
    await recordSettingChanges(
      tx,
      [
        {
          setting: 'twoFactor.requiredForAdmins',
          oldValue: String(before.requiredForAdmins),
          newValue: String(settings.requiredForAdmins),
          weakened: !settings.requiredForAdmins,
        },
      ],
      actor,
      now,
    );
  }
  return settings;
}
