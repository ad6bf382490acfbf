import { describe, expect, it } from 'vitest';
import type { Receipt, ReceiptBalance } from '@sarafi/core';
import { balancesFor, receiptParties } from './receipt-party';

const balance = (accountCode: string, amount: string): ReceiptBalance => ({ accountCode, accountName: `Name ${accountCode}`, currency: 'AFN', amount, owed: 'to' });

const receipt = (debit: string, credit: string, balances: ReceiptBalance[], transType = 'Transfer') =>
  ({ trans_type: transType, hawala: null, debitaccountcode: debit, creditaccountcode: credit, balances }) as Receipt;

describe('a receipt prints only the balance of the customer it is for', () => {
  const transfer = receipt('1001', '1002', [balance('1001', '500.00'), balance('1002', '9,000.00')]);

  it("a transfer's sender's receipt shows the sender's balance, not the receiver's", () => {
    expect(balancesFor(transfer, 'debit').map((b) => b.accountCode)).toEqual(['1001']);
  });

  it("the receiver's receipt shows the receiver's balance only", () => {
    expect(balancesFor(transfer, 'credit').map((b) => b.accountCode)).toEqual(['1002']);
  });

  it('offers both sides of a transfer between two customers', () => {
    expect(receiptParties(transfer)).toEqual(['debit', 'credit']);
  });

  it("a voucher's one customer (the cash side never prints) keeps its balance whichever side it is on", () => {
    const voucher = receipt('11', '1001', [balance('1001', '500.00')], 'Credit');
    expect(receiptParties(voucher)).toEqual([]);
    expect(balancesFor(voucher, 'debit')).toEqual(voucher.balances);
  });

  it("an exchange between one customer's dollar and afghani accounts keeps both", () => {
    const exchange = receipt('1003', '1001', [balance('1001', '500.00'), { ...balance('1003', '10.00'), currency: 'USD' }], 'Exchange');
    expect(receiptParties(exchange)).toEqual([]);
    expect(balancesFor(exchange, 'debit')).toHaveLength(2);
  });

  it("prints none when the chosen side is not one of the customers'", () => {
    const other = receipt('11', '1001', [balance('1001', '1.00'), balance('2001', '2.00')]);
    expect(balancesFor(other, 'debit')).toEqual([]);
  });
});
