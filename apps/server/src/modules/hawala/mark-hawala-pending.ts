import { hawalaMessages, type CurrentUser, type HawalaStatusChangeResponse } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { lockHawalaDetail, removePayouts, setHawalaStatus } from './hawala-status';

/**
 * PUT /api/hawala/pending/{id}: the hawala's live payout (if any) moves to the deleted list, reversing its
 * balances, and the status becomes Pending. No status is refused (docs/architecture.md, States and transitions): from Cancelled it reopens a hawala
 * cancelled by mistake, which moves no money.
 */
export async function markHawalaPending(tx: Transaction, id: number, actor: CurrentUser, now = new Date()): Promise<HawalaStatusChangeResponse> {
  const hawala = await lockHawalaDetail(tx, id);
  const deleted = await removePayouts(tx, id, 'Marked as pending', actor, now);
  if (hawala.hawalaStatus !== 'Pending' || deleted.length > 0) await setHawalaStatus(tx, hawala, 'Pending', deleted[0] ?? null, actor, now);
  return { hawalaId: id, hawalaStatus: 'Pending', deletedTransactionIds: deleted, message: hawalaMessages.markedPending };
}
