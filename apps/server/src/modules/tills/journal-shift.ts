import type { CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { appendJournal } from '../journal/append-journal';
import { loadShift, toShiftDto } from './shift-dto';

/**
 * A shift's journal row after each change to it (docs/decisions.md, Journal): opened, a drop or top-up offered or
 * confirmed, handed over, closed, approved — the shift as an admin sees it then, counts and moves included, in the
 * same database transaction as the change.
 */
export async function journalShift(tx: Transaction, shiftId: number, verb: string, actor: CurrentUser, now: Date): Promise<number> {
  const shift = await toShiftDto(tx, await loadShift(tx, shiftId), true);
  return appendJournal(tx, { kind: `shift.${verb}`, entity: 'shift', entityId: shiftId, actor, payload: shift, at: now });
}
