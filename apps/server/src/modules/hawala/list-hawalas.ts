import { and, desc, lt } from 'drizzle-orm';
import type { Hawala, HawalaListQuery, RecentHawalaItem } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalas } from '../../db/schema';
import { holdsTyped } from '../../db/search-keys';
import { decodeCursor, pageOf, type Page } from './hawala-cursor';
import { toHawalaDto, toRecentHawalaItem } from './hawala-dto';

/** SPEC §9: the dashboard's and the serial screen's recent list holds 5. */
const recentDefault = 5;
const pageDefault = 50;

/** GET /api/hawala/recent: the newest created hawalas (SPEC §3 'Recent hawala item'). */
export async function recentHawalas(db: Executor, limit = recentDefault): Promise<RecentHawalaItem[]> {
  const rows = await db.select().from(hawalas).orderBy(desc(hawalas.id)).limit(limit);
  return rows.map(toRecentHawalaItem);
}

/** GET /api/hawala: created hawalas, newest first, one keyset page; `q` searches as the imported list's does. */
export async function listHawalas(db: Executor, query: HawalaListQuery): Promise<Page<Hawala>> {
  const limit = query.limit ?? pageDefault;
  const rows = await db
    .select()
    .from(hawalas)
    .where(and(query.q ? holdsTyped(hawalas.searchText, query.q) : undefined, query.cursor ? lt(hawalas.id, decodeCursor('h', query.cursor)) : undefined))
    .orderBy(desc(hawalas.id))
    .limit(limit + 1);
  const page = pageOf('h', rows, limit);
  return { items: page.items.map(toHawalaDto), nextCursor: page.nextCursor };
}
