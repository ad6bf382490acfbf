import { eq } from 'drizzle-orm';
import { complianceSettingsSchema, defaultComplianceSettings, Money, type ComplianceSettings, type CurrentUser } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings } from '../../db/schema';
import { storedSetting } from '../../db/stored-setting';
import type { SettingChangeInput } from '../settings-changes/record-setting-change';
import { changeOf, saveControlSetting } from '../settings-changes/save-control-setting';

const complianceSettingsKey = 'compliance';
/** Built once: a zod schema made per call costs more than the read it checks (docs/decisions.md, Posting speed). */
const storedSettings = complianceSettingsSchema.partial();

/** The shop's compliance settings: the defaults of docs/decisions.md, Compliance, until an owner changes one. */
export async function readComplianceSettings(db: Executor): Promise<ComplianceSettings> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, complianceSettingsKey));
  return complianceSettingsOf(row?.value);
}

/** The settings a stored value holds, the defaults filling what it lacks (`value` as stored, or undefined: no row). */
export function complianceSettingsOf(value: unknown): ComplianceSettings {
  const stored = storedSettings.safeParse(value ?? {});
  return { ...defaultComplianceSettings, ...(stored.success ? stored.data : {}) };
}

/** The stored value as a column of another read (ledger/check-document.ts); `complianceSettingsOf` reads it. */
export const storedComplianceSettings = () => storedSetting(complianceSettingsKey);

/** The holidays report deadlines skip, besides Fridays (packages/core/src/compliance/business-days.ts). */
export const readHolidays = async (db: Executor): Promise<ReadonlySet<string>> => new Set((await readComplianceSettings(db)).holidays);

const higher = (before: string, after: string) => new Money(after).gt(before);

/** Each change and whether it lets more through: a higher threshold, no refusal, fewer years kept, more days off. */
function changesOf(before: ComplianceSettings, after: ComplianceSettings): SettingChangeInput[] {
  const changes: SettingChangeInput[] = [];
  for (const key of ['walkInIdThreshold', 'lctrThreshold', 'screeningThreshold'] as const) {
    if (!new Money(before[key]).equals(after[key])) changes.push({ setting: `compliance.${key}`, oldValue: before[key], newValue: after[key], weakened: higher(before[key], after[key]) });
  }
  changes.push(...changeOf('compliance.refuseExpiredId', before.refuseExpiredId, after.refuseExpiredId, !after.refuseExpiredId));
  changes.push(...changeOf('compliance.retentionYears', before.retentionYears, after.retentionYears, after.retentionYears < before.retentionYears));
  const beforeDays = before.holidays.join(',');
  const afterDays = after.holidays.join(',');
  if (beforeDays !== afterDays) {
    const added = after.holidays.some((day) => !before.holidays.includes(day));
    changes.push({ setting: 'compliance.holidays', oldValue: beforeDays || null, newValue: afterDays || null, weakened: added });
  }
  return changes;
}

/** Stores the settings and records each change in the same database transaction (docs/decisions.md, Recorded control changes). */
export async function saveComplianceSettings(tx: Transaction, settings: ComplianceSettings, actor: CurrentUser, now = new Date()): Promise<ComplianceSettings> {
  await saveControlSetting(tx, complianceSettingsKey, settings, readComplianceSettings, (before) => changesOf(before, settings), actor, now);
  return settings;
}
