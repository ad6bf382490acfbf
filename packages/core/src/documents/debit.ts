import { defineRule } from './document-rule';
import { checkVoucher, parseVoucher } from './voucher';

/** A debit voucher: money out of a customer's account into the cash (11), or out of the cash into a company account. */
export const debitRule = defineRule({
  kind: 'Debit',
  storedAs: ['Debit'],
  // Vouchers move the shop's cash: the roles with the cash-voucher right post and change them, a clerk up to the clerk
  // limit (docs/decisions.md 'Clerks serve cash').
  permissions: { post: 'cash-vouchers', edit: 'cash-vouchers', delete: 'cash-vouchers', recover: 'cash-vouchers', reverse: null },
  systemAccounts: 'cash',
  parse: (raw, issues) => parseVoucher('Debit', raw, issues),
  check: (_doc, sides) => checkVoucher('Debit', sides),
});
