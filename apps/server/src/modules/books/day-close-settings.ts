import { eq } from 'drizzle-orm';
import { defaultDenominations, type CurrentUser, type DayCloseSettings } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { changeOf, saveControlSetting } from '../settings-changes/save-control-setting';

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
 * Stores the settings and records every change to the three that are controls: self-approval, the blind count and how
 * far ahead a posting may be dated.
 */
export async function saveDayCloseSettings(tx: Transaction, settings: DayCloseSettings, actor: CurrentUser, now = new Date()): Promise<DayCloseSettings> {
  await saveControlSetting(
    tx,
    dayCloseSettingsKey,
    settings,
    readDayCloseSettings,
    (before) => [
      ...changeOf('dayClose.allowSelfApproval', before.allowSelfApproval, settings.allowSelfApproval, settings.allowSelfApproval),
      ...changeOf('dayClose.blindCount', before.blindCount, settings.blindCount, !settings.blindCount),
      ...changeOf('books.postingDaysAhead', before.postingDaysAhead, settings.postingDaysAhead, settings.postingDaysAhead > before.postingDaysAhead),
    ],
    actor,
    now,
  );
  return readDayCloseSettings(tx);
}
