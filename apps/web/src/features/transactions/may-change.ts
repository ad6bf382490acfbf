import { useQuery } from '@tanstack/react-query';
import { can, documentRuleOf, withinClerkLimit, type PostingLimits } from '@sarafi/core';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrencyCode } from './currency-select';

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
 * Whether the role may edit, delete or recover a stored transaction, by core's rule for its document and, for a cash
 * voucher, the clerk limit of its currency (the server's guard asks the same two), so a screen shows only the buttons
 * that will work: a clerk changes no voucher larger than they could post; a hawala's postings change only with their
 * hawala, a commission posting only by reversing its run, a day close's over/short voucher only with its day.
 */
export function mayChange(role: string, row: ChangedRow, action: ChangeAction, clerkLimit: string | null = null): boolean {
  return (documentRuleOf({ transType: row.transType, closePosting: row.closePosting })?.may(role, action) ?? false) && withinClerkLimit(role, row.transType, row.dAmount, clerkLimit);
}

/** `mayChange` for the signed-in user, with the clerk limits the server holds. */
export function useMayChange() {
  const role = useCurrentUser().data?.role ?? '';
  const codeOf = useCurrencyCode();
  const limits = useQuery<PostingLimits>({ queryKey: ['/api/posting-limits'], enabled: can(role, 'cash-vouchers') });
  const clerkLimitOf = (currencyId: number | null) => limits.data?.limits.find((l) => l.currency === codeOf(currencyId))?.clerkLimit ?? null;
  return (row: ChangedRow & { currencyId: number | null }, action: ChangeAction) => mayChange(role, row, action, clerkLimitOf(row.currencyId));
}
