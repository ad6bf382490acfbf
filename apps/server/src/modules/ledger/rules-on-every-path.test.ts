import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { documentRule, type DocumentFailure, type DocumentKind, type DocumentLegs, type LoadedSides } from '@sarafi/core';
import { accounts, commissionRuns, dayClosePostings, hawalas, transactions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, PKR, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';

const CASH = 11;
/** A past day: it can be counted whenever the suite runs. */
const DAY = '2026-11-05';

/** A second admin, so a day counted by one is approved by another (four eyes). */
async function secondAdmin(t: TestApp) {
  await t.handle.db.insert(users).values({ username: 'owner2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'owner2@example.com' });
  return sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner2', password: PASSWORD } }));
}

/**
 * Every posting path asks its document's rule before it writes (docs/architecture.md, A posting, step by step): the
 * rule is made to refuse once, and each path answers with the rule's coded 400, keeps nothing of the posting, and
 * posts the same request once the rule lets it.
 */
describe('every posting path asks its kind’s rule', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;
  let owner: string;
  let partner: { id: number; code: string };
  const today = shopToday();
  const refusal: DocumentFailure = { code: 'transaction.postingSideNotAllowed', message: 'Account RULE cannot stand on this side of this posting', params: { account: 'RULE' } };

  /** Sends the request with `kind`'s rule refusing once; returns what the rule was asked. */
  async function refusedOnce(kind: DocumentKind, send: () => Promise<{ statusCode: number; body: string; json(): unknown }>) {
    const check = vi.spyOn(documentRule(kind), 'check').mockReturnValueOnce(refusal);
    const before = await t.handle.db.$count(transactions);
    try {
      const refused = await send();
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: refusal.code, message: refusal.message, params: refusal.params });
      expect(check).toHaveBeenCalledTimes(1);
      expect(await t.handle.db.$count(transactions)).toBe(before);
      return check.mock.calls[0] as [DocumentLegs, LoadedSides];
    } finally {
      check.mockRestore();
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    owner = await secondAdmin(t);
    const id = await admin.account('London Partner', USD, 'hawala_partner');
    const [row] = await t.handle.db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, id));
    partner = { id, code: row!.code };
    const rates = await admin.inject('PUT', `/api/partners/${id}/commission-rates`, { rates: [{ currencyId: USD, perLakh: '1000', fixedFee: '5' }] });
    expect(rates.statusCode, rates.body).toBe(200);
  });
  afterAll(() => t.close());

  const passed = async () => {
    const detail = await admin.detail({ senderCode: partner.code, currency: 'USD', rAmount: '2000.00', exchangeRate: null });
    const response = await admin.pass(detail.id);
    expect(response.statusCode, response.body).toBe(200);
    return detail.id;
  };
  const run = () => admin.inject('POST', `/api/partners/${partner.id}/commission-runs`, { from: today, to: today });

  it('Pass: the payout (HawalaPayout)', async () => {
    const detail = await admin.detail({ senderCode: partner.code, currency: 'USD', rAmount: '2000.00', exchangeRate: null });
    const [legs] = await refusedOnce('HawalaPayout', () => admin.pass(detail.id));
    expect(legs).toMatchObject({ outAccountId: partner.id, inAccountId: CASH, currencyId: USD, dAmount: '2000.00' });
    expect(await admin.status(detail.id)).toBe('Pending');
    expect((await admin.pass(detail.id)).statusCode).toBe(200);
  });

  it('a sent hawala: its send, its partner named later and its refund (HawalaSent)', async () => {
    const send = { senderName: 'Ahmad', receiverName: 'Bilal', amount: '500', currency: 'USD', convertedCurrency: 'USD', commission: '5' };
    const count = () => t.handle.db.$count(hawalas);
    const before = await count();
    const [legs] = await refusedOnce('HawalaSent', () => admin.inject('POST', '/api/hawala', { ...send, partnerAccountId: partner.id }));
    expect(legs).toMatchObject({ outAccountId: CASH, inAccountId: partner.id, dAmount: '505.00', cAmount: '500.00' });
    expect(await count()).toBe(before);

    const held = await admin.inject('POST', '/api/hawala', send);
    expect(held.statusCode, held.body).toBe(201);
    const [assigned] = await refusedOnce('HawalaSent', () => admin.inject('POST', `/api/hawala/${held.json().id}/paid`, { partnerAccountId: partner.id }));
    expect(assigned).toMatchObject({ inAccountId: partner.id, dAmount: '500.00' });
    expect((await admin.inject('POST', `/api/hawala/${held.json().id}/paid`, { partnerAccountId: partner.id })).statusCode).toBe(200);

    const sent = await admin.inject('POST', '/api/hawala', { ...send, partnerAccountId: partner.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const cancel = () => admin.inject('POST', `/api/hawala/${sent.json().id}/cancel`, { reason: 'changed plans' });
    const [refund] = await refusedOnce('HawalaSent', cancel);
    expect(refund).toMatchObject({ outAccountId: partner.id, inAccountId: CASH, dAmount: '500.00', cAmount: '505.00' });
    expect((await admin.inject('GET', `/api/hawala/${sent.json().id}`)).json().status).toBe('sent');
    expect((await cancel()).statusCode).toBe(200);
    await expectLedgerHolds(t);
  });

  it('a commission run, a cancelled hawala’s commission and the run’s reverse (Commission)', async () => {
    const first = await passed();
    const [charged] = await refusedOnce('Commission', run);
    expect(charged).toMatchObject({ outAccountId: partner.id, currencyId: USD });
    expect(await t.handle.db.$count(commissionRuns)).toBe(0);
    expect((await run()).statusCode).toBe(201);

    const cancel = () => admin.inject('PUT', `/api/hawala/cancel/${first}`);
    const [back] = await refusedOnce('Commission', cancel);
    expect(back).toMatchObject({ inAccountId: partner.id, currencyId: USD });
    expect(await admin.status(first)).toBe('Passed');
    expect((await cancel()).statusCode).toBe(200);

    await passed();
    const second = (await run()).json() as { id: number };
    const reverse = () => admin.inject('POST', `/api/commission-runs/${second.id}/reverse`, { reason: 'wrong rate' });
    const [reversed] = await refusedOnce('Commission', reverse);
    expect(reversed).toMatchObject({ inAccountId: partner.id, currencyId: USD });
    expect((await reverse()).statusCode).toBe(200);
    await expectLedgerHolds(t);
  });

  it('a day close’s over/short (DayCloseVariance)', async () => {
    const counted = await admin.inject('POST', '/api/day-closes', { date: DAY, counts: [{ currencyId: AFN, denominations: [{ value: '100', count: 3 }] }] });
    expect(counted.statusCode, counted.body).toBe(201);
    const approve = async () => {
      const call = (method: 'GET' | 'POST', payload?: object) => t.app.inject({ method, url: `/api/day-closes/${DAY}${payload ? '/approve' : ''}`, headers: { cookie: owner }, payload });
      const { id, version } = (await call('GET')).json() as { id: number; version: number };
      return call('POST', { id, version });
    };
    const [over] = await refusedOnce('DayCloseVariance', approve);
    expect(over).toMatchObject({ outAccountId: CASH, currencyId: AFN, dAmount: '300.00' });
    expect(await t.handle.db.$count(dayClosePostings)).toBe(0);
    expect((await approve()).statusCode).toBe(200);
    await expectLedgerHolds(t);
  });
});

