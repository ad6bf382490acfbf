import { defineRule } from './document-rule';
import { checkVoucher, parseVoucher } from './voucher';

/** A credit voucher: money from the cash (11) into a customer's account, or out of a company account into the cash. */
export const creditRule = defineRule({
  kind: 'Credit',
  storedAs: ['Credit'],
  // Vouchers move the shop's cash: only the roles with the credit right post or change them (docs/architecture.md, Roles and permissions).
  permissions: { post: 'credit', edit: 'credit', delete: 'credit', recover: 'credit', reverse: null },
  systemAccounts: 'cash',
  parse: (raw, issues) => parseVoucher('Credit', raw, issues),
  check: (_doc, sides) => checkVoucher('Credit', sides),
});
