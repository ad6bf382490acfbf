import { and, inArray, sql } from 'drizzle-orm';
import { calendarMonthOf, Money, type TillVariancesQuery, type TillVariancesResponse } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { tillShifts } from '../../db/schema';
import { currentShopTimeZone } from '../../lib/shop-day';

/**
 * The variances of approved closes and accepted handovers, by clerk, month and currency, for the shop days `from` to
 * `to` on which they were booked, each in its month of the reader's calendar (docs/decisions.md, Tills and shifts).
 */
export async function readTillVariances(db: Executor, query: TillVariancesQuery): Promise<TillVariancesResponse> {
  const day = sql<string>`to_char(${tillShifts.closedAt} at time zone ${currentShopTimeZone()}, 'YYYY-MM-DD')`;
  const shifts = await db
    .select({ id: tillShifts.id, userId: tillShifts.userId, username: tillShifts.username, currencies: tillShifts.currencies, day })
    .from(tillShifts)
    .where(and(inArray(tillShifts.status, ['closed', 'handed-over']), sql`${day} between ${query.from} and ${query.to}`));
  const rows = new Map<string, TillVariancesResponse['rows'][number] & { over_: InstanceType<typeof Money>; short_: InstanceType<typeof Money> }>();
  for (const shift of shifts) {
    const month = calendarMonthOf(shift.day, query.calendar);
    for (const line of shift.currencies) {
      const variance = new Money(line.variance ?? '0');
      const key = `${shift.userId}|${month}|${line.currencyId}`;
      const row = rows.get(key) ?? {
        userId: shift.userId,
        username: shift.username,
        month,
        currencyId: line.currencyId,
        currency: line.currency,
        shifts: 0,
        over: '0.00',
        short: '0.00',
        net: '0.00',
        over_: new Money(0),
        short_: new Money(0),
      };
      row.shifts += 1;
      if (variance.isPositive()) row.over_ = row.over_.plus(variance);
      else row.short_ = row.short_.plus(variance.abs());
      rows.set(key, row);
    }
  }
  const out = [...rows.values()]
    .map(({ over_, short_, ...row }) => ({ ...row, over: over_.toFixed(2), short: short_.toFixed(2), net: over_.minus(short_).toFixed(2) }))
    .sort((a, b) => a.username.localeCompare(b.username) || a.month.localeCompare(b.month) || a.currencyId - b.currencyId);
  return { from: query.from, to: query.to, calendar: query.calendar, rows: out };
}
