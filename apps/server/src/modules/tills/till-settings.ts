import { eq } from 'drizzle-orm';
import type { CurrentUser, TillSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { storedSetting } from '../../db/stored-setting';
import { recordSettingChanges, type SettingChangeInput } from '../settings-changes/record-setting-change';

const tillSettingsKey = 'tills';

/** The shop's till settings; both off until the owner turns them on (a shop without tills works as before). */
export async function readTillSettings(db: Executor): Promise<TillSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, tillSettingsKey));
  return tillSettingsOf(row?.value);
}

/** The settings of a stored value (absent: both off). */
export function tillSettingsOf(value: unknown): TillSettings {
  const stored = (value ?? {}) as Partial<TillSettings>;
  return { requireTills: stored.requireTills ?? false, keepCashInTill: stored.keepCashInTill ?? false };
}

/** The stored value as a column of another read (a posting's first: shift-cash.ts). */
export const storedTillSettings = () => storedSetting(tillSettingsKey);

/**
 * Stores the settings and records each change in the same database transaction (docs/decisions.md, Recorded control
 * changes). Turning `requireTills` off weakens a control; keeping cash in the till is the owner's choice either way.
 */
export async function saveTillSettings(tx: Transaction, settings: TillSettings, actor: CurrentUser, now = new Date()): Promise<TillSettings> {
  await tx.insert(appSettings).values({ key: tillSettingsKey, value: {} }).onConflictDoNothing();
  await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, tillSettingsKey)).for('update');
  const before = await readTillSettings(tx);
  await tx.update(appSettings).set({ value: settings, updatedAt: now }).where(eq(appSettings.key, tillSettingsKey));
  const changes: SettingChangeInput[] = [];
  if (before.requireTills !== settings.requireTills) {
    changes.push({ setting: 'tills.requireTills', oldValue: String(before.requireTills), newValue: String(settings.requireTills), weakened: !settings.requireTills });
  }
  if (before.keepCashInTill !== settings.keepCashInTill) {
    changes.push({ setting: 'tills.keepCashInTill', oldValue: String(before.keepCashInTill), newValue: String(settings.keepCashInTill), weakened: false });
  }
  await recordSettingChanges(tx, changes, actor, now);
  return settings;
}
