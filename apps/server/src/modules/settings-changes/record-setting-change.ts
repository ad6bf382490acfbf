import { Money, type CurrentUser, type RecordedSetting } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { settingChanges } from '../../db/schema';
import { appendJournal } from '../journal/append-journal';

export interface SettingChangeInput {
  setting: RecordedSetting;
  partnerId?: number | null;
  currency?: string | null;
  oldValue: string | null;
  newValue: string | null;
  weakened: boolean;
}

/** True when a limit lets more through than before: cleared (null is "no limit") or raised. */
export function limitLoosened(oldLimit: string | null, newLimit: string | null) {
  if (oldLimit === null) return false;
  return newLimit === null || new Money(newLimit).gt(oldLimit);
}

/** True when two limits differ; '5000' and '5000.00' are the same limit. */
export const limitChanged = (oldLimit: string | null, newLimit: string | null) =>
  oldLimit === null || newLimit === null ? oldLimit !== newLimit : !new Money(oldLimit).equals(newLimit);

/**
 * Keeps who changed a control's setting, when, from what to what, in the caller's database transaction: the row
 * commits with the change or not at all (docs/decisions.md, "Recorded control changes"), each with its journal row
 * (docs/decisions.md, Journal).
 */
export async function recordSettingChanges(tx: Transaction, changes: SettingChangeInput[], actor: CurrentUser, now: Date) {
  if (!changes.length) return;
  await tx.insert(settingChanges).values(
    changes.map((c) => ({
      setting: c.setting,
      partnerId: c.partnerId ?? null,
      currency: c.currency ?? null,
      oldValue: c.oldValue,
      newValue: c.newValue,
      weakened: c.weakened,
      userId: actor.id,
      username: actor.username,
      createdAt: now,
    })),
  );
  for (const c of changes) {
    const entityId = [c.setting, c.partnerId, c.currency].filter((part) => part !== null && part !== undefined).join(':');
    await appendJournal(tx, { kind: 'setting.change', entity: 'setting', entityId, actor, payload: { ...c }, at: now });
  }
}
