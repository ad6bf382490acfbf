import type { CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { clerkLimitExceeded, type VoucherSize } from '../posting-limits/check-posting-limits';

/**
 * The two role questions approvals ask, each in one function (docs/decisions.md, Approvals), so the roles' own
 * settings can answer them without touching the checks that call them.
 */

/** Whether this document is past what the actor's role may post or change alone: today the clerk limit of a cash voucher. */
export async function aloneLimitExceeded(db: Executor, actor: CurrentUser, voucher: VoucherSize): Promise<boolean> {
  return (await clerkLimitExceeded(db, actor, voucher)) !== null;
}

/** Whether every edit, delete and recover by the actor's role needs an approver: no role's does yet. */
export function changesNeedApproval(_actor: CurrentUser): boolean {
  return false;
}
