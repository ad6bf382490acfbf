import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tills, tillShifts } from '../../db/schema';

export interface PostingTill {
  id: number;
  name: string;
}

/**
 * The till each stored shift worked, for postings that moved a till in the safe's place (their `till_shift_id`,
 * docs/decisions.md, Tills and shifts): one query for a page of postings, keyed by shift id.
 */
export async function tillsOfShifts(db: Executor, shiftIds: readonly (number | null)[]): Promise<Map<number, PostingTill>> {
  const ids = [...new Set(shiftIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ shiftId: tillShifts.id, id: tills.id, name: tills.name })
    .from(tillShifts)
    .innerJoin(tills, eq(tills.id, tillShifts.tillId))
    .where(inArray(tillShifts.id, ids));
  return new Map(found.map(({ shiftId, ...till }) => [shiftId, till]));
}

/** A posting's till as its DTO carries it: null for a posting that moved the safe. */
export const tillOfPosting = (tillsByShift: Map<number, PostingTill>, tillShiftId: number | null): PostingTill | null =>
  tillShiftId === null ? null : (tillsByShift.get(tillShiftId) ?? null);
