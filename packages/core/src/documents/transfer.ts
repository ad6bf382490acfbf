import { transactionMessages as m } from '../contract/transactions';
import { defineRule } from './document-rule';
import { readAmount, toId } from './fields';
import { baseOf, oneCurrencyLegs, refuse } from './parse-base';
import { firstFailure, ownCurrency } from './sides';

/** A transfer between two accounts of one currency, each side with its own narrative. */
export const transferRule = defineRule({
  kind: 'Transfer',
  storedAs: ['Transfer'],
  permissions: { post: 'transfer', edit: 'transfer', delete: 'transfer', recover: 'transfer', reverse: null },
  systemAccounts: 'none',
  parse(raw, issues) {
    const out = toId(raw.outAccountId);
    const into = toId(raw.inAccountId);
    if (!out) return refuse(issues, m.debitAccountRequired, 'outAccountId');
    if (!into) return refuse(issues, m.creditAccountRequired, 'inAccountId');
    if (out === into) return refuse(issues, m.sameAccount, 'inAccountId');
    const amount = readAmount(raw.dAmount, { invalid: m.amountPositive, tooLarge: m.amountTooLarge });
    if (!amount.ok) return refuse(issues, amount.problem === 'absent' ? m.amountRequired : amount.message, 'dAmount');
    if (!raw.transDescription) return refuse(issues, m.debitNarrativeRequired, 'transDescription');
    if (!raw.cTransDescription) return refuse(issues, m.creditNarrativeRequired, 'cTransDescription');
    const currencyId = toId(raw.currencyId);
    if (!currencyId) return refuse(issues, m.currencyRequired, 'currencyId');
    return {
      ...baseOf('Transfer', raw),
      ...oneCurrencyLegs(out, into, currencyId, amount.value),
      cTransDescription: raw.cTransDescription,
    };
  },
  // Both sides hold the one currency moved; otherwise an AFN account would silently gain a USD balance.
  check: (_doc, { out, into, currency }) =>
    firstFailure(
      () => ownCurrency(out, currency),
      () => ownCurrency(into, currency),
    ),
});
