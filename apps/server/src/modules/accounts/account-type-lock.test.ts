import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountTypeChanges } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An account's type is read by the rules when it posts, so its postings fix its kind (docs/decisions.md, Accounts). */
describe('account type once the account has postings', () => {
  let t: TestApp;
  let clerk: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.cookieFor('user');
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const open = async (accountType: string) =>
    (await call(admin, 'POST', '/api/accounts', { accountName: `A ${accountType}`, currencyId: 1, accountType, accountStatus: 'active' })).json() as { id: number };
  const retype = (cookie: string, id: number, accountType: string) => call(cookie, 'PATCH', `/api/accounts/${id}`, { accountType });
  const transfer = (from: number, to: number) =>
    call(clerk, 'POST', '/api/transactions', {
      transType: 'Transfer', outAccountId: from, inAccountId: to, currencyId: 1, dAmount: '100', transDescription: 'out', cTransDescription: 'in',
    });

  it('refuses the clerk who retypes a customer with postings as a partner, and keeps it a customer', async () => {
    const customer = await open('customer');
    const other = await open('customer');
    expect((await transfer(customer.id, other.id)).statusCode).toBe(201);
    const response = await retype(clerk, customer.id, 'partner');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('account.typeLocked');
    const admins = await retype(admin, customer.id, 'company');
    expect(admins.statusCode).toBe(409);
    const read = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer.id}`, headers: { cookie: clerk } });
    expect(read.json().accountType).toBe('customer');
  });

  it('refuses to retype a partner with postings as a company, for an admin too', async () => {
    const partner = await open('partner');
    const customer = await open('customer');
    expect((await transfer(partner.id, customer.id)).statusCode).toBe(201);
    expect((await retype(admin, partner.id, 'company')).json().code).toBe('account.typeLocked');
    expect((await retype(admin, partner.id, 'customer')).statusCode).toBe(409);
  });

  it('lets only an admin move within one kind, and keeps the change', async () => {
    const customer = await open('customer');
    const other = await open('customer');
    await transfer(customer.id, other.id);
    const clerks = await retype(clerk, customer.id, 'personal');
    expect(clerks.statusCode).toBe(403);
    expect(clerks.json().code).toBe('account.typeChangeAdminOnly');
    expect((await retype(admin, customer.id, 'personal')).statusCode).toBe(200);
    const kept = await t.handle.db.select().from(accountTypeChanges).where(eq(accountTypeChanges.accountId, customer.id));
    expect(kept).toMatchObject([{ oldType: 'customer', newType: 'personal', username: 'admin' }]);
  });

  it('leaves the type free before the first posting', async () => {
    const fresh = await open('customer');
    expect((await retype(clerk, fresh.id, 'partner')).statusCode).toBe(200);
    expect((await retype(clerk, fresh.id, 'company')).statusCode).toBe(200);
  });
});

/**
 * A deleted posting still counts: recover restores it as it was checked, so an account emptied by deleting its
 * postings keeps its kind and currency, and no delete, retype, recover turns a customer's deposit into a partner's.
 */
describe('account type and currency once the account has a deleted posting', () => {
  let t: TestApp;
  let clerk: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.cookieFor('user');
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('refuses to retype or re-currency a customer whose only posting was deleted, so recover cannot land on a partner', async () => {
    const customer = (await call(admin, 'POST', '/api/accounts', { accountName: 'Emptied', currencyId: 1, accountType: 'customer', accountStatus: 'active' })).json() as { id: number };
    const credit = await call(clerk, 'POST', '/api/transactions', {
      transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: 1, dAmount: '500', transDescription: 'Deposit',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const id = (credit.json() as { id: number }).id;
    expect((await call(clerk, 'DELETE', `/api/transactions/${id}`, { reason: 'entered twice' })).statusCode).toBe(200);

    for (const who of [clerk, admin]) {
      const retyped = await call(who, 'PATCH', `/api/accounts/${customer.id}`, { accountType: 'partner' });
      expect(retyped.statusCode, retyped.body).toBe(409);
      expect(retyped.json().code).toBe('account.typeLocked');
      const moved = await call(who, 'PATCH', `/api/accounts/${customer.id}`, { currencyId: 2 });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().code).toBe('account.currencyLocked');
    }
    const read = await call(clerk, 'GET', `/api/accounts/${customer.id}`);
    expect(read.json()).toMatchObject({ accountType: 'customer', currencyId: 1 });
  });
});
