import type { ApprovalGround, ApprovalKind, ApprovalStatus, ApprovalSummary } from '@sarafi/core';
import type { ApprovalRow } from './replay-write';

/** A pending request past its expiry reads as expired; no job has to mark it. */
export const statusAt = (row: Pick<ApprovalRow, 'status' | 'expiresAt'>, now: Date): ApprovalStatus =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : (row.status as ApprovalStatus);

export function toApprovalSummary(row: ApprovalRow, now: Date): ApprovalSummary {
  return {
    id: row.id,
    version: row.version,
    kind: row.kind as ApprovalKind,
    targetId: row.targetId,
    status: statusAt(row, now),
    grounds: row.grounds as ApprovalGround[],
    makerId: row.makerId,
    makerName: row.makerName,
    approvalReason: row.approvalReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    deciderName: row.deciderName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    transactionId: row.transactionId,
  };
}
