import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { HawalaSummary, OutgoingHawalaGroup } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalas } from '../../db/schema';
import { currentShopTimeZone } from '../../lib/shop-day';
import { moneySum } from './hawala-stats';

const t = hawalas;
/**
 * The shop's day a hawala was sent on (docs/architecture.md, The shop's day). Built when a query uses it, since the zone is
 * configured when the app starts, after this module loads.
 */
export const sentOn: SQLWrapper = { getSQL: () => sql`to_char(${t.createdAt} at time zone ${currentShopTimeZone()}, 'YYYY-MM-DD')` };

const emptyGroup = (): OutgoingHawalaGroup => ({ count: 0, byCurrency: [] });

/**
 * Counts, Σ amount and Σ commission per send currency of the hawalas we sent matching `where`, for every status and
 * for sent, paid and cancelled, summed in SQL (GROUPING SETS, as the incoming cards are).
 */
export async function outgoingHawalaStats(db: Executor, where: SQL | undefined): Promise<Omit<HawalaSummary['outgoing'], 'today'>> {
  const rows = await db
    .select({
      currency: sql<string | null>`case when grouping(${t.currency}) = 0 then ${t.currency} end`,
      status: sql<string | null>`case when grouping(${t.status}) = 0 then ${t.status} end`,
      count: sql<number>`count(*)::int`,
      amount: moneySum(t.amount),
      commission: moneySum(t.commission),
    })
    .from(t)
    .where(where)
    .groupBy(sql`grouping sets ((${t.currency}, ${t.status}), (${t.currency}), (${t.status}), ())`)
    .orderBy(t.currency);

  const group = (status: string | null): OutgoingHawalaGroup => {
    const mine = rows.filter((row) => row.status === status);
    const whole = mine.find((row) => row.currency === null);
    if (!whole) return emptyGroup();
    return {
      count: whole.count,
      byCurrency: mine.flatMap((row) => (row.currency === null ? [] : [{ currency: row.currency, count: row.count, amount: row.amount, commission: row.commission }])),
    };
  };
  return { total: group(null), sent: group('sent'), paid: group('paid'), cancelled: group('cancelled') };
}
