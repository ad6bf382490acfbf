import { and, asc, gte, lte, sql } from 'drizzle-orm';
import { dashboardErrorMessages, hawalaDailyMaxDays, type DashboardRangeQuery, type HawalaDaily } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { dateOfDay, dayNumber } from './dashboard-dates';
import { moneySum, shownCurrency } from './hawala-stats';

/** Without a range the chart shows this many days up to today. */
const defaultDays = 30;

/**
 * The range the chart draws: a missing end is today (or the start, when that is later), a missing start is 30
 * days before the end. A reversed range or one longer than `hawalaDailyMaxDays` days is refused.
 */
function chartRange(range: DashboardRangeQuery, today: string) {
  const from = range.fromDate ? dayNumber(range.fromDate) : undefined;
  const to = range.toDate ? dayNumber(range.toDate) : Math.max(dayNumber(today), from ?? 0);
  const start = from ?? to - (defaultDays - 1);
  if (start > to) throw badRequest(dashboardErrorMessages.rangeReversed, 'dashboard.rangeReversed');
  if (to - start + 1 > hawalaDailyMaxDays) {
    throw badRequest(dashboardErrorMessages.rangeTooLong(hawalaDailyMaxDays), 'dashboard.rangeTooLong', { days: hawalaDailyMaxDays });
  }
  return { fromDate: dateOfDay(start), toDate: dateOfDay(to) };
}

/** GET /api/dashboard/hawala-daily: per day × currency × status, the count and Σ rAmount (missing counts as 0). */
export async function readHawalaDaily(db: Executor, range: DashboardRangeQuery, now = new Date()): Promise<HawalaDaily> {
  const t = hawalaDetails;
  const { fromDate, toDate } = chartRange(range, shopToday(now));
  const date = sql<string>`${t.transactionDate}`;
  const rows = await db
    .select({ date, currency: sql<string>`${shownCurrency}`, status: t.hawalaStatus, count: sql<number>`count(*)::int`, total: moneySum(t.rAmount) })
    .from(t)
    .where(and(gte(t.transactionDate, fromDate), lte(t.transactionDate, toDate)))
    .groupBy(t.transactionDate, shownCurrency, t.hawalaStatus)
    .orderBy(asc(t.transactionDate), asc(shownCurrency), asc(t.hawalaStatus));
  return { fromDate, toDate, rows };
}
