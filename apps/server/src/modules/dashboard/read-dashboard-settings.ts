import type { DashboardSettings } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { designatedAccount } from '../balances/designated-account';
import { shopToday } from '../../lib/shop-day';
import { partnerNameOf, usdTotalRule } from './usd-total-rule';
import { sideBySide } from '../../db/side-by-side';

/** GET /api/dashboard/settings: the designated partner and the Total Hawala USD rule, as the dashboard uses them. */
export async function readDashboardSettings(db: Executor, now = new Date()): Promise<DashboardSettings> {
  const [designated, rule] = await sideBySide(db, [() => designatedAccount(db), () => usdTotalRule(db)]);
  return {
    balanceName: designated.name,
    partnerAccountCode: designated.accountCode,
    partnerName: await partnerNameOf(db, designated),
    senderCode: rule.senderCode,
    usdCutoffDate: rule.cutoffDate,
    today: shopToday(now),
  };
}
