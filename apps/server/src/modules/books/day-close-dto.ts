import { and, desc, eq } from 'drizzle-orm';
import type { DayClose, DayCloseStatus } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { dayCloses } from '../../db/schema';
import { isoOrNull } from '../../lib/dates';

type Row = typeof dayCloses.$inferSelect;

export const toDayCloseDto = (row: Row): DayClose => ({
  id: row.id,
  version: row.version,
  date: row.closeDate,
  status: row.status as DayCloseStatus,
  countedBy: row.countedByName,
  countedAt: row.countedAt.toISOString(),
  approvedBy: row.approvedByName,
  approvedAt: isoOrNull(row.approvedAt),
  selfApproved: row.selfApproved,
  reopenedBy: row.reopenedByName,
  reopenedAt: isoOrNull(row.reopenedAt),
  reopenReason: row.reopenReason,
  // Counts made before the coins line hold no coins.
  currencies: row.currencies.map((c) => ({ ...c, coins: c.coins ?? '0.00' })),
  journalHead: row.journalHead,
  journalPosition: row.journalPosition,
});

/** The newest closes first; a day counted twice or reopened shows every attempt. */
export async function listDayCloses(db: Executor, limit = 100) {
  const rows = await db.select().from(dayCloses).orderBy(desc(dayCloses.closeDate), desc(dayCloses.id)).limit(limit);
  return rows.map(toDayCloseDto);
}

/** The day's latest count, whatever its status; null when the day was never counted. */
export async function latestDayClose(db: Executor, date: string) {
  const [row] = await db.select().from(dayCloses).where(eq(dayCloses.closeDate, date)).orderBy(desc(dayCloses.id)).limit(1);
  return row ? toDayCloseDto(row) : null;
}

/** The count in play for a day (pending or approved), locked until the caller commits. */
export async function liveDayClose(db: Executor, date: string, status: 'pending' | 'approved') {
  const [row] = await db
    .select()
    .from(dayCloses)
    .where(and(eq(dayCloses.closeDate, date), eq(dayCloses.status, status)))
    .for('update');
  return row ?? null;
}
