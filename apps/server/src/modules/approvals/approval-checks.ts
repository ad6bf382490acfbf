import { isOldForChange, type ApprovalGround, type CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { shopToday } from '../../lib/shop-day';
import type { VoucherSize } from '../posting-limits/check-posting-limits';
import { aloneLimitExceeded, changesNeedApproval } from './approval-policy';
import { currentApproval, requireApproval } from './approval-signal';
import { readApprovalSettings } from './approval-settings';
import { assertWithinAtAllLimit } from '../roles/role-limits';

/**
 * A new or edited document past the actor's alone limit needs an approver (docs/decisions.md, Approvals). Posting and
 * editing call it through `checkDocument`, so no screen's posting skips it.
 */
export async function assertWithinAloneLimit(db: Executor, actor: CurrentUser, voucher: VoucherSize) {
  if (currentApproval()) return;
  if (!(await aloneLimitExceeded(db, actor, voucher))) return;
  // Past the role's limit at all no approver could post it (the sink refuses it then): it is refused now, not asked.
  if (voucher.currencyId !== null) await assertWithinAtAllLimit(db, actor, [{ accountId: 0, currencyId: voucher.currencyId, amount: voucher.dAmount }]);
  requireApproval('overAloneLimit');
}

/** A posted document as the change guard hands it: its size, and its day. */
export interface ChangedDocument extends VoucherSize {
  transDate: string | null;
}

/**
 * A screen's edit, delete or recover needs an approver when the stored document is past the actor's alone limit, when
 * the actor's role has every change approved, or when the document is older than the shop's `approvalAfterDays`.
 * Called by the change guard (modules/transactions/change-guard.ts), the one place such changes pass. `byRoleOnly`
 * asks only the role's questions (the alone limit, every change approved): a hawala's Mark as Pending and Cancel, whose
 * routes keep no requests, so an old payout is not left where nobody may set it back.
 */
export async function assertChangeApproved(db: Executor, actor: CurrentUser, document: ChangedDocument, now = new Date(), byRoleOnly = false) {
  if (currentApproval()) return;
  const grounds: ApprovalGround[] = [];
  if (await aloneLimitExceeded(db, actor, document)) grounds.push('overAloneLimit');
  if (await changesNeedApproval(db, actor)) grounds.push('changesNeedApproval');
  const { approvalAfterDays } = byRoleOnly ? { approvalAfterDays: null } : await readApprovalSettings(db);
  if (approvalAfterDays !== null && document.transDate && isOldForChange(document.transDate, shopToday(now), approvalAfterDays)) grounds.push('oldDocument');
  requireApproval(...grounds);
}
