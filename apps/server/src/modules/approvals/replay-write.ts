import { eq } from 'drizzle-orm';
import { approvalMessages, normaliseRole, type ApprovalKind, type CurrentUser, type PassHawalaInput, type SettlementInput, type TransactionDocument, type UpdateTransactionInput } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { users, type approvalRequests } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { postTransaction } from '../ledger/post-transaction';
import { postSettlement } from '../settlements/post-settlement';
import { passHawala } from '../hawala/pass-hawala';
import { deleteTransaction, type DeleteInput } from '../transactions/delete-transaction';
import { recoverTransaction } from '../transactions/recover-transaction';
import { updateTransaction } from '../transactions/update-transaction';
import { writeOffShortage, type WriteOff } from '../tills/clerk-shortages';
import { chargeHandoverShortage, type ShortageCharge } from '../tills/handover-shortage';
import { replayApproved } from './approval-signal';

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/**
 * A request's write, run again through the very use case the maker's route called (docs/decisions.md, Approvals), as
 * the maker and inside the approver's replay: every rule (closed days, posting and credit limits, stale edits) is
 * checked again, and only the approval checks pass. Answers the id of the posting it made or changed.
 */
export async function replayWrite(tx: Transaction, request: ApprovalRow, approver: CurrentUser, now: Date): Promise<number> {
  const maker = await makerOf(tx, request.makerId);
  return replayApproved({ requestId: request.id, approver }, async () => {
    const kind = request.kind as ApprovalKind;
    const body = request.body as Record<string, unknown>;
    const target = request.targetId!;
    switch (kind) {
      case 'post':
        return (await postTransaction(tx, body as unknown as TransactionDocument, maker, now)).id;
      case 'settlement':
        return (await postSettlement(tx, body as unknown as SettlementInput, maker, now)).id;
      case 'pass':
        return (await passHawala(tx, target, body as unknown as PassHawalaInput, maker, now)).transactionId;
      case 'edit':
        return (await updateTransaction(tx, target, body as unknown as UpdateTransactionInput, maker, now)).id;
      case 'delete':
        return (await deleteTransaction(tx, target, body as unknown as DeleteInput, maker, now)).id;
      case 'recover':
        return (await recoverTransaction(tx, target, maker, now, body.creditLimitOverride === true)).id;
      case 'till-write-off':
        return (await writeOffShortage(tx, body as unknown as WriteOff, maker, now)).transactionId;
      case 'till-shortage':
        return chargeHandoverShortage(tx, body as unknown as ShortageCharge, maker, now);
    }
  });
}

/** The maker as a signed-in user, read now: a role changed since is the role the write is checked with. */
async function makerOf(db: Executor, id: string): Promise<CurrentUser> {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, role: users.role, language: users.language, calendar: users.calendar })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound(approvalMessages.notFound, 'approval.notFound');
  return { ...row, role: normaliseRole(row.role) } as CurrentUser;
}
