import { defineRule, type SideAccount, type SideCurrency } from './document-rule';
import { firstFailure, isCash, ownCurrency, sideNotAllowed } from './sides';

/** The drawer and the hawala's own system accounts hold any currency; any other account trades in its own. */
const ownUnlessShop = (account: SideAccount, currency: SideCurrency) => (isCash(account) || account.isSystem ? null : ownCurrency(account, currency));

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
