import { and, count, desc, gte, lt, lte, eq, type SQL } from 'drizzle-orm';
import type { HawalaDetail, HawalaDetailsQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { holdsTyped } from '../../db/search-keys';
import { decodeCursor, pageOf, unpagedCap, type Page } from './hawala-cursor';
import { toHawalaDetailDto } from './hawala-dto';
import { incomingOnDay } from './incoming-on-day';
import { senderPartner, senderPartnerColumns, senderPartnerCurrency, senderPartnerCurrencyJoin, senderPartnerJoin } from './hawala-sender-partner';

/**
 * The filters of GET /api/hawala-details without the page: the search text matches the hawala number, sender or
 * receiver name, status or currency (a substring, folded by the one search rule, through one trigram index), as the
 * dashboard modal's search box says; the currency as shown, so a row stored without one is found by 'AFN'.
 */
function matching(query: HawalaDetailsQuery): (SQL | undefined)[] {
  const t = hawalaDetails;
  const where: (SQL | undefined)[] = [];
  if (query.fromDate) where.push(gte(t.transactionDate, query.fromDate));
  if (query.toDate) where.push(lte(t.transactionDate, query.toDate));
  if (query.status) where.push(eq(t.hawalaStatus, query.status));
  if (query.q) where.push(holdsTyped(t.searchText, query.q));
  if (query.incomingOn) where.push(incomingOnDay(query.incomingOn));
  return where;
}

/** GET /api/hawala-details: imported hawalas, newest first; `total` (when asked for) counts every match. */
export async function listHawalaDetails(db: Executor, query: HawalaDetailsQuery): Promise<Page<HawalaDetail> & { total?: number }> {
  const t = hawalaDetails;
  const where = matching(query);
  const limit = query.limit ?? unpagedCap;
  const rows = await db
    .select({ id: t.id, row: t, ...senderPartnerColumns })
    .from(t)
    .leftJoin(senderPartner, senderPartnerJoin)
    .leftJoin(senderPartnerCurrency, senderPartnerCurrencyJoin)
    .where(and(...where, query.cursor ? lt(t.id, decodeCursor('x', query.cursor)) : undefined))
    .orderBy(desc(t.id))
    .limit(limit + 1);
  const page = pageOf('x', rows, limit);
  const items = page.items.map(({ row, senderPartnerName, amountCurrency }) => toHawalaDetailDto(row, { senderPartnerName, amountCurrency }));
  if (!query.withTotal) return { items, nextCursor: page.nextCursor };
  // A first page that holds every match is its own count; only a longer list costs a count query.
  if (!query.cursor && !page.nextCursor) return { items, nextCursor: null, total: items.length };
  const [counted] = await db.select({ total: count() }).from(t).where(and(...where));
  return { items, nextCursor: page.nextCursor, total: counted!.total };
}
