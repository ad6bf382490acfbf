import { and, inArray, gte, lte, ne, sql } from 'drizzle-orm';
import { defaultHawalaSenderCode, type DashboardRangeQuery, type HawalaTotalUsd } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { designatedAccount } from '../balances/designated-account';
import { shopToday } from '../../lib/shop-day';
import { moneySum } from './hawala-stats';
import { partnerNameOf, usdTotalRule } from './usd-total-rule';
import { sideBySide } from '../../db/side-by-side';

/** The later of two days, either missing. */
const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b);

/**
 * GET /api/hawala-total-usd: Σ intoUSD (missing counts as 0) of the hawalas of the rule's sender code that are not
 * Cancelled and dated within the period (inclusive): the range asked for, else this shop month up to today; never
 * before the rule's cutoff when a shop set one. A hawala stored without a sender code is the default sender's
 * (2001), as Pass and the lists treat it.
 */
export async function readHawalaTotalUsd(db: Executor, range: DashboardRangeQuery, now = new Date()): Promise<HawalaTotalUsd> {
  const t = hawalaDetails;
  const [rule, designated] = await sideBySide(db, [() => usdTotalRule(db), () => designatedAccount(db)]);
  const codes = rule.senderCode === defaultHawalaSenderCode ? [rule.senderCode, ''] : [rule.senderCode];
  const asked = range.fromDate !== undefined || range.toDate !== undefined;
  const today = shopToday(now);
  const fromDate = later(asked ? (range.fromDate ?? null) : `${today.slice(0, 8)}01`, rule.cutoffDate);
  const toDate = asked ? (range.toDate ?? null) : today;
  const [[sum], partnerName] = await sideBySide(db, [
    () => db
      .select({ count: sql<number>`count(*)::int`, totalUsd: moneySum(t.intoUSD) })
      .from(t)
      .where(
        and(
          inArray(t.senderCode, codes),
          ne(t.hawalaStatus, 'Cancelled'),
          fromDate ? gte(t.transactionDate, fromDate) : undefined,
          toDate ? lte(t.transactionDate, toDate) : undefined,
        ),
      ),
    () => partnerNameOf(db, designated),
  ]);
  return { totalUsd: sum!.totalUsd, count: sum!.count, senderCode: rule.senderCode, fromDate, toDate, partnerName };
}
