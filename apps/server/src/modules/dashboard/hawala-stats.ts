import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { HawalaStatGroup } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';

const t = hawalaDetails;
/** The currency as every hawala list shows it: a row stored without one is AFN (docs/architecture.md, Wire fields, 'Hawala details'). */
export const shownCurrency = sql`coalesce(nullif(${t.currency}, ''), 'AFN')`;
/** Σ of a numeric(20,2) column as a 2-place decimal string; a missing amount counts as 0. */
export const moneySum = (column: AnyColumn | SQL.Aliased) => sql<string>`round(coalesce(sum(${column}), 0), 2)::text`;

export interface HawalaStats {
  total: HawalaStatGroup;
  pending: HawalaStatGroup;
  passed: HawalaStatGroup;
  cancelled: HawalaStatGroup;
}

const emptyGroup = (): HawalaStatGroup => ({ count: 0, pounds: '0.00', byCurrency: [] });

/**
 * Counts, Σ amount (pounds) and Σ rAmount per currency of the hawalas matching `where`, for all statuses and for
 * each card's status, all in SQL: the hawalas are summed once per currency × status (a few dozen groups), and
 * GROUPING SETS rolls those up into the per-currency, per-status and overall rows — summing every hawala once per
 * grouping set instead took four times as long. No hawala row and no sum is handled in JavaScript. Processed and
 * Completed hawalas count in 'total' only.
 */
export async function hawalaStats(db: Executor, where: SQL | undefined): Promise<HawalaStats> {
  const fine = db
    .select({
      currency: sql<string>`${shownCurrency}`.as('currency'),
      status: sql<string>`${t.hawalaStatus}`.as('status'),
      count: sql<number>`count(*)`.as('count'),
      pounds: sql<string | null>`sum(${t.amount})`.as('pounds'),
      total: sql<string | null>`sum(${t.rAmount})`.as('total'),
    })
    .from(t)
    .where(where)
    .groupBy(shownCurrency, t.hawalaStatus)
    .as('fine');
  const rows = await db
    .select({
      currency: sql<string | null>`case when grouping(${fine.currency}) = 0 then ${fine.currency} end`,
      status: sql<string | null>`case when grouping(${fine.status}) = 0 then ${fine.status} end`,
      count: sql<number>`coalesce(sum(${fine.count}), 0)::int`,
      pounds: moneySum(fine.pounds),
      total: moneySum(fine.total),
    })
    .from(fine)
    .groupBy(sql`grouping sets ((${fine.currency}, ${fine.status}), (${fine.currency}), (${fine.status}), ())`)
    .orderBy(fine.currency);

  const group = (status: string | null): HawalaStatGroup => {
    const mine = rows.filter((row) => row.status === status);
    const whole = mine.find((row) => row.currency === null);
    if (!whole) return emptyGroup();
    return {
      count: whole.count,
      pounds: whole.pounds,
      byCurrency: mine.flatMap((row) => (row.currency === null ? [] : [{ currency: row.currency, count: row.count, total: row.total }])),
    };
  };
  return { total: group(null), pending: group('Pending'), passed: group('Passed'), cancelled: group('Cancelled') };
}
