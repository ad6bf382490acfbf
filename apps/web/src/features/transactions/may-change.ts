import { documentRuleOf, grantsOf, type Grants } from '@sarafi/core';
import { useCurrentUser } from '../auth/use-current-user';

/** What the Search screen does to a stored transaction. */
export type ChangeAction = 'edit' | 'delete' | 'recover';

/** The stored transaction's fields the decision reads. */
export interface ChangedRow {
  transType: string;
  dAmount: string;
  /** A day close's over/short voucher: it changes only with its day. */
  closePosting?: boolean;
}

/**
 * Whether the role may edit, delete or recover a stored transaction, by core's rule for its document (the server's
 * guard asks the same): a hawala's postings change only with their hawala, a commission posting only by reversing its
 * run, a day close's over/short voucher only with its day. A clerk's change of a voucher above the clerk limit is
 * offered too: the server keeps it for an approver (docs/decisions.md, Approvals).
 */
export function mayChange(grants: Grants | string, row: ChangedRow, action: ChangeAction): boolean {
  return documentRuleOf({ transType: row.transType, closePosting: row.closePosting })?.may(grants, action) ?? false;
}

/** `mayChange` for the signed-in user, by the grants the owner gave their role. */
export function useMayChange() {
  const grants = grantsOf(useCurrentUser().data?.permissions ?? []);
  return (row: ChangedRow, action: ChangeAction) => mayChange(grants, row, action);
}
