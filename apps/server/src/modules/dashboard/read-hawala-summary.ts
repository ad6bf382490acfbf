import { and, eq, gte, lte } from 'drizzle-orm';
import type { DashboardRangeQuery, HawalaSummary } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { incomingOnDay } from '../hawala/incoming-on-day';
import { hawalaStats } from './hawala-stats';
import { outgoingHawalaStats, sentOn } from './outgoing-hawala-stats';
import { sideBySide } from '../../db/side-by-side';

/**
 * GET /api/dashboard/hawala-summary: the summary cards over the range (inclusive on transactionDate, a missing bound
 * open, so with no range a hawala without a date counts too, as the list shows it), and Today's Activity
 * (incomingOnDay) over `now`'s shop day whatever the range; `outgoing` the same figures for the hawalas we sent, by the day they were sent.
 */
export async function readHawalaSummary(db: Executor, range: DashboardRangeQuery, now = new Date()): Promise<HawalaSummary> {
  const t = hawalaDetails;
  const today = shopToday(now);
  const inRange = and(range.fromDate ? gte(t.transactionDate, range.fromDate) : undefined, range.toDate ? lte(t.transactionDate, range.toDate) : undefined);
  const sentInRange = and(range.fromDate ? gte(sentOn, range.fromDate) : undefined, range.toDate ? lte(sentOn, range.toDate) : undefined);
  const [stats, todays, outgoing, outgoingToday] = await sideBySide(db, [
    () => hawalaStats(db, inRange),
    () => hawalaStats(db, incomingOnDay(today)),
    () => outgoingHawalaStats(db, sentInRange),
    () => outgoingHawalaStats(db, eq(sentOn, today)),
  ]);
  return {
    fromDate: range.fromDate ?? null,
    toDate: range.toDate ?? null,
    today,
    generatedAt: now.toISOString(),
    cards: { ...stats, today: todays.total },
    outgoing: { ...outgoing, today: outgoingToday.total },
  };
}
