import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountTypes, CASH_ACCOUNT_ID, cashDirections, Money, shopView, voucherWireForm } from '@sarafi/core';
import { accountBalances, approvalRequests, deletedTransactions, settingChanges, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const AFN = 2;
const USD = 1;

/** docs/decisions.md 'Clerks serve cash' and 'Cash direction in the shop's words'. */
describe('a clerk serves cash up to the clerk limit, and the drawer moves the way the screen said', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    clerk = await t.cookieFor('user');
    for (const accountType of accountTypes) {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: `acc-${accountType}`, currencyId: AFN, accountType } });
      expect(response.statusCode, response.body).toBe(201);
      ids[accountType] = response.json().id;
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const voucher = (direction: 'in' | 'out', accountType: string, dAmount: string, currencyId = AFN) => ({
    ...voucherWireForm(direction, { id: ids[accountType]!, accountType }),
    currencyId,
    dAmount,
    transDescription: `cash ${direction}`,
  });
  /** The drawer in one currency as the shop reads it: positive when it holds cash. */
  const drawer = async (currencyId = AFN) => {
    const [row] = await t.handle.db
      .select({ balance: accountBalances.balance })
      .from(accountBalances)
      .where(and(eq(accountBalances.accountId, CASH_ACCOUNT_ID), eq(accountBalances.currencyId, currencyId)));
    return shopView(row?.balance ?? '0.00', 'asset').amount;
  };
  const drawerMoved = async (before: string) => new Money(await drawer()).minus(before).toFixed(2);
  const setClerkLimit = (currency: string, clerkLimit: string | null) => call('PUT', '/api/posting-limits', admin, { limits: [{ currency, clerkLimit }] });

  it.each(accountTypes.flatMap((type) => cashDirections.map((direction) => [type, direction] as const)))(
    "a clerk's cash %s voucher moves the drawer %s",
    async (accountType, direction) => {
      const before = await drawer();
      const response = await call('POST', '/api/transactions', clerk, voucher(direction, accountType, '250'));
      expect(response.statusCode, response.body).toBe(201);
      expect(await drawerMoved(before)).toBe(direction === 'in' ? '250.00' : '-250.00');
    },
  );

  it('still takes the original product’s Debit body unchanged: a debit out of a customer pays the drawer out', async () => {
    const before = await drawer();
    const response = await call('POST', '/api/transactions', clerk, { transType: 'Debit', outAccountId: ids.customer, inAccountId: CASH_ACCOUNT_ID, currencyId: AFN, dAmount: '40', transDescription: 'withdrawal' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await drawerMoved(before)).toBe('-40.00');
  });

  it('reads and sets the clerk limit per currency, recording each change; a clerk reads it, only an admin sets it', async () => {
    const listed = await call('GET', '/api/posting-limits', clerk);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().limits).toContainEqual({ currency: 'AFN', limit: '100000000.00', clerkLimit: null });
    expect((await call('GET', '/api/posting-limits', await t.cookieFor('operator'))).statusCode).toBe(403);
    expect((await call('PUT', '/api/posting-limits', clerk, { limits: [{ currency: 'AFN', clerkLimit: '1' }] })).statusCode).toBe(403);
    expect((await setClerkLimit('AFN', '0')).json().code).toBe('decimal.clerkLimitInvalid');

    const set = await setClerkLimit('AFN', '5,000');
    expect(set.statusCode, set.body).toBe(200);
    // The posting limit, not sent, keeps its value.
    expect(set.json().limits).toContainEqual({ currency: 'AFN', limit: '100000000.00', clerkLimit: '5000.00' });
    const [change] = await t.handle.db.select().from(settingChanges).where(eq(settingChanges.setting, 'clerkLimit'));
    expect(change).toMatchObject({ currency: 'AFN', oldValue: null, newValue: '5000.00', weakened: false });
  });

  it('posts a clerk’s voucher up to and including the limit, keeps a larger one for approval (docs/decisions.md, Approvals); admins are not bound', async () => {
    await setClerkLimit('AFN', '5000');
    const count = async () => (await t.handle.db.select({ id: transactions.id }).from(transactions)).length;
    expect((await call('POST', '/api/transactions', clerk, voucher('in', 'customer', '5000'))).statusCode).toBe(201);
    const before = await count();
    const over = await call('POST', '/api/transactions', clerk, voucher('in', 'company', '5000.01'));
    expect(over.statusCode, over.body).toBe(202);
    expect(over.json()).toEqual({ approvalId: expect.any(Number), status: 'pending' });
    expect(await count()).toBe(before);
    // Another currency has its own clerk limit (none here), and a transfer is no cash voucher.
    expect((await call('POST', '/api/transactions', clerk, voucher('in', 'company', '9000', USD))).statusCode).toBe(201);
    expect((await call('POST', '/api/transactions', admin, voucher('in', 'customer', '9000'))).statusCode).toBe(201);
  });

  it('sends a clerk’s edit, delete and recover of a voucher past the same limit for approval', async () => {
    await setClerkLimit('AFN', '5000');
    const small = (await call('POST', '/api/transactions', clerk, voucher('out', 'customer', '100'))).json();
    const raised = await call('PUT', `/api/transactions/${small.id}`, clerk, { ...voucher('out', 'customer', '6000'), transDate: small.transDate, updatedAt: small.updatedAt });
    expect(raised.statusCode, raised.body).toBe(202);

    const large = (await call('POST', '/api/transactions', admin, voucher('out', 'customer', '8000'))).json();
    const narrative = await call('PUT', `/api/transactions/${large.id}`, clerk, { ...voucher('out', 'customer', '8000'), transDescription: 'renamed', transDate: large.transDate, updatedAt: large.updatedAt });
    expect(narrative.statusCode, narrative.body).toBe(202);
    expect((await call('DELETE', `/api/transactions/${large.id}`, clerk, { reason: 'mistake' })).statusCode).toBe(202);
    expect((await call('DELETE', `/api/transactions/${large.id}`, admin, { reason: 'mistake' })).statusCode).toBe(200);
    const [deleted] = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, large.id));
    expect((await call('POST', `/api/deleted-transactions/${deleted!.id}/recover`, clerk, {})).statusCode).toBe(202);
    expect((await t.handle.db.select({ id: approvalRequests.id }).from(approvalRequests)).length).toBe(5);
  });
});
