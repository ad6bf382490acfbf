import { commissionAccountCodePrefix } from '../ledger/account-nature';
import { defineRule } from './document-rule';
import { firstFailure, isPartnerAccount, isSystemAccountOf, oneCurrencyOneAmount, sideNotAllowed } from './sides';

/**
 * A commission run's posting (docs/decisions.md, Partners and settlements): the partner owes the run's commission of
 * one currency to that currency's commission-income system account (`COMM-<code>`). Its reversal (the run reversed,
 * or a hawala of it cancelled) gives it back the other way round. It is undone only by reversing its run, by those
 * who post runs.
 */
export const commissionRule = defineRule({
  kind: 'Commission',
  storedAs: ['Commission'],
  permissions: { post: null, edit: null, delete: null, recover: null, reverse: 'partners-admin' },
  systemAccounts: 'any',
  check: (doc, { out, into, currency }) =>
    firstFailure(
      () => oneCurrencyOneAmount(doc),
      () => {
        const income = isSystemAccountOf(out, commissionAccountCodePrefix, currency) ? out : into;
        const partner = income === out ? into : out;
        if (!isPartnerAccount(partner)) return sideNotAllowed(partner);
        return isSystemAccountOf(income, commissionAccountCodePrefix, currency) ? null : sideNotAllowed(income);
      },
    ),
});
