import { defineRule } from './document-rule';
import { firstFailure, isCash, isPartnerAccount, oneCurrencyOneAmount, ownCurrency, sideNotAllowed } from './sides';

/**
 * A hawala payout, posted by Pass (docs/architecture.md, Ledger): the sender's partner account pays the receiver's amount to the cash
 * (11) or the paying branch's account, one amount of the hawala's currency. It changes only with its hawala (Mark as
 * Pending, Cancel), never from the transaction screens.
 */
export const hawalaPayoutRule = defineRule({
  kind: 'HawalaPayout',
  storedAs: ['Hawala'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: null },
  systemAccounts: 'cash',
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => (isPartnerAccount(out) ? ownCurrency(out, currency) : sideNotAllowed(out)),
      () => (isCash(into) ? null : into.isSystem || into.id === out.id ? sideNotAllowed(into) : ownCurrency(into, currency)),
    ),
});
