import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

/** Past days only: a day can be closed once it has begun in Kabul, and these have, whenever the suite runs. */
const D1 = '2026-11-10';
const D2 = '2026-11-11';
const D3 = '2026-11-12';

describe('day close: count, four-eyes approval, locked days, reopen', () => {
  let t: TestApp;
  let admin: string;
  let second: string;
  let afn: number;
  let customer: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const post = (payload: object, cookie = admin) => call('POST', '/api/transactions', cookie, { currencyId: afn, transDescription: 'cash', ...payload });
  const credit = (dAmount: string, transDate: string) => post({ transType: 'Credit', outAccountId: 11, inAccountId: customer, dAmount, transDate });
  /** A count as the day's screen sends it: naming the pending count it shows, if any, as the one it replaces. */
  const count = async (date: string, denominations: { value: string; count: number }[], cookie = admin) => {
    const shown = (await call('GET', `/api/day-closes/${date}`, cookie)).json() as { id: number; version: number; status: string } | null;
    const supersedes = shown?.status === 'pending' ? { id: shown.id, version: shown.version } : undefined;
    return call('POST', '/api/day-closes', cookie, { date, counts: [{ currencyId: afn, denominations }], supersedes });
  };
  /** An approval names the count as the admin reviewed it: the id and version the day's screen shows. */
  const approve = async (date: string, cookie: string) => {
    const { id, version } = (await call('GET', `/api/day-closes/${date}`, cookie)).json();
    return call('POST', `/api/day-closes/${date}/approve`, cookie, { id, version });
  };
  const cashHeld = async () => {
    const rows = (await call('GET', '/api/accounts/11/balances', admin)).json() as { currency: string; balance: string }[];
    return rows.find((r) => r.currency === 'AFN')?.balance;
  };
  const refusal = (response: { statusCode: number; json(): { message: string } }) => [response.statusCode, response.json().message];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    await t.handle.db.insert(users).values({ username: 'owner2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'owner2@example.com' });
    second = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner2', password: PASSWORD } }));
    afn = (await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'AFN')))[0]!.id;
    customer = (await call('POST', '/api/accounts', admin, { accountName: 'Ahmad Hakimi', currencyId: afn, accountType: 'customer' })).json().id;
  });
  afterAll(() => t.close());

  it('counts a short drawer, refuses self-approval, books the short on approval and locks the day', async () => {
    expect((await credit('1005', D1)).statusCode).toBe(201);
    const removed = (await credit('40', D1)).json();
    expect((await call('DELETE', `/api/transactions/${removed.id}`, admin, { reason: 'typo' })).statusCode).toBe(200);

    const submitted = await count(D1, [{ value: '1000', count: 1 }], await t.cookieFor('user'));
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json()).toMatchObject({ date: D1, status: 'pending', countedBy: 'user1', currencies: [{ expected: '1005.00', counted: '1000.00', variance: '-5.00' }] });
    expect((await approve(D1, await t.cookieFor('user'))).statusCode).toBe(403);

    // Counted again by the admin: the clerk's count is kept, superseded.
    expect((await count(D1, [{ value: '1000', count: 1 }])).statusCode).toBe(201);
    expect(refusal(await approve(D1, admin))).toEqual([403, 'Another admin must approve this count: you counted it yourself']);

    const approved = await approve(D1, second);
    expect(approved.statusCode, approved.body).toBe(200);
    const close = approved.json();
    expect(close).toMatchObject({ status: 'approved', countedBy: 'admin', approvedBy: 'owner2', selfApproved: false });
    expect(close.currencies[0].varianceTransactionId).toEqual(expect.any(Number));
    expect(await cashHeld()).toBe('-1000.00');
    const trial = (await call('GET', `/api/reports/trial-balance?asOf=${D1}`, admin)).json();
    expect(trial.rows).toContainEqual(expect.objectContaining({ accountCode: 'OS-AFN', group: 'overShort', debit: '5.00' }));
    expect(trial.totals.every((x: { balanced: boolean }) => x.balanced)).toBe(true);

    const history = (await call('GET', '/api/day-closes', admin)).json();
    expect(history.map((h: { status: string }) => h.status)).toEqual(['approved', 'superseded']);
    expect((await call('GET', `/api/day-closes/${D1}`, admin)).json().status).toBe('approved');

    const closed = `This day is closed (${D1}); ask an admin to reopen it`;
    expect(refusal(await credit('1', D1))).toEqual([409, closed]);
    expect(refusal(await credit('1', '2026-11-01'))).toEqual([409, 'This day is closed (2026-11-01); ask an admin to reopen it']);
    const kept = (await call('GET', `/api/transactions?transType=Credit&accountId=${customer}`, admin)).json();
    const first = (Array.isArray(kept) ? kept : kept.items).find((x: { dAmount: string }) => x.dAmount === '1005.00');
    expect(refusal(await call('DELETE', `/api/transactions/${first.id}`, admin, { reason: 'late' }))).toEqual([409, closed]);
    expect(
      refusal(
        await call('PUT', `/api/transactions/${first.id}`, admin, {
          transType: 'Credit',
          outAccountId: 11,
          inAccountId: customer,
          currencyId: afn,
          dAmount: '1006',
          transDescription: 'cash',
          transDate: D1,
          updatedAt: first.updatedAt,
        }),
      ),
    ).toEqual([409, closed]);
    const deleted = (await call('GET', '/api/deleted-transactions', admin)).json();
    const typo = (Array.isArray(deleted) ? deleted : deleted.items).find((d: { originalTransactionId: number }) => d.originalTransactionId === removed.id);
    expect(refusal(await call('POST', `/api/deleted-transactions/${typo.id}/recover`, admin))).toEqual([409, closed]);
    const shortPosting = close.currencies[0].varianceTransactionId;
    expect((await call('DELETE', `/api/transactions/${shortPosting}`, admin, { reason: 'no' })).statusCode).toBe(409);
  });

  it('closes days in order, never ahead of time, and counts only known notes of every currency held', async () => {
    expect((await credit('300', D2)).statusCode).toBe(201);
    expect((await credit('200', D3)).statusCode).toBe(201);
    expect(refusal(await count(D3, []))).toEqual([409, `Close ${D2} first: it has postings and is still open`]);
    expect((await count('2999-01-01', [])).statusCode).toBe(409);
    expect(refusal(await count(D2, [{ value: '7', count: 1 }]))).toEqual([400, '7 is not a note of AFN in the day-close settings']);
    expect(refusal(await call('POST', '/api/day-closes', admin, { date: D2, counts: [] }))).toEqual([400, 'Please count AFN too: the drawer should hold some']);
    expect((await count(D2, [{ value: '100', count: -1 }])).statusCode).toBe(400);
    expect((await count(D2, [{ value: '100', count: 1.5 }])).statusCode).toBe(400);
  });

  it('refuses an approval when the day changed after the count', async () => {
    expect((await count(D2, [{ value: '1000', count: 1 }, { value: '100', count: 3 }])).statusCode).toBe(201);
    expect((await credit('50', D2)).statusCode).toBe(201);
    expect(refusal(await approve(D2, second))).toEqual([409, `The cash of ${D2} changed after it was counted; count the drawer again`]);
    const recount = await count(D2, [{ value: '1000', count: 1 }, { value: '100', count: 3 }, { value: '50', count: 1 }]);
    expect(recount.json().currencies[0]).toMatchObject({ expected: '1350.00', counted: '1350.00', variance: '0.00' });
    const approved = (await approve(D2, second)).json();
    expect(approved.currencies[0].varianceTransactionId).toBeNull();
  });

  it('reopens only the last closed day, with a reason, undoing its over/short posting', async () => {
    expect(refusal(await call('POST', `/api/day-closes/${D1}/reopen`, admin, { reason: 'recount' }))).toEqual([409, `Only the last closed day (${D2}) can be reopened`]);
    expect((await call('POST', `/api/day-closes/${D2}/reopen`, admin, { reason: ' ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/day-closes/${D2}/reopen`, await t.cookieFor('user'), { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `/api/day-closes/${D2}/reopen`, admin, { reason: 'late deposit' })).json()).toMatchObject({ status: 'reopened', reopenReason: 'late deposit' });
    const reopened = await call('POST', `/api/day-closes/${D1}/reopen`, admin, { reason: 'the 5 AFN was found' });
    expect(reopened.json()).toMatchObject({ status: 'reopened', reopenedBy: 'admin' });
    expect(await cashHeld()).toBe('-1555.00');
    expect((await credit('1', D1)).statusCode).toBe(201);
    expect(refusal(await call('POST', `/api/day-closes/${D1}/reopen`, admin, { reason: 'again' }))).toEqual([409, `${D1} is not closed`]);
  });

  it('lets a one-person shop approve its own count when the setting allows it, and says so', async () => {
    const settings = (await call('GET', '/api/day-close-settings', admin)).json();
    expect(settings.denominations.AFN).toEqual(['1000', '500', '100', '50', '20', '10', '5', '2', '1']);
    expect((await call('PUT', '/api/day-close-settings', await t.cookieFor('user'), { ...settings, allowSelfApproval: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, allowSelfApproval: true })).json().allowSelfApproval).toBe(true);
    expect((await count(D1, [{ value: '1000', count: 1 }, { value: '5', count: 1 }, { value: '1', count: 1 }])).statusCode).toBe(201);
    const approved = await approve(D1, admin);
    expect(approved.json()).toMatchObject({ status: 'approved', selfApproved: true, currencies: [{ variance: '0.00' }] });
    const file = await call('GET', `/api/day-closes/${D1}/export`, admin);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', `/api/reports/cash-book/export?date=${D1}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/reports/trial-balance/export?asOf=${D1}`, admin)).statusCode).toBe(200);
  });
});
