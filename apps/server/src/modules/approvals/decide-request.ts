import { eq } from 'drizzle-orm';
import { approvalMessages, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { approvalRequests } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { replayWrite, type ApprovalRow } from './replay-write';
import { toApprovalSummary } from './approval-dto';
import { appendJournal } from '../journal/append-journal';

/** Every decision on a request — approve, reject, withdraw — is journalled with it (docs/decisions.md, Journal). */
async function journalDecision(tx: Transaction, row: ApprovalRow, decider: CurrentUser, now: Date) {
  const summary = toApprovalSummary(row, now);
  await appendJournal(tx, { kind: `approval.${row.status}`, entity: 'approval', entityId: row.id, actor: decider, payload: summary, at: now });
  return summary;
}

/**
 * The request row, locked until the caller's transaction ends, and still open for a decision: pending, not expired,
 * and the version the decider saw (docs/decisions.md, Approvals). Twenty approves of one request queue on this lock;
 * the first one's replay commits with the row marked approved, and the others find it decided.
 */
async function lockOpenRequest(tx: Transaction, id: number, version: number | null, now: Date): Promise<ApprovalRow> {
  const [row] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
  if (!row) throw notFound(approvalMessages.notFound, 'approval.notFound');
  if (row.status !== 'pending') throw conflict(approvalMessages.notPending, 'approval.notPending');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(410, approvalMessages.expired, 'approval.expired');
  if (version !== null && row.version !== version) throw conflict(approvalMessages.staleVersion, 'approval.staleVersion');
  return row;
}

const refuseOwn = (row: ApprovalRow, decider: CurrentUser) => {
  if (row.makerId === decider.id) throw new AppError(403, approvalMessages.ownRequest, 'approval.ownRequest');
};

/**
 * POST /api/approvals/{id}/approve: replays the maker's write through its own use case in this transaction and marks
 * the request approved by the approver, at the approval's own time; any refusal of the replay (a day closed since, a
 * credit limit) rolls both back and leaves the request pending.
 */
export async function approveRequest(tx: Transaction, id: number, version: number, approver: CurrentUser, now = new Date()) {
  const row = await lockOpenRequest(tx, id, version, now);
  refuseOwn(row, approver);
  const transactionId = await replayWrite(tx, row, approver, now);
  const [updated] = await tx
    .update(approvalRequests)
    .set({ status: 'approved', version: row.version + 1, deciderId: approver.id, deciderName: approver.username, decidedAt: now, transactionId })
    .where(eq(approvalRequests.id, id))
    .returning();
  return journalDecision(tx, updated!, approver, now);
}

/** POST /api/approvals/{id}/reject: the approver's no, with a reason; nothing posts. */
export async function rejectRequest(tx: Transaction, id: number, version: number, reason: string, decider: CurrentUser, now = new Date()) {
  const row = await lockOpenRequest(tx, id, version, now);
  refuseOwn(row, decider);
  const [updated] = await tx
    .update(approvalRequests)
    .set({ status: 'rejected', version: row.version + 1, deciderId: decider.id, deciderName: decider.username, decidedAt: now, rejectReason: reason })
    .where(eq(approvalRequests.id, id))
    .returning();
  return journalDecision(tx, updated!, decider, now);
}

/** POST /api/approvals/{id}/withdraw: the maker takes back their own pending request. */
export async function withdrawRequest(tx: Transaction, id: number, maker: CurrentUser, now = new Date()) {
  const row = await lockOpenRequest(tx, id, null, now);
  if (row.makerId !== maker.id) throw new AppError(403, approvalMessages.notMaker, 'approval.notMaker');
  const [updated] = await tx
    .update(approvalRequests)
    .set({ status: 'withdrawn', version: row.version + 1, decidedAt: now })
    .where(eq(approvalRequests.id, id))
    .returning();
  return journalDecision(tx, updated!, maker, now);
}
