import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defaultHawalaSenderCode, isIsoDate } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, appSettings } from '../../db/schema';
import type { DesignatedAccount } from '../balances/designated-account';

/**
 * Which hawalas the admin's Total Hawala USD card sums (docs/decisions.md, Dashboard): those of one sender code,
 * and, where a shop set one, none dated before its cutoff. A setting, not code, as the designated partner is: another
 * shop has another partner and another start date. No cutoff by default: a fixed date meant nothing to a new shop.
 */
export const usdTotalRuleSetting = z.object({
  senderCode: z.string().trim().min(1).max(50),
  cutoffDate: z.string().refine(isIsoDate).nullable().default(null),
});
export type UsdTotalRule = z.infer<typeof usdTotalRuleSetting>;

export const usdTotalRuleKey = 'hawala_usd_total';
export const defaultUsdTotalRule: UsdTotalRule = { senderCode: defaultHawalaSenderCode, cutoffDate: null };

export async function usdTotalRule(db: Executor): Promise<UsdTotalRule> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, usdTotalRuleKey));
  const parsed = usdTotalRuleSetting.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultUsdTotalRule;
}

/**
 * The designated partner's account name, for 'Sent through {name}'; null while no account has its code (a fresh
 * install): the screen then names the account by its code in the reader's language, not the setting's English slug.
 */
export async function partnerNameOf(db: Executor, designated: DesignatedAccount): Promise<string | null> {
  const [row] = await db.select({ name: accounts.accountName }).from(accounts).where(eq(accounts.accountCode, designated.accountCode));
  return row?.name ?? null;
}
