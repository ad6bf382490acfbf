import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, defaultComplianceSettings } from '@sarafi/core';
import { eq } from 'drizzle-orm';
import { accountIdImages, transactions, users } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakePngDataUrl, pngDataUrl } from '../accounts/test-images';
import { hawalaApi } from '../hawala/test-support';

describe('know your customer: ID fields, ID images, the expiry list, expired IDs at posting, retention', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const today = shopToday();
  const day = (n: number) => addCalendarDays(today, n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = user) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const kyc = { idType: 'passport', idNumber: 'P01234567', idIssueDate: '2020-03-01', idExpiryDate: day(10), nationality: 'Afghan', occupation: 'Trader' };
  const create = async (name: string, fields: object = {}) => {
    const response = await call('POST', '/api/accounts', { accountName: name, currencyId: 2, ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; accountCode: string };
  };
  const credit = (accountId: number, cookie = user) =>
    call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: accountId, currencyId: 2, dAmount: '100', transDescription: 'Deposit' }, cookie);

  it('stores and answers the ID fields on create and edit, with the account permissions a clerk has', async () => {
    const { id } = await create('Karim', { ...kyc, idNumber: '  P01234567 ' });
    expect((await call('GET', `/api/accounts/${id}`)).json()).toMatchObject(kyc);
    const patched = await call('PATCH', `/api/accounts/${id}`, { occupation: '', idType: 'e-tazkira' });
    expect(patched.json()).toMatchObject({ occupation: null, idType: 'e-tazkira', nationality: 'Afghan' });
  });

  it('refuses an expiry on or before the issue date, on create and against the stored issue date on edit', async () => {
    const bad = await call('POST', '/api/accounts', { accountName: 'X', currencyId: 2, idIssueDate: '2024-01-01', idExpiryDate: '2024-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('kyc.expiryBeforeIssue');
    const { id } = await create('Nadia', { idIssueDate: '2024-01-01', idExpiryDate: '2030-01-01' });
    const patched = await call('PATCH', `/api/accounts/${id}`, { idExpiryDate: '2023-12-31' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().code).toBe('kyc.expiryBeforeIssue');
  });

  it('refuses an unknown ID type, an impossible date and over-long text with their codes', async () => {
    const codeOf = async (fields: object) => (await call('POST', '/api/accounts', { accountName: 'X', currencyId: 2, ...fields })).json().code;
    expect(await codeOf({ idType: 'driving-licence' })).toBe('kyc.idTypeInvalid');
    expect(await codeOf({ idExpiryDate: '2025-02-30' })).toBe('kyc.expiryDateInvalid');
    expect(await codeOf({ idNumber: 'x'.repeat(51) })).toBe('kyc.idNumberTooLong');
    expect(await codeOf({ occupation: 'x'.repeat(101) })).toBe('kyc.occupationTooLong');
  });

  it('keeps ID document images checked by their bytes, lists and serves them, and deletes one while the account has no history', async () => {
    const { id } = await create('Farid');
    const added = await call('POST', `/api/accounts/${id}/id-images`, { image: pngDataUrl });
    expect(added.statusCode).toBe(201);
    await call('POST', `/api/accounts/${id}/id-images`, { image: pngDataUrl });
    const list = (await call('GET', `/api/accounts/${id}/id-images`)).json() as { id: number; url: string }[];
    expect(list).toHaveLength(2);
    const served = await call('GET', list[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const fake = await call('POST', `/api/accounts/${id}/id-images`, { image: fakePngDataUrl });
    expect([fake.statusCode, fake.json().code]).toEqual([400, 'kyc.idImageNotImage']);
    expect((await call('DELETE', list[0]!.url)).statusCode).toBe(204);
    expect((await call('GET', `/api/accounts/${id}/id-images`)).json()).toHaveLength(1);
    expect((await call('GET', list[0]!.url)).statusCode).toBe(404);
  });

  it('caps the number of ID images per account', async () => {
    const { id } = await create('Many');
    await t.handle.db.insert(accountIdImages).values(Array.from({ length: 10 }, () => ({ accountId: id, contentType: 'image/png', data: new Uint8Array([1]) })));
    const refused = await call('POST', `/api/accounts/${id}/id-images`, { image: pngDataUrl });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'kyc.idImageLimit']);
  });

  it('keeps the ID images of an account with history inside the retention years', async () => {
    const { id } = await create('Kept', kyc);
    const image = (await call('POST', `/api/accounts/${id}/id-images`, { image: pngDataUrl })).json() as { url: string };
    expect((await credit(id)).statusCode).toBe(201);
    const refused = await call('DELETE', image.url);
    expect([refused.statusCode, refused.json().code, refused.json().params]).toEqual([409, 'kyc.retainedIdImage', { years: 5 }]);
    expect((await call('GET', `/api/accounts/${id}/id-images`)).json()).toHaveLength(1);
  });

  it('lists IDs expired or expiring within 30 days of the shop day, soonest first, for the compliance officer only', async () => {
    const expired = await create('Expired', { ...kyc, idExpiryDate: day(-1) });
    const edge = await create('Edge', { ...kyc, idExpiryDate: day(30) });
    const later = await create('Later', { ...kyc, idExpiryDate: day(31) });
    const closed = await create('Closed', { ...kyc, idExpiryDate: day(-5), accountStatus: 'closed' });
    const response = await call('GET', '/api/compliance/id-expiry', undefined, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { today: string; until: string; items: { accountId: number; daysLeft: number; expired: boolean }[] };
    expect([body.today, body.until]).toEqual([today, day(30)]);
    const ids = body.items.map((i) => i.accountId);
    expect(ids).toContain(expired.id);
    expect(ids).toContain(edge.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(closed.id);
    expect(body.items.find((i) => i.accountId === expired.id)).toMatchObject({ daysLeft: -1, expired: true });
    expect(body.items.find((i) => i.accountId === edge.id)).toMatchObject({ daysLeft: 30, expired: false });
    expect(ids.indexOf(expired.id)).toBeLessThan(ids.indexOf(edge.id));
    expect((await call('GET', '/api/compliance/id-expiry')).statusCode).toBe(403);
  });

  it('posts for an expired ID with a warning, for a valid one without, and refuses it when the setting says so', async () => {
    const expired = await create('Old ID', { ...kyc, idExpiryDate: day(-1) });
    const valid = await create('Valid ID', { ...kyc, idExpiryDate: today });
    const warned = await credit(expired.id);
    expect(warned.statusCode).toBe(201);
    expect(warned.json().warnings).toEqual([
      { code: 'kyc.idExpired', message: `The ID of account ${expired.accountCode} Old ID expired on ${day(-1)}`, params: { account: `${expired.accountCode} Old ID`, expiry: day(-1) } },
    ]);
    expect((await credit(valid.id)).json().warnings).toEqual([]);

    const settings = { ...defaultComplianceSettings, refuseExpiredId: true };
    expect((await call('PUT', '/api/compliance/settings', settings, admin)).statusCode).toBe(200);
    const before = await t.handle.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.inAccountId, expired.id));
    const refused = await credit(expired.id);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'kyc.idExpired']);
    expect(await t.handle.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.inAccountId, expired.id))).toHaveLength(before.length);
    expect((await credit(valid.id)).statusCode).toBe(201);
    // Another document type meets the same rule in recordPosting: a hawala we send, paid from the expired account.
    const hawala = await call('POST', '/api/hawala', { senderName: 'Old ID', receiverName: 'Bilal', amount: '50', currency: 'AFN', paidFrom: 'account', senderAccountId: expired.id });
    expect([hawala.statusCode, hawala.json().code]).toEqual([400, 'kyc.idExpired']);
    await call('PUT', '/api/compliance/settings', defaultComplianceSettings, admin);
  });

  it('answers a hawala sent from, or passed through, an account with an expired ID with the warning', async () => {
    const expired = await create('Old ID sender', { ...kyc, idExpiryDate: day(-2) });
    expect((await call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: expired.id, currencyId: 2, dAmount: '500', transDescription: 'Deposit' }, admin)).statusCode).toBe(201);
    const sent = await call('POST', '/api/hawala', { senderName: 'Old ID sender', receiverName: 'Bilal', amount: '50', currency: 'AFN', paidFrom: 'account', senderAccountId: expired.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().warnings).toMatchObject([{ code: 'kyc.idExpired', params: { account: `${expired.accountCode} Old ID sender`, expiry: day(-2) } }]);

    const partner = hawalaApi(t, admin);
    await partner.fixedAccount({ accountCode: '2077', accountName: 'Expired Partner', currencyId: 2, accountType: 'hawala_partner', idType: 'passport', idNumber: 'P-2077', idExpiryDate: day(-4) });
    const detail = await partner.detail({ senderCode: '2077', currency: 'AFN', rAmount: '900' });
    const passed = await partner.pass(detail.id);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().warnings).toMatchObject([{ code: 'kyc.idExpired', params: { account: '2077 Expired Partner', expiry: day(-4) } }]);
  });

  it('meets an edit onto an expired ID as it meets a new posting: a warning, or refused by the setting with nothing changed', async () => {
    const expired = await create('Edited onto old ID', { ...kyc, idExpiryDate: day(-3) });
    const valid = await create('Edited from valid ID', { ...kyc, idExpiryDate: day(5) });
    const posted = (await credit(valid.id)).json() as { id: number; updatedAt: string; transDate: string };
    const edit = (updatedAt: string) =>
      call('PUT', `/api/transactions/${posted.id}`, {
        transType: 'Credit', outAccountId: 11, inAccountId: expired.id, currencyId: 2, cCurrencyId: 2, dAmount: '100', cAmount: '100', exRate: '1',
        transDescription: 'Deposit', cTransDescription: 'Deposit', transDate: posted.transDate, updatedAt,
      }, admin);

    expect((await call('PUT', '/api/compliance/settings', { ...defaultComplianceSettings, refuseExpiredId: true }, admin)).statusCode).toBe(200);
    const refused = await edit(posted.updatedAt);
    expect([refused.statusCode, refused.json().code, refused.json().params]).toEqual([400, 'kyc.idExpired', { account: `${expired.accountCode} Edited onto old ID`, expiry: day(-3) }]);
    const [kept] = await t.handle.db.select({ inAccountId: transactions.inAccountId }).from(transactions).where(eq(transactions.id, posted.id));
    expect(kept!.inAccountId).toBe(valid.id);

    expect((await call('PUT', '/api/compliance/settings', defaultComplianceSettings, admin)).statusCode).toBe(200);
    const warned = await edit(posted.updatedAt);
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json()).toMatchObject({ inAccountId: expired.id, warnings: [{ code: 'kyc.idExpired', params: { expiry: day(-3) } }] });

    // Once on the expired account, an edit that moves no money differently (the narrative) is not refused.
    expect((await call('PUT', '/api/compliance/settings', { ...defaultComplianceSettings, refuseExpiredId: true }, admin)).statusCode).toBe(200);
    const narrative = await call('PUT', `/api/transactions/${posted.id}`, {
      transType: 'Credit', outAccountId: 11, inAccountId: expired.id, currencyId: 2, cCurrencyId: 2, dAmount: '100.00', cAmount: '100', exRate: '1',
      transDescription: 'Deposit, corrected', cTransDescription: 'Deposit', transDate: posted.transDate, updatedAt: (warned.json() as { updatedAt: string }).updatedAt,
    }, admin);
    expect([narrative.statusCode, narrative.json().warnings], narrative.body).toEqual([200, []]);
    const more = await call('PUT', `/api/transactions/${posted.id}`, {
      transType: 'Credit', outAccountId: 11, inAccountId: expired.id, currencyId: 2, cCurrencyId: 2, dAmount: '150', cAmount: '150', exRate: '1',
      transDescription: 'Deposit, corrected', cTransDescription: 'Deposit', transDate: posted.transDate, updatedAt: (narrative.json() as { updatedAt: string }).updatedAt,
    }, admin);
    expect([more.statusCode, more.json().code]).toEqual([400, 'kyc.idExpired']);
    expect((await call('PUT', '/api/compliance/settings', defaultComplianceSettings, admin)).statusCode).toBe(200);
  });

  it('refuses to delete a user who posted within the retention years, and deletes one who never posted', async () => {
    const [clerk] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'user1'));
    const refused = await call('DELETE', `/api/users/${clerk!.id}`, undefined, admin);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'kyc.retainedUser']);
    expect((await call('PATCH', `/api/users/${clerk!.id}/status`, { isActive: false }, admin)).statusCode).toBe(200);
    const [idle] = await t.handle.db.insert(users).values({ username: 'idle1', passwordHash: 'x', role: 'user', email: 'idle@example.com' }).returning({ id: users.id });
    expect((await call('DELETE', `/api/users/${idle!.id}`, undefined, admin)).statusCode).toBe(204);
  });
});
