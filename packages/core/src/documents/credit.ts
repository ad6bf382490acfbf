import { defineRule } from './document-rule';
import { checkVoucher, parseVoucher } from './voucher';

/** A credit voucher: money from the cash (11) into a customer's account, or out of a company account into the cash. */
export const creditRule = defineRule({
  kind: 'Credit',
  storedAs: ['Credit'],
  // Vouchers move the shop's cash: the roles with the cash-voucher right post and change them, a clerk up to the clerk
  // limit (docs/decisions.md 'Clerks serve cash').
  permissions: { post: 'cash-vouchers', edit: 'cash-vouchers', delete: 'cash-vouchers', recover: 'cash-vouchers', reverse: null },
  systemAccounts: 'cash',
  parse: (raw, issues) => parseVoucher('Credit', raw, issues),
  check: (_doc, sides) => checkVoucher('Credit', sides),
});
