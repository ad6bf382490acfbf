import { defineRule, type SideAccount } from './document-rule';
import { firstFailure, isCash, isPartnerAccount, oneCurrencyOneAmount, ownCurrency, sideNotAllowed } from './sides';

/**
 * Who an imported hawala's sender code may name to pay it out: a partner, or a company the shop settles hawalas with
 * (docs/architecture.md, Ledger). A customer's account named as a sender code is a data error, not a partner.
 */
export const isHawalaSenderAccount = (account: Pick<SideAccount, 'accountType' | 'isSystem'>) =>
  isPartnerAccount(account) || (!account.isSystem && account.accountType === 'company');

/**
 * A hawala payout, posted by Pass (docs/architecture.md, Ledger): the sender's partner (or company) account, which
 * holds a position in every currency, pays the receiver's amount to the cash (11) or the paying branch's account, one
 * amount of the hawala's currency. It changes only with its hawala (Mark as Pending, Cancel), never from the
 * transaction screens.
 */
export const hawalaPayoutRule = defineRule({
  kind: 'HawalaPayout',
  storedAs: ['Hawala'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: null },
  systemAccounts: 'cash',
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => (isHawalaSenderAccount(out) ? null : sideNotAllowed(out)),
      () => (isCash(into) ? null : into.isSystem || into.id === out.id ? sideNotAllowed(into) : ownCurrency(into, currency)),
    ),
});
