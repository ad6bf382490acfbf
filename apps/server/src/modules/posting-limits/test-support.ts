import { defaultPostingLimits } from '@sarafi/core';
import { appSettings } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { postingLimitsKey } from './posting-limits';

/** For tests that explore the ledger with amounts far beyond the business limits (their own test covers those). */
export async function withoutPostingLimits(t: TestApp) {
  const none = Object.fromEntries(Object.keys(defaultPostingLimits).map((code) => [code, null]));
  await t.handle.db.insert(appSettings).values({ key: postingLimitsKey, value: none }).onConflictDoUpdate({ target: appSettings.key, set: { value: none } });
}
