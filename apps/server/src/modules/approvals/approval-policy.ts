import { exceedsPostingLimit, type CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import type { VoucherSize } from '../posting-limits/check-posting-limits';
import { rolePolicy } from '../roles/role-policy';

/**
 * The two role questions approvals ask, each in one function (docs/decisions.md, Approvals), answered by the role's
 * own settings (docs/decisions.md, Roles the owner shapes).
 */

/**
 * Whether this document is past what the actor's role may post or change alone: its amount above the role's alone
 * limit in its currency. Every role and document kind alike, the owner's included; a currency without one has none.
 */
export async function aloneLimitExceeded(db: Executor, actor: CurrentUser, voucher: VoucherSize): Promise<boolean> {
  if (voucher.currencyId === null) return false;
  const { limits } = await rolePolicy(db, actor.role);
  const alone = limits.find((l) => l.currencyId === voucher.currencyId)?.alone ?? null;
  return exceedsPostingLimit(voucher.dAmount, alone);
}

/** Whether every edit, delete and recover by the actor's role needs an approver: the owner's switch on the role. */
export async function changesNeedApproval(db: Executor, actor: CurrentUser): Promise<boolean> {
  return (await rolePolicy(db, actor.role)).changesNeedApproval;
}
