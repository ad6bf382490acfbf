import { overShortAccountCodePrefix } from '../books/trial-balance';
import { clerkShortageAccountCodePrefix, tillAccountCodePrefix } from '../ledger/account-nature';
import type { SideAccount, SideCurrency } from './document-rule';
import { defineRule } from './document-rule';
import { firstFailure, isCash, isSystemAccountOf, oneCurrencyOneAmount, sideNotAllowed } from './sides';

const isTill = (account: SideAccount) => account.isSystem && account.accountCode.startsWith(tillAccountCodePrefix);
const isClerkShortage = (account: SideAccount) => account.isSystem && account.accountCode.startsWith(clerkShortageAccountCodePrefix);
const isOverShort = (account: SideAccount, currency: SideCurrency) => isSystemAccountOf(account, overShortAccountCodePrefix, currency);

/**
 * Which pairs a till's own posting may join: cash between the safe and a till, a till's variance, a shortage charged to
 * the clerk or written off (between the clerk's account and over/short, either way).
 */
function allowedPair(out: SideAccount, into: SideAccount, currency: SideCurrency) {
  const either = (a: (x: SideAccount) => boolean, b: (x: SideAccount) => boolean) => (a(out) && b(into)) || (b(out) && a(into));
  const overShort = (x: SideAccount) => isOverShort(x, currency);
  return either(isCash, isTill) || either(isTill, overShort) || either(isTill, isClerkShortage) || either(overShort, isClerkShortage);
}

/**
 * The postings a till shift makes itself (docs/decisions.md, Tills and shifts): a float, drop, top-up or return between
 * the safe (11) and a till, a counted variance between the till and the currency's over/short (over) or the clerk's
 * own shortage account (short), a handover's shortage charged from over/short to the clerk, and an admin's write-off
 * of a shortage back to over/short. They move the safe itself,
 * never a till in its place, and change only through their shift.
 */
export const tillCashRule = defineRule({
  kind: 'TillCash',
  storedAs: ['Transfer', 'Credit', 'Debit'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: null },
  systemAccounts: 'any',
  safeItself: true,
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => (allowedPair(out, into, currency) ? null : sideNotAllowed(isCash(out) ? into : out)),
    ),
});
