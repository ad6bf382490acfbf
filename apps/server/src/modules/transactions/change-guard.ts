import { sql } from 'drizzle-orm';
import {
  booksMessages,
  commissionMessages,
  documentRuleOf,
  editMessages,
  hawalaMessages,
  tillMessages,
  transactionMessages,
  type CurrentUser,
  type DocumentKind,
  type DocumentRuleOf,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';
import { assertDaysOpen } from '../books/day-lock';
import { assertChangeApproved } from '../approvals/approval-checks';
import { grantsOfRole } from '../roles/role-policy';

/** A change from the transaction screens. */
export type ScreenChange = 'edit' | 'delete' | 'recover';

/**
 * Who asks for the change: the transaction screens, or the module that owns the document (a hawala's Mark as Pending
 * and Cancel remove its payout, a day's reopening its over/short). Set by the calling use case, never by a request.
 */
export type ChangeBy = { screen: ScreenChange } | { owner: DocumentKind };

/** The stored row's facts the guard reads; where a document came from is read from the server's own tables. */
export interface PostedRow {
  id: number;
  transType: string;
  sentHawalaId: number | null;
  /** The stored amount: past the actor's alone limit, a change needs an approver. */
  currencyId: number | null;
  dAmount: string;
  /** The stored day: a change to an old document needs an approver. */
  transDate: string | null;
}

/**
 * Where a stored document came from, by the server's own tables (a day close's variance is a Debit or Credit voucher
 * kept in day_close_postings): its rule. A type no posting makes any more has none, and no screen changes it.
 */
async function ruleOf(tx: Transaction, row: PostedRow): Promise<DocumentRuleOf | null> {
  const [owned] = rowsOf<{ close: boolean; till: boolean }>(
    await tx.execute(sql`select exists (select 1 from day_close_postings where transaction_id = ${row.id}) as close,
                                exists (select 1 from till_postings where transaction_id = ${row.id}) as till`),
  );
  return documentRuleOf({ transType: row.transType, sentHawalaId: row.sentHawalaId, closePosting: owned?.close === true, tillPosting: owned?.till === true });
}

/**
 * Why the screens may not change a document another module owns, in each owner's words. Changed on its own, a payout
 * would leave its hawala Passed with nothing paid (or paid twice on recover), a sent hawala's posting would leave it
 * 'sent' with its money moved, a commission posting would leave hawalas marked commissioned with nothing charged, and an
 * over/short would leave a closed day that no longer balances.
 */
function ownedElsewhere(kind: DocumentKind, change: ScreenChange): AppError | null {
  switch (kind) {
    case 'HawalaPayout':
      if (change === 'edit') return new AppError(400, transactionMessages.hawalaPayoutNotEditable, 'transaction.hawalaPayoutNotEditable');
      if (change === 'delete') return new AppError(409, transactionMessages.hawalaPayoutOnly, 'transaction.hawalaPayoutOnly');
      return new AppError(409, editMessages.payoutRecover, 'edit.payoutRecover');
    case 'HawalaSent':
      return new AppError(409, hawalaMessages.postingOfSentHawala, 'hawala.postingOfSentHawala');
    case 'DayCloseVariance':
      return new AppError(409, booksMessages.closePosting, 'books.closePosting');
    case 'Commission':
      return new AppError(409, commissionMessages.runPosting, 'commission.runPosting');
    case 'TillCash':
      return new AppError(409, tillMessages.tillAccountPosting, 'till.tillAccountPosting');
    default:
      return null;
  }
}

const refusedByRole = {
  edit: () => new AppError(403, editMessages.editNotAllowed, 'edit.editNotAllowed'),
  delete: () => new AppError(403, editMessages.deleteNotAllowed, 'edit.deleteNotAllowed'),
  recover: () => new AppError(403, editMessages.recoverNotAllowed, 'edit.recoverNotAllowed'),
} as const;

/**
 * The one guard every change to a posted document passes (docs/architecture.md, The guard): edit, delete and recover
 * from the screens, and the removals the owning modules make. The document's kind comes from the server's tables; the
 * screens may change only what its rule allows the user's role; an owner changes only its own documents; and every day
 * the change touches must be open. A screen's change past the actor's alone limit, by a role whose changes are approved,
 * or of an old document needs an approver (docs/decisions.md, Approvals), and so does a hawala's removal of its payout
 * past the alone limit or by such a role. Call it with the row locked.
 */
export async function assertMayChangePosted(tx: Transaction, row: PostedRow, by: ChangeBy, actor: CurrentUser, days: (string | null | undefined)[]) {
  const rule = await ruleOf(tx, row);
  if ('owner' in by) {
    // A module's own removal of another kind's document is a bug in the caller, never a user's request.
    if (rule?.kind !== by.owner) throw new Error(`transaction ${row.id} is a ${rule?.kind ?? row.transType}, not a ${by.owner}`);
  } else {
    const elsewhere = rule && ownedElsewhere(rule.kind, by.screen);
    if (elsewhere) throw elsewhere;
    if (!rule?.may(await grantsOfRole(tx, actor.role), by.screen)) throw refusedByRole[by.screen]();
  }
  await assertDaysOpen(tx, ...days);
  if ('screen' in by) await assertChangeApproved(tx, actor, row);
  // A payout removed by its hawala's Mark as Pending or Cancel is a clerk's removal of a posted document as a delete
  // is: the role's questions hold (docs/decisions.md, Approvals). A day's reopening is the approver's own act.
  else if (by.owner === 'HawalaPayout') await assertChangeApproved(tx, actor, row, undefined, true);
}