/**
 * What only the rules refuse on the paths no transaction screen posts (docs/architecture.md, Rule objects): an
 * account outside its own currency, a staff account holding a system account's code, an inactive partner, and the
 * posting limit on a commission run; an undo still gives money back to an account made inactive since.
 */
describe('refusals the rules make on the hawala, commission and day-close paths', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;
  let owner: string;
  let partner: { id: number; code: string };
  const today = shopToday();
  const run = () => admin.inject('POST', `/api/partners/${partner.id}/commission-runs`, { from: today, to: today });
  const send = (body: object) => admin.inject('POST', '/api/hawala', { senderName: 'Ahmad', receiverName: 'Bilal', amount: '100', currency: 'USD', convertedCurrency: 'USD', commission: '1', partnerAccountId: partner.id, ...body });
  const setStatus = (id: number, accountStatus: string) => t.handle.db.update(accounts).set({ accountStatus }).where(eq(accounts.id, id));
  const passed = async () => {
    const detail = await admin.detail({ senderCode: partner.code, currency: 'USD', rAmount: '2000.00', exchangeRate: null });
    expect((await admin.pass(detail.id)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    owner = await secondAdmin(t);
    const id = await admin.account('London Partner', USD, 'hawala_partner');
    const [row] = await t.handle.db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, id));
    partner = { id, code: row!.code };
    const rates = await admin.inject('PUT', `/api/partners/${id}/commission-rates`, {
      rates: [
        { currencyId: USD, perLakh: '1000', fixedFee: '5' },
        { currencyId: PKR, perLakh: '1000', fixedFee: '5' },
      ],
    });
    expect(rates.statusCode, rates.body).toBe(200);
  });
  afterAll(() => t.close());

  it('refuses a hawala paid from the sender’s account in a currency that account does not hold, and keeps nothing', async () => {
    const sender = await admin.account('Ahmad Karimi', AFN);
    const before = await t.handle.db.$count(hawalas);
    const refused = await send({ senderAccountId: sender, paidFrom: 'account' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'transaction.ownCurrencyOnly', params: { account: expect.any(String) } });
    expect(await t.handle.db.$count(hawalas)).toBe(before);
    expect(await admin.balance(sender, USD)).toBe('0.00');
  });

  it('refunds a cancelled hawala to the sender’s account even when that account was made inactive since', async () => {
    const sender = await admin.account('Karim', USD);
    const sent = await send({ senderAccountId: sender, paidFrom: 'account' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await admin.balance(sender, USD)).toBe('-101.00');
    await setStatus(sender, 'inactive');
    const cancelled = await admin.inject('POST', `/api/hawala/${sent.json().id}/cancel`, { reason: 'changed plans' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await admin.balance(sender, USD)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('refuses a commission run for a partner made inactive; its reverse still gives the commission back', async () => {
    await passed();
    const posted = await run();
    expect(posted.statusCode, posted.body).toBe(201);
    await passed();
    await setStatus(partner.id, 'inactive');
    const refused = await run();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'account.notActive', params: { account: partner.code, status: 'inactive' } });
    expect(await t.handle.db.$count(commissionRuns)).toBe(1);
    const reversed = await admin.inject('POST', `/api/commission-runs/${posted.json().id}/reverse`, { reason: 'wrong rate' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    await setStatus(partner.id, 'active');
    await expectLedgerHolds(t);
  });

  it('refuses a commission run whose income code a staff account holds, and one past the posting limit', async () => {
    // No PKR commission was ever booked, so the code names no system account yet: a legacy staff account holds it.
    const [staff] = await t.handle.db.insert(accounts).values({ accountCode: 'COMM-PKR', accountName: 'Legacy customer', currencyId: PKR, accountType: 'customer' }).returning();
    const detail = await admin.detail({ senderCode: partner.code, currency: 'PKR', rAmount: '2000.00', exchangeRate: null });
    expect((await admin.pass(detail.id)).statusCode).toBe(200);
    const intoStaff = await run();
    expect(intoStaff.statusCode, intoStaff.body).toBe(400);
    expect(intoStaff.json()).toMatchObject({ code: 'transaction.postingSideNotAllowed', params: { account: 'COMM-PKR' } });
    expect(await admin.balance(staff!.id, PKR)).toBe('0.00');
    await t.handle.db.delete(accounts).where(eq(accounts.id, staff!.id));

    // The USD hawalas waiting (the reversed run freed its one): 2 × (2,000 × 1,000 / 100,000 + 5) = 50.00 USD.
    const limits = await admin.inject('PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: '49.99' }] });
    expect(limits.statusCode, limits.body).toBe(200);
    const overLimit = await run();
    expect(overLimit.statusCode, overLimit.body).toBe(400);
    expect(overLimit.json()).toMatchObject({ code: 'decimal.overLimit', params: { currency: 'USD', limit: '$ 49.99' } });
    expect(await t.handle.db.$count(commissionRuns)).toBe(1);
    expect((await admin.inject('PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: '50' }] })).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(201);
    await expectLedgerHolds(t);
  });

  it('refuses a day close’s over/short into a staff account holding the over/short code: the day stays open', async () => {
    await t.handle.db.insert(accounts).values({ accountCode: 'OS-AFN', accountName: 'Legacy customer', currencyId: AFN, accountType: 'customer' });
    const counted = await admin.inject('POST', '/api/day-closes', { date: DAY, counts: [{ currencyId: AFN, denominations: [{ value: '100', count: 3 }] }] });
    expect(counted.statusCode, counted.body).toBe(201);
    const call = (method: 'GET' | 'POST', payload?: object) => t.app.inject({ method, url: `/api/day-closes/${DAY}${payload ? '/approve' : ''}`, headers: { cookie: owner }, payload });
    const { id, version } = (await call('GET')).json() as { id: number; version: number };
    const refused = await call('POST', { id, version });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'transaction.postingSideNotAllowed', params: { account: 'OS-AFN' } });
    expect(await t.handle.db.$count(dayClosePostings)).toBe(0);
    expect((await call('GET')).json().status).toBe('pending');
  });
});
