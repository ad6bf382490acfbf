import { eq } from 'drizzle-orm';
import { hawalaMessages, type CancelSentHawalaInput, type CurrentUser, type Hawala } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { hawalas } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { hawalaView } from './hawala-view';
import { lockOpenSentHawala } from './lock-sent-hawala';
import { refundSentHawala } from './sent-hawala-posting';
import { journalSentHawala } from './journal-sent-hawala';

/**
 * POST /api/hawala/{id}/cancel: the sender is refunded — the hawala's postings are reversed by one refund posting
 * (amount and commission back to cash or the sender's account, the partner no longer owed) — and the hawala is
 * cancelled with who, when and why, all in one database transaction. A paid hawala cannot be cancelled (409). A refund
 * that takes the partner past its credit limit needs `creditLimitOverride` (an admin's; docs/architecture.md, The sink).
 */
export async function cancelSentHawala(tx: Transaction, id: number, input: CancelSentHawalaInput, actor: CurrentUser, now = new Date()): Promise<Hawala> {
  const { reason } = input;
  const hawala = await lockOpenSentHawala(tx, id);
  if (hawala.status !== 'sent') throw conflict(hawalaMessages.paidCannotCancel, 'hawala.paidCannotCancel');
  // The refund leaves the paying partner owing what the send took off: past its credit limit only by an admin's decision.
  const decisions = { creditLimitOverride: input.creditLimitOverride ? { reason } : null };
  await refundSentHawala(tx, id, `Hawala ${hawala.hawalaNumber} cancelled, refund to ${hawala.senderName}: ${reason}`, actor, now, decisions);
  await tx.update(hawalas).set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.id, cancelReason: reason, updatedAt: now }).where(eq(hawalas.id, id));
  await journalSentHawala(tx, id, 'cancelled', actor, now);
  return (await hawalaView(tx, eq(hawalas.id, id), actor))!;
}
