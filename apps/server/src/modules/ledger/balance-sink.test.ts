import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Money } from '@sarafi/core';
import { accounts, creditLimitOverrides, ledgerEntries } from '../../db/schema';
import { commissionApi } from '../commission/test-support';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transactionApi, expectLedgerHolds } from '../transactions/test-support';
import { hawalaSystemAccountId } from '../hawala/hawala-system-accounts';
import { postDocument } from '../partners/test-support';

const USD = 1;

/**
 * The one balance sink checks the partner credit limit and the posting limit on every path (docs/architecture.md, The
 * sink): a transfer, an edit, a delete and a recover, not only a hawala's pass; and postings no form sends.
 */
describe('limits in the balance sink', () => {
  let t: TestApp;
  let admin: ReturnType<typeof transactionApi>;
  let clerk: ReturnType<typeof transactionApi>;
  let partner: number;
  let customer: number;
  const owed = async () => new Money(await admin.balance(partner, USD)).neg().toFixed(2);
  const transferOut = (amount: string, extra: object = {}, as = clerk) =>
    as.inject('POST', '/api/transactions', {
      transType: 'Transfer', outAccountId: partner, inAccountId: customer, currencyId: USD, dAmount: amount, transDescription: 'advance', cTransDescription: 'from partner', ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = transactionApi(t, await t.cookieFor('admin'));
    clerk = transactionApi(t, await t.cookieFor('user'));
    partner = await admin.account('Dubai Partner', USD, 'partner');
    customer = await admin.account('Ahmad', USD);
    const saved = await admin.inject('PUT', `/api/partners/${partner}/credit-limits`, { limits: [{ currency: 'USD', limit: '1883' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await transferOut('1500')).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('refuses a transfer out of a partner past its credit limit, and moves nothing', async () => {
    const refused = await transferOut('500');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'partner.overLimit', params: { currency: 'USD', limit: '$ 1,883.00', balance: '$ 2,000.00' } });
    expect(await owed()).toBe('1500.00');
  });

  it("lets an admin override alone (a clerk's override is a request for approval), and keeps the override with the posting", async () => {
    const clerks = await transferOut('500', { creditLimitOverride: true });
    expect(clerks.statusCode, clerks.body).toBe(202);
    expect(clerks.json()).toMatchObject({ status: 'pending' });
    expect(await owed()).toBe('1500.00');
    const admins = await transferOut('500', { creditLimitOverride: true }, admin);
    expect(admins.statusCode, admins.body).toBe(201);
    const kept = await t.handle.db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.transactionId, admins.json().id));
    expect(kept).toMatchObject([{ accountId: partner, currencyId: USD, creditLimit: '1883.00', owedAfter: '2000.00', username: 'admin', hawalaDetailsId: null }]);
    const history = await admin.inject('GET', `/api/transactions/${admins.json().id}/history`);
    expect(history.json()[0].creditLimitOverrides).toEqual([{ partner: 'Dubai Partner', currency: 'USD', creditLimit: '1883.00', owedAfter: '2000.00', reason: null }]);
    expect((await admin.del(admins.json().id)).statusCode).toBe(200);
    expect(await owed()).toBe('1500.00');
  });

  it('refuses an edit that takes the partner past its limit', async () => {
    const small = await clerk.post({ transType: 'Transfer', outAccountId: partner, inAccountId: customer, currencyId: USD, dAmount: '100', transDescription: 'a', cTransDescription: 'b' });
    const edit = (dAmount: string) =>
      clerk.put(small.id, { transType: 'Transfer', outAccountId: partner, inAccountId: customer, currencyId: USD, dAmount, transDescription: 'a', cTransDescription: 'b', transDate: small.transDate, updatedAt: small.updatedAt });
    const refused = await edit('5600');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('partner.overLimit');
    expect(await owed()).toBe('1600.00');
    expect((await edit('300')).statusCode).toBe(200);
    expect(await owed()).toBe('1800.00');
  });

  it('refuses to delete a payment that kept the partner within its limit, and to recover a charge past it', async () => {
    const payment = await admin.post({ transType: 'Transfer', outAccountId: customer, inAccountId: partner, currencyId: USD, dAmount: '600', transDescription: 'paid', cTransDescription: 'paid' });
    const charge = await clerk.post({ transType: 'Transfer', outAccountId: partner, inAccountId: customer, currencyId: USD, dAmount: '600', transDescription: 'c', cTransDescription: 'c' });
    expect(await owed()).toBe('1800.00');
    const refused = await admin.del(payment.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('partner.overLimit');
    // Paying the debt down is never refused, even while it is still above the limit.
    expect((await admin.del(charge.id)).statusCode).toBe(200);
    expect((await admin.del(payment.id)).statusCode).toBe(200);
    expect(await owed()).toBe('1800.00');
    const recovered = await admin.recover(charge.id);
    expect(recovered.statusCode, recovered.body).toBe(409);
    expect(recovered.json().code).toBe('partner.overLimit');
    expect(await owed()).toBe('1800.00');
  });

  it('checks the posting limit on postings no form sends (a commission posting) and on edits', async () => {
    const limits = await admin.inject('PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: '1000000' }] });
    expect(limits.statusCode, limits.body).toBe(200);
    const income = await hawalaSystemAccountId(t.handle.db, 'commission', { id: USD, code: 'USD' });
    await expect(
      postDocument(t, { transType: 'Commission', outAccountId: partner, inAccountId: income, currencyId: USD, amount: '5100000000', transDate: '2026-11-20', narrative: 'commission' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'decimal.overLimit' });
    const moved = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, income));
    expect(moved).toEqual([]);
    const other = await admin.account('Kabul Co', USD, 'company');
    const small = await admin.post({ transType: 'Transfer', outAccountId: other, inAccountId: customer, currencyId: USD, dAmount: '10', transDescription: 'a', cTransDescription: 'b' });
    const edited = await admin.put(small.id, {
      transType: 'Transfer', outAccountId: other, inAccountId: customer, currencyId: USD, dAmount: '2000000', transDescription: 'a', cTransDescription: 'b', transDate: small.transDate, updatedAt: small.updatedAt,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().code).toBe('decimal.overLimit');
    await expectLedgerHolds(t);
  });
});

/**
 * A sent hawala's cancel gives back the room its send made on the paying partner: an undo, yet the partner ends up
 * owing more, so its credit limit holds as on every move (docs/architecture.md, The sink). Otherwise a clerk sends a
 * hawala through a partner at its limit, draws the room out of the partner, cancels, and the partner is past its limit
 * with no override on record.
 */
describe('the credit limit on a sent hawala’s refund', () => {
  let t: TestApp;
  let admin: ReturnType<typeof transactionApi>;
  let clerk: ReturnType<typeof transactionApi>;
  let partner: number;
  let customer: number;
  const owed = async () => new Money(await admin.balance(partner, USD)).neg().toFixed(2);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = transactionApi(t, await t.cookieFor('admin'));
    clerk = transactionApi(t, await t.cookieFor('user'));
    partner = await admin.account('Herat Partner', USD, 'hawala_partner');
    customer = await admin.account('Karim', USD);
    expect((await admin.inject('PUT', `/api/partners/${partner}/credit-limits`, { limits: [{ currency: 'USD', limit: '2000' }] })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const send = async () => {
    const sent = await clerk.inject('POST', '/api/hawala', {
      senderName: 'Walk-in', receiverName: 'Receiver', amount: '500', currency: 'USD', convertedCurrency: 'USD', commission: '0', partnerAccountId: partner, paidFrom: 'cash',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return (sent.json() as { id: number }).id;
  };
  const drawTo = async (amount: string) => {
    const drawn = await clerk.inject('POST', '/api/transactions', {
      transType: 'Transfer', outAccountId: partner, inAccountId: customer, currencyId: USD, dAmount: amount, transDescription: 'advance', cTransDescription: 'from partner',
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
  };

  it('refuses a clerk’s cancel that would leave the partner past its limit, and lets an admin override it on record', async () => {
    const id = await send();
    expect(await owed()).toBe('-500.00');
    await drawTo('900');
    await drawTo('900');
    await drawTo('600');
    expect(await owed()).toBe('1900.00');

    const refused = await clerk.inject('POST', `/api/hawala/${id}/cancel`, { reason: 'receiver never came' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'partner.overLimit', params: { balance: '$ 2,400.00', limit: '$ 2,000.00' } });
    expect(await owed()).toBe('1900.00');
    const clerkOverride = await clerk.inject('POST', `/api/hawala/${id}/cancel`, { reason: 'receiver never came', creditLimitOverride: true });
    expect(clerkOverride.statusCode, clerkOverride.body).toBe(403);
    expect(await owed()).toBe('1900.00');

    const overridden = await admin.inject('POST', `/api/hawala/${id}/cancel`, { reason: 'receiver never came', creditLimitOverride: true });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(await owed()).toBe('2400.00');
    const kept = await t.handle.db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.accountId, partner));
    expect(kept).toMatchObject([{ currencyId: USD, creditLimit: '2000.00', owedAfter: '2400.00', username: 'admin' }]);
  });

  it('takes an admin’s override on a hawala paid from a partner’s own account, as on any posting', async () => {
    const payer = await admin.account('Kabul Partner', USD, 'partner');
    expect((await admin.inject('PUT', `/api/partners/${payer}/credit-limits`, { limits: [{ currency: 'USD', limit: '100' }] })).statusCode).toBe(200);
    const body = {
      senderName: 'Kabul Partner', receiverName: 'Receiver', amount: '300', currency: 'USD', convertedCurrency: 'USD', commission: '0',
      partnerAccountId: partner, senderAccountId: payer, paidFrom: 'account',
    };
    const refused = await admin.inject('POST', '/api/hawala', body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('partner.overLimit');
    const clerks = await clerk.inject('POST', '/api/hawala', { ...body, creditLimitOverride: true });
    expect(clerks.statusCode, clerks.body).toBe(403);
    const sent = await admin.inject('POST', '/api/hawala', { ...body, creditLimitOverride: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const kept = await t.handle.db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.accountId, payer));
    expect(kept).toMatchObject([{ creditLimit: '100.00', owedAfter: '300.00', username: 'admin' }]);
  });

  it('takes an admin’s override on a commission run that would leave the partner past its limit', async () => {
    const charged = await admin.account('Jalalabad Partner', USD, 'hawala_partner');
    const code = (await t.handle.db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, charged)))[0]!.code;
    const runs = commissionApi(t, await t.cookieFor('admin'));
    expect((await runs.setRates(charged, [{ currencyId: USD, perLakh: '0', fixedFee: '50' }])).statusCode).toBe(200);
    await runs.paid(code, 'USD', '100');
    expect((await admin.inject('PUT', `/api/partners/${charged}/credit-limits`, { limits: [{ currency: 'USD', limit: '120' }] })).statusCode).toBe(200);
    const today = shopToday();
    const refused = await admin.inject('POST', `/api/partners/${charged}/commission-runs`, { from: today, to: today });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('partner.overLimit');
    const run = await admin.inject('POST', `/api/partners/${charged}/commission-runs`, { from: today, to: today, creditLimitOverride: true });
    expect(run.statusCode, run.body).toBe(201);
    const kept = await t.handle.db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.accountId, charged));
    expect(kept).toMatchObject([{ creditLimit: '120.00', owedAfter: '150.00', username: 'admin' }]);
  });

  it('still cancels freely while the partner stays within its limit', async () => {
    const fresh = await admin.account('Mazar Partner', USD, 'hawala_partner');
    expect((await admin.inject('PUT', `/api/partners/${fresh}/credit-limits`, { limits: [{ currency: 'USD', limit: '2000' }] })).statusCode).toBe(200);
    const sent = await clerk.inject('POST', '/api/hawala', {
      senderName: 'Walk-in', receiverName: 'Receiver', amount: '500', currency: 'USD', convertedCurrency: 'USD', commission: '0', partnerAccountId: fresh, paidFrom: 'cash',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const cancelled = await clerk.inject('POST', `/api/hawala/${(sent.json() as { id: number }).id}/cancel`, { reason: 'sender changed their mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
