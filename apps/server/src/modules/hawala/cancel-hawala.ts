import { hawalaMessages, type CurrentUser, type HawalaStatusChangeResponse } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { conflict } from '../../lib/errors';
import { reverseHawalaCommission } from '../commission/reverse-hawala-commission';
import { lockHawalaDetail, removePayouts, setHawalaStatus } from './hawala-status';

/**
 * PUT /api/hawala/cancel/{id}: the hawala's live payout (if any) moves to the deleted list, reversing its
 * balances, a commission a run charged for it goes back to the partner, and the status becomes Cancelled. Cancelling twice is a 409 (the screen disables it, docs/architecture.md, States and transitions).
 */
export async function cancelHawala(tx: Transaction, id: number, actor: CurrentUser, now = new Date()): Promise<HawalaStatusChangeResponse> {
  const hawala = await lockHawalaDetail(tx, id);
  if (hawala.hawalaStatus === 'Cancelled') throw conflict(hawalaMessages.alreadyCancelled, 'hawala.alreadyCancelled');
  const deleted = await removePayouts(tx, id, 'Hawala cancelled', actor, now);
  await reverseHawalaCommission(tx, id, actor, now);
  await setHawalaStatus(tx, hawala, 'Cancelled', deleted[0] ?? null, actor, now);
  const message = deleted.length > 0 ? hawalaMessages.cancelledWithPayout : hawalaMessages.cancelled;
  return { hawalaId: id, hawalaStatus: 'Cancelled', deletedTransactionIds: deleted, message };
}
