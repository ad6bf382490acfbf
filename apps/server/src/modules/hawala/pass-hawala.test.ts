import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { hawalaMessages, Money } from '@sarafi/core';
import { hawalaStatusLog, transactionAuditLog, transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds } from '../transactions/test-support';
import { AFN, expectMessage, hawalaApi, USD } from './test-support';

describe('POST /api/hawala/pass/{id} and GET /api/transactions/passed-hawala', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const acc: Record<string, number> = {};
  const today = shopToday();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('user'));
    // The demo's partner 2001 keeps USD as its own currency yet pays AFN hawalas: its balances are per currency.
    acc.partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    acc.b1007 = await api.fixedAccount({ accountCode: '1007', accountName: 'Kabul Branch', currencyId: AFN, accountType: 'partner' });
    acc.b2007 = await api.fixedAccount({ accountCode: '2007', accountName: 'Herat Branch', currencyId: USD, accountType: 'partner' });
    acc.company = await api.fixedAccount({ accountCode: '3001', currencyId: USD, accountType: 'company' });
    acc.sleeping = await api.fixedAccount({ accountCode: '3002', currencyId: AFN, accountType: 'hawala_partner', accountStatus: 'inactive' });
    acc.customer = await api.fixedAccount({ accountCode: '3003', currencyId: AFN, accountType: 'customer' });
  });
  afterAll(() => t.close());

  it('pays out by cash: partner 2001 → cash 11, rAmount in the hawala currency, status Passed, audit and status rows', async () => {
    const hawala = await api.detail({ hawalaNo: 'LN-1', senderName: 'John', receiverName: 'Wali', rAmount: '9000.00', exchangeRate: '90' });
    const before = await api.balances();
    const response = await api.pass(hawala.id);
    expect(response.statusCode, response.body).toBe(200);
    const { transactionId } = response.json();
    expect(response.json()).toEqual({ hawalaId: hawala.id, transactionId: expect.any(Number), hawalaStatus: 'Passed', message: hawalaMessages.passed, warnings: [] });

    const [payout] = await t.handle.db.select().from(transactions).where(eq(transactions.id, transactionId));
    expect(payout).toMatchObject({
      transType: 'Hawala',
      hawalaId: hawala.id,
      outAccountId: acc.partner,
      inAccountId: 11,
      currencyId: AFN,
      cCurrencyId: AFN,
      dAmount: '9000.00',
      cAmount: '9000.00',
      exRate: '90.00000000',
      transDescription: 'Hawala LN-1 to Wali',
      cTransDescription: 'Hawala LN-1 from John',
      transDate: today,
      userCreated: 'user1',
      referenceId: 0,
      transId: 0,
    });
    expect(await api.balances()).toEqual({ ...before, [`${acc.partner}:${AFN}`]: '-9000.00', [`11:${AFN}`]: '9000.00' });
    expect(await api.status(hawala.id)).toBe('Passed');
    expect(await t.handle.db.$count(transactionAuditLog, and(eq(transactionAuditLog.transactionId, transactionId), eq(transactionAuditLog.action, 'create')))).toBe(1);
    const [log] = await t.handle.db.select().from(hawalaStatusLog).where(eq(hawalaStatusLog.hawalaDetailsId, hawala.id));
    expect(log).toMatchObject({ fromStatus: 'Pending', toStatus: 'Passed', transactionId, userId: expect.any(String) });
    await expectLedgerHolds(t);

    expectMessage(await api.pass(hawala.id), 409, hawalaMessages.alreadyPassed);
    expect(await api.payouts(hawala.id)).toHaveLength(1);
  });

  it('pays out by branch into the chosen 1007 / 2007 account of the hawala currency', async () => {
    const afn = await api.detail({ rAmount: '5000.50' });
    const usd = await api.detail({ currency: 'USD', rAmount: '120.25', exchangeRate: null });
    const before = await api.balances();
    expect((await api.pass(afn.id, { branchAccountId: acc.b1007 })).statusCode).toBe(200);
    const second = await api.pass(usd.id, { branchAccountId: String(acc.b2007), byBranch: true });
    expect(second.statusCode, second.body).toBe(200);
    const plus = (key: string, amount: string) => new Money(before[key] ?? 0).plus(amount).toFixed(2);
    expect(await api.balances()).toEqual({
      ...before,
      [`${acc.b1007}:${AFN}`]: '5000.50',
      [`${acc.partner}:${AFN}`]: plus(`${acc.partner}:${AFN}`, '-5000.50'),
      [`${acc.b2007}:${USD}`]: '120.25',
      [`${acc.partner}:${USD}`]: '-120.25',
    });
    expect((await api.payouts(usd.id))[0]!.exRate).toBe('1.00000000');
    await expectLedgerHolds(t);
  });

  it('refuses a branch of another currency with SPEC’s Currency Mismatch, and a branch pass without an account', async () => {
    const hawala = await api.detail();
    expectMessage(await api.pass(hawala.id, { branchAccountId: acc.b2007 }), 400, hawalaMessages.currencyMismatch('AFN', 'USD'));
    expect(hawalaMessages.currencyMismatch('AFN', 'USD')).toBe('Currency Mismatch: the hawala currency (AFN) must match the selected account currency (USD)');
    expectMessage(await api.pass(hawala.id, { byBranch: true }), 400, 'Please select an account when passing by branch.');
    expectMessage(await api.pass(hawala.id, { byBranch: true, branchAccountId: null }), 400, hawalaMessages.branchAccountRequired);
    for (const branchAccountId of [acc.customer, acc.company, 11, 999_999]) {
      expectMessage(await api.pass(hawala.id, { branchAccountId }), 400, hawalaMessages.branchAccountInvalid);
    }
    expect(await api.status(hawala.id)).toBe('Pending');
    expect(await api.payouts(hawala.id)).toEqual([]);
    // byBranch false is a cash pass; a stray account id is then ignored.
    expect((await api.pass(hawala.id, { byBranch: false, branchAccountId: acc.b2007 })).json().transactionId).toBe((await api.payouts(hawala.id))[0]!.id);
    expect((await api.payouts(hawala.id))[0]!.inAccountId).toBe(11);
  });

  it.each([
    ['9999', 'Sender account 9999 was not found; create the partner account before passing this hawala'],
    ['11', 'Sender account 11 was not found; create the partner account before passing this hawala'],
    ['3002', 'Sender account 3002 is inactive; only active accounts can be used'],
    ['3003', 'Sender account 3003 is a customer account; hawalas are paid from partner accounts (hawala partner, partner or company)'],
  ])('refuses to pay from sender code %s', async (senderCode, message) => {
    const hawala = await api.detail({ senderCode });
    expectMessage(await api.pass(hawala.id), 400, message);
    expect(await api.status(hawala.id)).toBe('Pending');
  });

  it('pays from a company account named by sender code, but never into the sender’s own account', async () => {
    expect((await api.pass((await api.detail({ senderCode: '3001' })).id)).statusCode).toBe(200);
    const own = await api.detail({ senderCode: '1007' });
    expectMessage(await api.pass(own.id, { branchAccountId: acc.b1007 }), 400, "The paying account cannot be the sender's own account");
  });

  it('refuses a hawala with no receiver amount, an unknown currency, a cancelled one, and unknown ids', async () => {
    expectMessage(await api.pass((await api.detail({ rAmount: null })).id), 400, hawalaMessages.noReceiverAmount);
    expectMessage(await api.pass((await api.detail({ rAmount: '0' })).id), 400, hawalaMessages.noReceiverAmount);
    expectMessage(await api.pass((await api.detail({ currency: 'GBP' })).id), 400, 'The currency of this hawala (GBP) is not set up');
    expectMessage(await api.pass((await api.detail({ hawalaStatus: 'Cancelled' })).id), 409, hawalaMessages.cancelledCannotPass);
    expectMessage(await api.pass(999_999), 404, hawalaMessages.hawalaNotFound);
    expect((await api.pass(0)).statusCode).toBe(400);
    expect((await api.inject('POST', '/api/hawala/pass/abc', {})).statusCode).toBe(400);
    // Processed and Completed are not Passed: they may still be paid out (docs/architecture.md, States and transitions: allowed unless already Passed).
    expect((await api.pass((await api.detail({ hawalaStatus: 'Processed' })).id)).statusCode).toBe(200);
    await expectLedgerHolds(t);
  });

  it('replays a repeated Idempotency-Key instead of answering 409', async () => {
    const hawala = await api.detail();
    const headers = { 'idempotency-key': 'pass-form-1' };
    const first = await api.pass(hawala.id, {}, headers);
    const again = await api.pass(hawala.id, {}, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await api.payouts(hawala.id)).toHaveLength(1);
  });

  it('lists live payouts with SPEC’s raw fields and the hawala’s names; the route is not taken by /api/transactions/:id', async () => {
    const hawala = await api.detail({ hawalaNo: 'LIST-1', senderName: 'Sara', receiverName: 'Omid', receiverLocation: 'Herat', rAmount: '700.00', exchangeRate: '70' });
    const { transactionId } = (await api.pass(hawala.id)).json();
    const response = await api.inject('GET', `/api/transactions/passed-hawala?fromDate=${today}&toDate=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { id: number; hawalaId: number }[];
    expect(rows[0]).toEqual({
      id: transactionId,
      hawalaId: hawala.id,
      hawalaNo: 'LIST-1',
      senderName: 'Sara',
      receiverName: 'Omid',
      receiverLocation: 'Herat',
      dAmount: '700.00',
      exRate: '70.00000000',
      currencyId: AFN,
      currency: 'AFN',
      inAccountId: 11,
      inAccountName: 'Cash at Shop',
      outAccountId: acc.partner,
      outAccountName: 'London Partner',
      transDate: today,
      dateCreated: expect.any(String),
      createdAt: expect.any(String),
      dateModified: expect.any(String),
      updatedAt: expect.any(String),
      cAmount: '700.00',
      cCurrencyId: AFN,
    });
    const live = await t.handle.db.$count(transactions, eq(transactions.transType, 'Hawala'));
    expect(rows).toHaveLength(live);
    expect((await api.inject('GET', '/api/transactions/passed-hawala')).json()).toHaveLength(live);
    expect((await api.inject('GET', '/api/transactions/passed-hawala?fromDate=2999-01-01')).json()).toEqual([]);
    expect((await api.inject('GET', '/api/transactions/passed-hawala?toDate=2000-01-01')).json()).toEqual([]);
    expect((await api.inject('GET', '/api/transactions/passed-hawala?fromDate=yesterday')).statusCode).toBe(400);

    const page = await api.inject('GET', '/api/transactions/passed-hawala?limit=1');
    expect(page.json()).toHaveLength(1);
    const next = await api.inject('GET', `/api/transactions/passed-hawala?limit=1&cursor=${page.headers['x-next-cursor']}`);
    expect(next.json()[0].id).toBe(rows[1]!.id);
    // The neighbours keep their meaning.
    expect((await api.inject('GET', `/api/transactions/${transactionId}/history`)).statusCode).toBe(200);
    expect((await api.inject('GET', `/api/transactions/${transactionId}/receipt`)).statusCode).toBe(200);
  });
});
