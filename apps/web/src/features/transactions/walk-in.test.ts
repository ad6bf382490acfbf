import { describe, expect, it } from 'vitest';
import { postTransactionBody, type AccountListItem } from '@sarafi/core';
import { emptyExchange, exchangeBody, type ExchangeDraft } from './drafts';
import { cashSide, hasCashSide, walkInBody } from './walk-in';

const ids: Record<number, string> = { 1: 'USD', 2: 'AFN' };
const codeOf = (id: number | null) => (id === null ? undefined : ids[id]);
const cash = cashSide('Cash (walk-in)');
const customer = { ...cashSide('Ahmad'), id: 101, accountCode: '101', accountType: 'customer', currencyId: 1, currency: 'USD' } satisfies AccountListItem;
const deal = (purchase: AccountListItem, selling: AccountListItem): ExchangeDraft => ({
  purchase: { account: purchase, currencyId: 1, narrative: '' },
  selling: { account: selling, currencyId: 2, narrative: '' },
  amount: '1,000',
  rate: '68.75',
});
const body = (draft: ExchangeDraft, walkIn = { name: ' Rahim ', phone: '0700' }) => ({ ...exchangeBody(draft, codeOf), ...walkInBody(draft, walkIn) });

describe('a walk-in exchange on the form', () => {
  it('names the shop cash (11) on the side the clerk chose it, and the currency the clerk chose', () => {
    expect(body(deal(cash, cash))).toMatchObject({ outAccountId: 11, inAccountId: 11, currencyId: 1, cCurrencyId: 2, dAmount: '1000', cAmount: '68750.00' });
    expect(body(deal(customer, cash))).toMatchObject({ outAccountId: 101, inAccountId: 11 });
  });

  it('sends the walk-in only with the cash on a side, and the server reads it trimmed', () => {
    expect(body(deal(cash, customer))).toMatchObject({ walkInName: ' Rahim ', walkInPhone: '0700' });
    expect(postTransactionBody.parse(body(deal(cash, cash)))).toMatchObject({ walkInName: 'Rahim', walkInPhone: '0700' });
    expect(body(deal(customer, customer))).not.toHaveProperty('walkInName');
  });

  it('asks for the walk-in once either side is the cash', () => {
    expect(hasCashSide(emptyExchange)).toBe(false);
    expect(hasCashSide(deal(customer, cash))).toBe(true);
    expect(hasCashSide(deal(cash, customer))).toBe(true);
    expect(hasCashSide(deal(customer, customer))).toBe(false);
  });
});
