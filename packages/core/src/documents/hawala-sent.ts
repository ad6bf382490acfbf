import { toAssignAccountCodePrefix } from '../ledger/account-nature';
import { defineRule, type SideAccount, type SideCurrency } from './document-rule';
import { firstFailure, isCash, isSystemAccountOf, ownCurrency, sideNotAllowed } from './sides';

/**
 * The drawer holds any currency, and of the system accounts only the side's currency's 'hawalas to assign'
 * (`HWA-<code>`) stands in a sent hawala's posting; any other account trades in its own currency.
 */
function ownUnlessShop(account: SideAccount, currency: SideCurrency) {
  if (isCash(account)) return null;
  if (account.isSystem) return isSystemAccountOf(account, toAssignAccountCodePrefix, currency) ? null : sideNotAllowed(account);
  return ownCurrency(account, currency);
}

/**
 * A hawala we send (docs/decisions.md, Hawalas we send): its send (the payer's amount + commission in the send currency, the
 * converted amount to the paying partner or the 'hawalas to assign' account in the receive currency), its partner
 * assignment and its refund by reversal. Each side carries its own currency; it changes only by cancelling the hawala.
 */
export const hawalaSentRule = defineRule({
  kind: 'HawalaSent',
  storedAs: ['Hawala'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: null },
  systemAccounts: 'any',
  check: (_doc, { out, into, currency, cCurrency }) =>
    firstFailure(
      () => (out.id === into.id ? sideNotAllowed(into) : null),
      () => ownUnlessShop(out, currency),
      () => ownUnlessShop(into, cCurrency),
    ),
});
