import { and, inArray, gte, lte, ne, sql } from 'drizzle-orm';
import { defaultHawalaSenderCode, type DashboardRangeQuery, type HawalaTotalUsd } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { designatedAccount } from '../balances/designated-account';
import { moneySum } from './hawala-stats';
import { partnerNameOf, usdTotalRule } from './usd-total-rule';

/**
 * GET /api/hawala-total-usd: Σ intoUSD (missing counts as 0) of the hawalas of the rule's sender code that are not
 * Cancelled, dated on or after the cutoff and within the range (inclusive). A hawala stored without a sender code
 * is the default sender's (2001), as Pass and the lists treat it.
 */
export async function readHawalaTotalUsd(db: Executor, range: DashboardRangeQuery): Promise<HawalaTotalUsd> {
  const t = hawalaDetails;
  const [rule, designated] = await Promise.all([usdTotalRule(db), designatedAccount(db)]);
  const codes = rule.senderCode === defaultHawalaSenderCode ? [rule.senderCode, ''] : [rule.senderCode];
  const from = range.fromDate && range.fromDate > rule.cutoffDate ? range.fromDate : rule.cutoffDate;
  const [[sum], partnerName] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, totalUsd: moneySum(t.intoUSD) })
      .from(t)
      .where(
        and(
          inArray(t.senderCode, codes),
          ne(t.hawalaStatus, 'Cancelled'),
          gte(t.transactionDate, from),
          range.toDate ? lte(t.transactionDate, range.toDate) : undefined,
        ),
      ),
    partnerNameOf(db, designated),
  ]);
  return { totalUsd: sum!.totalUsd, count: sum!.count, senderCode: rule.senderCode, cutoffDate: rule.cutoffDate, partnerName };
}
