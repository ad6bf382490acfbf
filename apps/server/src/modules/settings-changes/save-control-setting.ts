import { eq } from 'drizzle-orm';
import type { CurrentUser, RecordedSetting } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordSettingChanges, type SettingChangeInput } from './record-setting-change';

/** A setting's change, if its value moved; `weakened` says whether the new value lets more through. */
export const changeOf = (setting: RecordedSetting, before: string | number | boolean, after: string | number | boolean, weakened: boolean): SettingChangeInput[] =>
  before === after ? [] : [{ setting, oldValue: String(before), newValue: String(after), weakened }];

/**
 * Replaces the shop setting `key` with `value` and records each control change `changesFrom` finds against the value
 * it replaced, in the caller's database transaction (docs/decisions.md, "Recorded control changes"). The setting's row
 * is locked before it is read, so two admins saving at once each record the value the other left.
 */
export async function saveControlSetting<T>(
  tx: Transaction,
  key: string,
  value: T,
  read: (tx: Transaction) => Promise<T>,
  changesFrom: (before: T) => SettingChangeInput[],
  actor: CurrentUser,
  now: Date,
): Promise<void> {
  await tx.insert(appSettings).values({ key, value: {} }).onConflictDoNothing();
  await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, key)).for('update');
  const before = await read(tx);
  await tx.update(appSettings).set({ value, updatedAt: now }).where(eq(appSettings.key, key));
  await recordSettingChanges(tx, changesFrom(before), actor, now);
}
