import type { ApprovalGround, ApprovalKind, CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { approvalRequests } from '../../db/schema';
import { readApprovalSettings } from './approval-settings';

const dayMs = 86_400_000;

/** A write kept for approval: what it does (kind, target, parsed body), and the maker's reason. */
export interface Submission {
  kind: ApprovalKind;
  targetId: number | null;
  /** The write's parsed body, as its use case takes it. */
  body: object;
  approvalReason: string | null;
}

/**
 * Stores a write the checks sent for approval as a pending request of its maker (docs/decisions.md, Approvals); it
 * expires after the shop's `approvalExpiryDays`. Moves no balance: the write itself was rolled back.
 */
export async function submitRequest(db: Executor, submission: Submission, grounds: ApprovalGround[], maker: CurrentUser, now = new Date()) {
  const { approvalExpiryDays } = await readApprovalSettings(db);
  const [row] = await db
    .insert(approvalRequests)
    .values({
      kind: submission.kind,
      targetId: submission.targetId,
      body: submission.body,
      grounds,
      makerId: maker.id,
      makerName: maker.username,
      approvalReason: submission.approvalReason || null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + approvalExpiryDays * dayMs),
    })
    .returning({ id: approvalRequests.id });
  return { approvalId: row!.id, status: 'pending' as const };
}
