import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { shopView, type AccountBalanceRow } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/decisions.md, Balances: a customer's AFN 125,000 deposit read as ؋ -125,000 in red on the cash card. Balances go over
 * the wire in the stored sign with the account's nature; `shopView` is what every screen shows.
 */
describe('balances from the shop’s point of view', () => {
  let t: TestApp;
  let admin: string;
  let customer: { id: number; accountCode: string };
  const afn = 2;
  const usd = 1;
  const post = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload });
    expect(response.statusCode, response.body).toBe(201);
  };
  const cashCard = async () => {
    const rows = (await t.app.inject({ method: 'GET', url: '/api/cash-shop-balance', headers: { cookie: admin } })).json() as {
      currencyid: number;
      currentbalance: string;
      nature: 'asset';
    }[];
    return Object.fromEntries(rows.map((row) => [row.currencyid, shopView(row.currentbalance, row.nature)]));
  };
  const balancesOf = async (code: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account-balances', headers: { cookie: admin }, payload: { accountCodes: [code] } });
    return (response.json() as AccountBalanceRow[]).map((row) => ({ currency: row.currencyCode, nature: row.nature, ...shopView(row.totalBalance, row.nature) }));
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    customer = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: 'Ahmad', currencyId: afn } })).json();
  });
  afterAll(() => t.close());

  it('a deposit of AFN 125,000 puts ؋ 125,000 in the drawer (not red), and the shop owes the customer', async () => {
    await post({ transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: afn, dAmount: '125000', transDescription: 'deposit' });
    expect((await cashCard())[afn]).toEqual({ amount: '125000.00', owed: null, alarming: false });
    expect(await balancesOf(customer.accountCode)).toEqual([{ currency: 'AFN', nature: 'liability', amount: '125000.00', owed: 'to', alarming: false }]);

    const cash11 = (await t.app.inject({ method: 'GET', url: '/api/accounts/11/balances', headers: { cookie: await t.cookieFor('user') } })).json();
    expect(cash11).toEqual([{ currency: 'AFN', balance: '-125000.00', nature: 'asset' }]);
    // Account 11 added as a dashboard code reads the same way as the cash card.
    expect(await balancesOf('11')).toEqual([{ currency: 'AFN', nature: 'asset', amount: '125000.00', owed: null, alarming: false }]);
  });

  it('a withdrawal lowers the cash and what the shop owes; paying out more than the drawer holds is the red case', async () => {
    await post({ transType: 'Debit', outAccountId: customer.id, inAccountId: 11, currencyId: afn, dAmount: '25000', transDescription: 'withdrawal' });
    expect((await cashCard())[afn]).toEqual({ amount: '100000.00', owed: null, alarming: false });
    expect((await balancesOf(customer.accountCode))[0]).toMatchObject({ amount: '100000.00', owed: 'to' });

    await post({ transType: 'Debit', outAccountId: customer.id, inAccountId: 11, currencyId: afn, dAmount: '100500', transDescription: 'overdraft' });
    expect((await cashCard())[afn]).toEqual({ amount: '-500.00', owed: null, alarming: true });
    expect((await balancesOf(customer.accountCode))[0]).toMatchObject({ amount: '500.00', owed: 'by', alarming: false });
  });

  it('an exchange leaves the shop long the currency it bought and short the one it sold', async () => {
    const company = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: 'Trader', currencyId: afn, accountType: 'company' } })).json();
    await post({ transType: 'Exchange', outAccountId: company.id, inAccountId: company.id, currencyId: afn, cCurrencyId: usd, dAmount: '6875', cAmount: '100.00', exRate: '68.75' });
    expect(await balancesOf('FX-AFN')).toEqual([{ currency: 'AFN', nature: 'position', amount: '6875.00', owed: null, alarming: false }]);
    expect(await balancesOf('FX-USD')).toEqual([{ currency: 'USD', nature: 'position', amount: '-100.00', owed: null, alarming: false }]);
    // The company paid AFN (owes the shop) and received USD (the shop owes it).
    expect(await balancesOf(company.accountCode)).toEqual([
      { currency: 'USD', nature: 'liability', amount: '100.00', owed: 'to', alarming: false },
      { currency: 'AFN', nature: 'liability', amount: '6875.00', owed: 'by', alarming: false },
    ]);
  });

  it('the cash statement and its XLSX read the drawer positive', async () => {
    const statement = (await t.app.inject({ method: 'GET', url: '/api/accounts/11/statement', headers: { cookie: admin } })).json();
    expect(statement.account.nature).toBe('asset');
    const afnBlock = statement.currencies.find((c: { currency: string }) => c.currency === 'AFN');
    expect(afnBlock.lines.map((l: { balance: string }) => shopView(l.balance, 'asset').amount)).toEqual(['125000.00', '100000.00', '-500.00']);

    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/11/statement/export', headers: { cookie: admin } });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(response.rawPayload, { type: 'buffer' }).Sheets.AFN!, { header: 1, raw: true });
    expect(rows[7]).toEqual(['Date', 'Transaction ID', 'Type', 'Narrative', 'Debit', 'Credit', 'Balance']);
    expect(rows.slice(8, 11).map((row) => row[6])).toEqual([125000, 100000, -500]);
    expect(rows.at(-1)).toEqual(['Closing balance', undefined, undefined, undefined, undefined, undefined, -500]);
  });
});
