import { and, inArray, lte } from 'drizzle-orm';
import { tillMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { tillShifts } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * A day's safe is counted only once every shift opened on it or before is closed and approved (docs/decisions.md,
 * Tills and shifts): a till still open, or a count still waiting, may yet move cash between a till and the safe.
 */
export async function assertNoShiftOpenOn(db: Executor, date: string) {
  const [open] = await db
    .select({ openedOn: tillShifts.openedOn })
    .from(tillShifts)
    .where(and(inArray(tillShifts.status, ['open', 'closing']), lte(tillShifts.openedOn, date)))
    .orderBy(tillShifts.openedOn)
    .limit(1);
  if (open) throw conflict(tillMessages.shiftOpenOnDay(open.openedOn), 'till.shiftOpenOnDay', { date: open.openedOn });
}
