import { CASH_ACCOUNT_ID } from '../contract/transactions';

/**
 * Which way a cash voucher moves the shop's drawer, in the shop's words (docs/decisions.md 'Cash direction in the shop's
 * words'): 'in' when the customer pays cash in, 'out' when the shop pays cash out. The wire form (Debit or Credit with
 * its in/out accounts) is derived from it, never chosen by a clerk.
 */
export const cashDirections = ['in', 'out'] as const;
export type CashDirection = (typeof cashDirections)[number];
export type VoucherType = 'Debit' | 'Credit';

/**
 * The voucher mapping of docs/architecture.md, In and out per document type: a debit takes money out of a customer's
 * account and puts it into a company account; a credit the other way round. True when the chosen account is the
 * in-account (the cash, 11, is then the out-account).
 */
export const voucherChosenIsIn = (type: VoucherType, accountType: string) => (type === 'Debit') === (accountType === 'company');

/** The in and out accounts of a voucher of this type for the chosen account, against the cash (11). */
export function voucherSides(type: VoucherType, account: { id: number; accountType: string }) {
  return voucherChosenIsIn(type, account.accountType)
    ? { inAccountId: account.id, outAccountId: CASH_ACCOUNT_ID }
    : { inAccountId: CASH_ACCOUNT_ID, outAccountId: account.id };
}

/**
 * The ledger's in-account gains and the drawer is stored negative (an asset), so the drawer grows exactly when the cash
 * is the out-account.
 */
export const cashDirectionOfSides = (sides: { outAccountId: number }): CashDirection => (sides.outAccountId === CASH_ACCOUNT_ID ? 'in' : 'out');

/**
 * What a receipt prints: the direction of a stored posting of a voucher type (Debit or Credit, one side always the cash),
 * null for every other type.
 */
export function storedCashDirection(t: { transType: string; outAccountId: number | null }): CashDirection | null {
  const voucher = t.transType === 'Debit' || t.transType === 'Credit';
  return voucher && t.outAccountId !== null ? cashDirectionOfSides({ outAccountId: t.outAccountId }) : null;
}

/** The direction a stored or drafted voucher moves the drawer. */
export const cashDirectionOf = (type: VoucherType, accountType: string): CashDirection =>
  voucherChosenIsIn(type, accountType) ? 'in' : 'out';

/**
 * The wire form that moves the drawer the way the clerk said, for this account's type: a company account takes the
 * opposite type from a customer's for the same direction.
 */
export function voucherWireForm(direction: CashDirection, account: { id: number; accountType: string }) {
  const type: VoucherType = (direction === 'in') === (account.accountType === 'company') ? 'Debit' : 'Credit';
  return { transType: type, ...voucherSides(type, account) };
}
