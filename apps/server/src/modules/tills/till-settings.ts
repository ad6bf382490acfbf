import { eq } from 'drizzle-orm';
import type { CurrentUser, TillSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { storedSetting } from '../../db/stored-setting';
import { changeOf, saveControlSetting } from '../settings-changes/save-control-setting';

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
  await saveControlSetting(
    tx,
    tillSettingsKey,
    settings,
    readTillSettings,
    (before) => [
      ...changeOf('tills.requireTills', before.requireTills, settings.requireTills, !settings.requireTills),
      ...changeOf('tills.keepCashInTill', before.keepCashInTill, settings.keepCashInTill, false),
    ],
    actor,
    now,
  );
  return settings;
}
