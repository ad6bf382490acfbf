import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies, hawalas } from '../../db/schema';
import { currentShopTimeZone } from '../../lib/shop-day';

/**
 * Hawalas we sent that each partner paid to the receiver within the range (by the shop day it was marked paid), per
 * receive currency, with what the receiver got. A partner pays these for us as surely as we pay its imported
 * hawalas, so the Partners page counts both as hawalas paid (docs/decisions.md, Partners and settlements).
 */
export function sentHawalasPaid(tx: Executor, partnerIds: number[], range: { from: string; to: string }) {
  const paidDay = sql`to_char(${hawalas.paidAt} at time zone ${currentShopTimeZone()}, 'YYYY-MM-DD')`;
  return tx
    .select({
      accountId: sql<number>`${hawalas.partnerAccountId}`,
      currencyId: currencies.id,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${hawalas.convertedAmount}), 0)::text`,
    })
    .from(hawalas)
    .innerJoin(currencies, eq(currencies.code, sql`coalesce(${hawalas.convertedCurrency}, ${hawalas.currency})`))
    .where(and(inArray(hawalas.partnerAccountId, partnerIds), eq(hawalas.status, 'paid'), sql`${paidDay} between ${range.from} and ${range.to}`))
    .groupBy(hawalas.partnerAccountId, currencies.id);
}
