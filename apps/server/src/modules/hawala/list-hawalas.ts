import { and, desc, eq, lt } from 'drizzle-orm';
import type { CurrentUser, Hawala, HawalaListQuery, RecentHawalaItem } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalas } from '../../db/schema';
import { holdsTyped } from '../../db/search-keys';
import { decodeCursor, pageOf, type Page } from './hawala-cursor';
import { toRecentHawalaItem } from './hawala-dto';
import { selectHawalaViews, toHawalaView } from './hawala-view';

/** docs/architecture.md, Constants and limits: the dashboard's and the serial screen's recent list holds 5. */
const recentDefault = 5;
const pageDefault = 50;

/** GET /api/hawala/recent: the newest created hawalas (docs/architecture.md, Wire fields, 'Recent hawala item'). */
export async function recentHawalas(db: Executor, limit = recentDefault): Promise<RecentHawalaItem[]> {
  const rows = await db.select().from(hawalas).orderBy(desc(hawalas.id)).limit(limit);
  return rows.map(toRecentHawalaItem);
}

/**
 * GET /api/hawala: created hawalas, newest first, one keyset page; `q` searches as the imported list's does and
 * `status` keeps one status (the Outgoing tab's filter). The viewer decides whether secret codes are shown.
 */
export async function listHawalas(db: Executor, query: HawalaListQuery, viewer: CurrentUser): Promise<Page<Hawala>> {
  const limit = query.limit ?? pageDefault;
  const rows = await selectHawalaViews(db)
    .where(
      and(
        query.q ? holdsTyped(hawalas.searchText, query.q) : undefined,
        query.status ? eq(hawalas.status, query.status) : undefined,
        query.cursor ? lt(hawalas.id, decodeCursor('h', query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(hawalas.id))
    .limit(limit + 1);
  const page = pageOf('h', rows.map((row) => ({ id: row.hawala.id, row })), limit);
  return { items: page.items.map(({ row }) => toHawalaView(row, viewer)), nextCursor: page.nextCursor };
}
