import { eq } from 'drizzle-orm';
import { defaultDenominations, type DayCloseSettings } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

export const dayCloseSettingsKey = 'dayClose';

export async function readDayCloseSettings(db: Executor): Promise<DayCloseSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, dayCloseSettingsKey));
  const stored = (row?.value ?? {}) as Partial<DayCloseSettings>;
  return { denominations: { ...defaultDenominations, ...stored.denominations }, allowSelfApproval: stored.allowSelfApproval ?? false };
}

export async function saveDayCloseSettings(db: Executor, settings: DayCloseSettings): Promise<DayCloseSettings> {
  await db
    .insert(appSettings)
    .values({ key: dayCloseSettingsKey, value: settings })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
  return readDayCloseSettings(db);
}
