import { and, desc, gte, ilike, lt, lte, or, eq, type SQL } from 'drizzle-orm';
import type { HawalaDetail, HawalaDetailsQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { decodeCursor, pageOf, unpagedCap, type Page } from './hawala-cursor';
import { toHawalaDetailDto } from './hawala-dto';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/hawala-details: imported hawalas, newest first. Dates are inclusive and compare the stored
 * YYYY-MM-DD text; the search text matches the hawala number, receiver or sender name as the pass screen's
 * search box does (case-insensitive substring).
 */
export async function listHawalaDetails(db: Executor, query: HawalaDetailsQuery): Promise<Page<HawalaDetail>> {
  const t = hawalaDetails;
  const where: (SQL | undefined)[] = [];
  if (query.fromDate) where.push(gte(t.transactionDate, query.fromDate));
  if (query.toDate) where.push(lte(t.transactionDate, query.toDate));
  if (query.status) where.push(eq(t.hawalaStatus, query.status));
  if (query.q) {
    const pattern = contains(query.q);
    where.push(or(ilike(t.hawalaNo, pattern), ilike(t.receiverName, pattern), ilike(t.senderName, pattern)));
  }
  if (query.cursor) where.push(lt(t.id, decodeCursor('x', query.cursor)));
  const limit = query.limit ?? unpagedCap;
  const rows = await db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.id))
    .limit(limit + 1);
  const page = pageOf('x', rows, limit);
  return { items: page.items.map(toHawalaDetailDto), nextCursor: page.nextCursor };
}
