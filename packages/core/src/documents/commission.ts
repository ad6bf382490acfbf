import { defineRule } from './document-rule';
import { firstFailure, isPartnerAccount, oneCurrencyOneAmount, ownCurrency, sideNotAllowed } from './sides';

/**
 * A commission run's posting (docs/decisions.md, Partners and settlements): the partner owes the run's commission of one currency to that currency's
 * commission-income system account. It is undone only by reversing its run, by those who post runs.
 */
export const commissionRule = defineRule({
  kind: 'Commission',
  storedAs: ['Commission'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: 'partners-admin' },
  systemAccounts: 'any',
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => (isPartnerAccount(out) ? ownCurrency(out, currency) : sideNotAllowed(out)),
      () => (into.isSystem ? null : sideNotAllowed(into)),
    ),
});
