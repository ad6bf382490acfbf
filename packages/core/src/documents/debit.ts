import { defineRule } from './document-rule';
import { checkVoucher, parseVoucher } from './voucher';

/** A debit voucher: money out of a customer's account into the cash (11), or out of the cash into a company account. */
export const debitRule = defineRule({
  kind: 'Debit',
  storedAs: ['Debit'],
  // Vouchers move the shop's cash: only the roles with the debit right post or change them (docs/architecture.md, Roles and permissions).
  permissions: { post: 'debit', edit: 'debit', delete: 'debit', recover: 'debit', reverse: null },
  systemAccounts: 'cash',
  parse: (raw, issues) => parseVoucher('Debit', raw, issues),
  check: (_doc, sides) => checkVoucher('Debit', sides),
});
