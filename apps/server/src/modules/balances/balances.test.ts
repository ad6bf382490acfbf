import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, appSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { designatedAccountKey } from './designated-account';

describe('balances read from account_balances', () => {
  let t: TestApp;
  let admin: string;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    const account = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: 'Partner', currencyId: 1 } })).json();
    code = account.accountCode;
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload });
    await post({ transType: 'Credit', outAccountId: 11, inAccountId: account.id, currencyId: 1, dAmount: '1200.50', transDescription: 'deposit' });
    await post({ transType: 'Debit', outAccountId: account.id, inAccountId: 11, currencyId: 1, dAmount: '200', transDescription: 'withdrawal' });
  });
  afterAll(() => t.close());

  it('answers account codes with name, symbol and balance, zero for an account with no postings', async () => {
    const empty = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: 'Empty', currencyId: 2 } })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-balances',
      headers: { cookie: await t.cookieFor('user') },
      payload: { accountCodes: [code, empty.accountCode, 'NOPE'] },
    });
    expect(response.json()).toEqual([
      { accountCode: code, accountName: 'Partner', currencyCode: 'USD', currencySymbol: '$', totalBalance: '1000.50', nature: 'liability' },
      { accountCode: empty.accountCode, accountName: 'Empty', currencyCode: 'AFN', currencySymbol: '؋', totalBalance: '0.00', nature: 'liability' },
    ]);
  });

  it('answers the cash account 11 per currency in both SPEC shapes', async () => {
    const cookie = await t.cookieFor('operator');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/11/balances', headers: { cookie } })).json()).toEqual([{ currency: 'USD', balance: '-1000.50', nature: 'asset' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cash-shop-balance', headers: { cookie } })).json()).toEqual([
      { currencyid: 1, currency: '$', currentbalance: '-1000.50', nature: 'asset' },
    ]);
  });
});

describe('designated partner balance', () => {
  it('answers /api/partner-balance for account 2001 by default, and follows the setting', async () => {
    const t = await createTestApp();
    try {
      const admin = await t.cookieFor('admin');
      await t.handle.db.insert(accounts).values({ accountCode: '2001', accountName: 'London Partner', currencyId: 1, accountType: 'hawala_partner' });
      const partner = await t.app.inject({ method: 'GET', url: '/api/partner-balance', headers: { cookie: admin } });
      expect(partner.json()).toEqual([{ accountCode: '2001', accountName: 'London Partner', currencyCode: 'USD', currencySymbol: '$', totalBalance: '0.00', nature: 'liability' }]);
      expect((await t.app.inject({ method: 'GET', url: '/api/someone-balance', headers: { cookie: admin } })).statusCode).toBe(404);

      await t.handle.db.insert(appSettings).values({ key: designatedAccountKey, value: { name: 'london', accountCode: '2001' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/london-balance', headers: { cookie: admin } })).json()).toHaveLength(1);
      expect((await t.app.inject({ method: 'GET', url: '/api/partner-balance', headers: { cookie: admin } })).statusCode).toBe(404);
      // The fixed routes keep their own meaning.
      expect((await t.app.inject({ method: 'GET', url: '/api/cash-shop-balance', headers: { cookie: admin } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
