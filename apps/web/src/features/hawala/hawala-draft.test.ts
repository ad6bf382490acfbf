import { describe, expect, it } from 'vitest';
import { convertAmount, createHawalaBody, type AccountListItem, type Currency } from '@sarafi/core';
import { convertedOf, hawalaBody, newHawalaDraft, proposedRate, type HawalaDraft } from './hawala-draft';

const stamp = { createdAt: '2026-11-25T00:00:00Z', updatedAt: '2026-11-25T00:00:00Z' };
const currencies = [
  { id: 1, code: 'USD', name: 'US Dollar', symbol: '$', exchangeRate: '1', buyRate: '70', sellRate: '70', isActive: true, ...stamp },
  { id: 2, code: 'AFN', name: 'Afghan Afghani', symbol: '؋', exchangeRate: '70', buyRate: '1', sellRate: '1', isActive: true, ...stamp },
  // The table says 280 per USD (0.25 AFN per PKR); the board says 0.245 / 0.251.
  { id: 3, code: 'PKR', name: 'Pakistani Rupee', symbol: '₨', exchangeRate: '280', buyRate: '0.245', sellRate: '0.251', isActive: true, ...stamp },
] satisfies Currency[];

const draft = (over: Partial<HawalaDraft> = {}): HawalaDraft => ({
  ...newHawalaDraft(currencies),
  sender: { account: null, name: 'Ahmad', phone: '' },
  receiver: { account: null, name: 'Bilal', phone: '' },
  amount: '68,750',
  exchangeRate: '68.75',
  commission: '250',
  ...over,
});

describe('the hawala form draft', () => {
  it('proposes the board mid for the pair, as the converter converts, never the currency table’s rate', () => {
    expect(newHawalaDraft(currencies).exchangeRate).toBe('70');
    expect(proposedRate(currencies, 'AFN', 'PKR')).toBe('0.248');
    expect(proposedRate(currencies, 'PKR', 'AFN')).toBe('0.248');
    expect(proposedRate(currencies, 'AFN', 'AFN')).toBe('');
    // The converter: 10,000 AFN at the same 0.248 (AFN → PKR divides), not at the table's 0.25 (40,000.00).
    const [afn, pkr] = [currencies[1]!, currencies[2]!];
    expect(convertAmount('10000', afn, pkr)?.toFixed(2)).toBe('40322.58');
  });

  it('converts the whole amount: the commission is paid by the sender on top, not taken from the receiver', () => {
    expect(convertedOf(draft())).toBe('1000.00');
    const parsed = createHawalaBody.parse(hawalaBody(draft()));
    expect(parsed).toMatchObject({ amount: '68750.00', commission: '250.00', convertedAmount: '1000.00', paidFrom: 'cash' });
  });

  it("sends paidFrom 'account' only while a sender account is chosen", () => {
    const account = {
      id: 120,
      accountCode: 'AC1001',
      accountName: 'Ahmad',
      lastName: null,
      fatherName: null,
      tazkiraNumber: null,
      email: null,
      phone: null,
      dateOfBirth: null,
      currencyId: 2,
      currency: 'AFN',
      address: null,
      accountType: 'customer',
      accountStatus: 'active',
      ...stamp,
    } satisfies AccountListItem;
    expect(hawalaBody(draft({ paidFrom: 'account' })).paidFrom).toBe('cash');
    expect(hawalaBody(draft({ paidFrom: 'account', sender: { account, name: 'Ahmad', phone: '' } }))).toMatchObject({ senderAccountId: 120, paidFrom: 'account' });
  });
});
