import type { Receipt, ReceiptBalance } from '@sarafi/core';
import { receiptKind } from './receipt-fields';

/** The side of the document a receipt is printed for: the out-account (debit) or the in-account (credit). */
export const receiptSides = ['debit', 'credit'] as const;
export type ReceiptSide = (typeof receiptSides)[number];
export const defaultReceiptSide: ReceiptSide = 'debit';

const sideAccount = (receipt: Receipt, side: ReceiptSide) => (side === 'debit' ? receipt.debitaccountcode : receipt.creditaccountcode);
const accountsOf = (balances: ReceiptBalance[]) => new Set(balances.map((b) => b.accountCode));

/**
 * A transfer moves money from one customer to another, so its receipt is one of theirs. The two accounts of an
 * exchange are the one customer's, in two currencies, so its receipt keeps both; vouchers and slips have one customer.
 */
const betweenCustomers = (receipt: Receipt) => receiptKind(receipt) === 'transfer' && accountsOf(receipt.balances).size > 1;

/** The sides a receipt can be printed for: both sides of a transfer between two customers, else none to choose. */
export function receiptParties(receipt: Receipt): ReceiptSide[] {
  if (!betweenCustomers(receipt)) return [];
  const held = accountsOf(receipt.balances);
  return receiptSides.filter((side) => held.has(sideAccount(receipt, side) ?? ''));
}

/**
 * The balances a receipt prints for one side (docs/decisions.md, Receipts): a customer's slip tells them their own
 * balance and never another customer's. With one customer on the document that is its balances; on a transfer
 * between two, only the chosen side's account's (none when that side is no customer's).
 */
export function balancesFor(receipt: Receipt, side: ReceiptSide): ReceiptBalance[] {
  if (!betweenCustomers(receipt)) return receipt.balances;
  return receipt.balances.filter((b) => b.accountCode === sideAccount(receipt, side));
}
