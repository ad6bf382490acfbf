import { eq } from 'drizzle-orm';
import type { CurrentUser, TwoFactorSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { changeOf, saveControlSetting } from '../settings-changes/save-control-setting';

const twoFactorSettingsKey = 'twoFactor';

/** Off until the owner turns it on. */
export async function readTwoFactorSettings(db: Executor): Promise<TwoFactorSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, twoFactorSettingsKey));
  const stored = (row?.value ?? {}) as Partial<TwoFactorSettings>;
  return { requiredForAdmins: stored.requiredForAdmins ?? false };
}

/** Stores the setting and records a change (docs/decisions.md, "Recorded control changes"). */
export async function saveTwoFactorSettings(tx: Transaction, settings: TwoFactorSettings, actor: CurrentUser, now = new Date()): Promise<TwoFactorSettings> {
  const required = settings.requiredForAdmins;
  await saveControlSetting(tx, twoFactorSettingsKey, settings, readTwoFactorSettings, (before) => changeOf('twoFactor.requiredForAdmins', before.requiredForAdmins, required, !required), actor, now);
  return settings;
}
