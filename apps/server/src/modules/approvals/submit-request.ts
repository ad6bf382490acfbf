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

/** The body asks to post past a partner's credit limit: a posting's `creditLimitOverride`, a pass's `overrideReason`. */
function asksCreditLimitOverride(body: object) {
  const { creditLimitOverride, overrideReason } = body as { creditLimitOverride?: unknown; overrideReason?: unknown };
  return creditLimitOverride === true || (typeof overrideReason === 'string' && overrideReason.trim() !== '');
}

/**
 * Stores a write the checks sent for approval as a pending request of its maker (docs/decisions.md, Approvals); it
 * expires after the shop's `approvalExpiryDays`. Moves no balance: the write itself was rolled back. A body that asks
 * for a credit-limit override names it among the grounds even when another check stopped the write before the sink
 * could: approving replays the override, so the approver must see it asked for.
 */
export async function submitRequest(db: Executor, submission: Submission, found: ApprovalGround[], maker: CurrentUser, now = new Date()) {
  const grounds: ApprovalGround[] = asksCreditLimitOverride(submission.body) && !found.includes('creditLimitOverride') ? [...found, 'creditLimitOverride'] : found;
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
