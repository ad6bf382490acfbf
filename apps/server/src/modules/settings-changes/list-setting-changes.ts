import { and, desc, eq, lt } from 'drizzle-orm';
import type { RecordedSetting, SettingChangesQuery, SettingChangesResponse } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { settingChanges } from '../../db/schema';

const defaultPageSize = 20;

/** GET /api/settings/changes: newest first, one page at a time, optionally of one setting or one partner's limits. */
export async function listSettingChanges(db: Executor, query: SettingChangesQuery): Promise<SettingChangesResponse> {
  const limit = query.limit ?? defaultPageSize;
  const rows = await db
    .select()
    .from(settingChanges)
    .where(
      and(
        query.setting ? eq(settingChanges.setting, query.setting) : undefined,
        query.partnerId ? eq(settingChanges.partnerId, query.partnerId) : undefined,
        query.before ? lt(settingChanges.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(settingChanges.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    changes: page.map((row) => ({
      id: row.id,
      setting: row.setting as RecordedSetting,
      partnerId: row.partnerId,
      currency: row.currency,
      oldValue: row.oldValue,
      newValue: row.newValue,
      weakened: row.weakened,
      changedBy: row.username,
      changedAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
