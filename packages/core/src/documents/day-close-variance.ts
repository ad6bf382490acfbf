import { overShortAccountCodePrefix } from '../books/trial-balance';
import { defineRule } from './document-rule';
import { firstFailure, isCash, isSystemAccountOf, oneCurrencyOneAmount, sideNotAllowed } from './sides';

/**
 * The voucher an approved day close books for a counted variance (books/day-close.ts `varianceVoucher`): cash (11)
 * against the currency's over/short system account (`OS-<code>`), a Credit for an over and a Debit for a short. It leaves only
 * with the close it belongs to (reopening the day), never from the transaction screens.
 */
export const dayCloseVarianceRule = defineRule({
  kind: 'DayCloseVariance',
  storedAs: ['Credit', 'Debit'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: null },
  systemAccounts: 'any',
  safeItself: true,
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => (isCash(out) || isCash(into) ? null : sideNotAllowed(out)),
      () => {
        const other = isCash(out) ? into : out;
        return isSystemAccountOf(other, overShortAccountCodePrefix, currency) ? null : sideNotAllowed(other);
      },
    ),
});
