import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

/** Past days: a day can be counted once it has begun in Kabul, and these have, whenever the suite runs. */
const D1 = '2026-11-10';
const D2 = '2026-11-11';

const daysAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('approvals name what they approve, counts never collide, control changes are kept, no postings ahead of time', () => {
  let t: TestApp;
  let admin: string;
  let second: string;
  let clerk: string;
  let afn: number;
  let customer: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const credit = (dAmount: string, transDate: string) =>
    call('POST', '/api/transactions', admin, { transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: afn, dAmount, transDescription: 'cash', transDate });
  const review = async (date: string, cookie: string) => (await call('GET', `/api/day-closes/${date}`, cookie)).json() as { id: number; version: number; status: string };
  /** A count as the day's screen sends it: naming the pending count it shows, if any, as the one it replaces. */
  const count = async (date: string, thousands: number, cookie: string) => {
    const shown = (await review(date, cookie)) as Awaited<ReturnType<typeof review>> | null;
    const supersedes = shown?.status === 'pending' ? { id: shown.id, version: shown.version } : undefined;
    return call('POST', '/api/day-closes', cookie, { date, counts: [{ currencyId: afn, denominations: [{ value: '1000', count: thousands }] }], supersedes });
  };
  const overShortEntries = async () => (await call('GET', '/api/reports/trial-balance', admin)).json().rows.filter((r: { group: string }) => r.group === 'overShort');
  const changes = async (query = '') => (await call('GET', `/api/settings/changes${query}`, admin)).json();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    clerk = await t.cookieFor('user');
    await t.handle.db.insert(users).values({ username: 'owner2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'owner2@example.com' });
    second = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner2', password: PASSWORD } }));
    afn = (await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'AFN')))[0]!.id;
    customer = (await call('POST', '/api/accounts', admin, { accountName: 'Ahmad Hakimi', currencyId: afn, accountType: 'customer' })).json().id;
  });
  afterAll(() => t.close());

  it('refuses an approval of a count that was superseded after the review, and approves the one reviewed', async () => {
    expect((await credit('10000', D1)).statusCode).toBe(201);
    expect((await count(D1, 10, clerk)).statusCode).toBe(201);
    const reviewed = await review(D1, second);
    expect(reviewed).toMatchObject({ status: 'pending', version: 1 });

    // Between the admin's review and the click, another count shows 5,000 AFN short.
    expect((await count(D1, 5, admin)).json().currencies[0].variance).toBe('-5000.00');
    const stale = await call('POST', `/api/day-closes/${D1}/approve`, second, { id: reviewed.id, version: reviewed.version });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'books.changedSinceReview']);
    expect(stale.json().message).toBe(`The count of ${D1} changed since you reviewed it; review it again before approving`);
    expect(await overShortEntries()).toEqual([]);
    expect((await review(D1, second)).status).toBe('pending');

    // The superseded count changed too: its version moved on, so naming it with its new version is still refused.
    const history = (await call('GET', '/api/day-closes', admin)).json() as { id: number; version: number; status: string }[];
    const superseded = history.find((h) => h.id === reviewed.id)!;
    expect(superseded).toMatchObject({ status: 'superseded', version: 2 });
    expect((await call('POST', `/api/day-closes/${D1}/approve`, second, { id: superseded.id, version: superseded.version })).statusCode).toBe(409);

    for (const nothing of [undefined, {}, { id: reviewed.id }, { version: 1 }, { id: 'x', version: 1 }]) {
      expect((await call('POST', `/api/day-closes/${D1}/approve`, second, nothing)).statusCode).toBe(400);
    }

    const current = await review(D1, second);
    const approved = await call('POST', `/api/day-closes/${D1}/approve`, second, { id: current.id, version: current.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: current.id, version: current.version + 1, status: 'approved', currencies: [{ variance: '-5000.00' }] });
    expect(await overShortEntries()).toEqual([expect.objectContaining({ debit: '5000.00' })]);
  });

  it('answers ten counts of one day sent at once with one 201 and nine 409s, never 500, and keeps that one count in play', async () => {
    expect((await credit('3000', D2)).statusCode).toBe(201);
    // Ten clerks press Count at once on a screen that showed no pending count: none names one.
    const fresh = (thousands: number, cookie: string) => call('POST', '/api/day-closes', cookie, { date: D2, counts: [{ currencyId: afn, denominations: [{ value: '1000', count: thousands }] }] });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => fresh(3 + (i % 2), i % 2 ? clerk : admin)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    // An admin is told to open the pending count; a clerk, that only an approver counts it again.
    answers.forEach((answer, i) => {
      if (answer.statusCode === 409) expect(answer.json().code).toBe(i % 2 ? 'books.recountNeedsApprover' : 'books.countPending');
    });
    const pending = (await call('GET', '/api/day-closes', admin)).json().filter((c: { date: string; status: string }) => c.date === D2 && c.status === 'pending');
    expect(pending).toMatchObject([{ id: answers.find((answer) => answer.statusCode === 201)!.json().id }]);

    // A recount replaces only the pending count it names, as shown: none named, or a version since moved on, is refused.
    const shown = await review(D2, clerk);
    const recount = (cookie: string, supersedes?: object) =>
      call('POST', '/api/day-closes', cookie, { date: D2, counts: [{ currencyId: afn, denominations: [{ value: '1000', count: 3 }] }], supersedes });
    const again = (supersedes?: object) => recount(second, supersedes);
    expect((await again()).json()).toMatchObject({ code: 'books.countPending', message: `A count of ${D2} is already waiting for approval; open it and count again from there` });
    expect((await again({ id: shown.id, version: shown.version + 1 })).statusCode).toBe(409);
    const replaced = await again({ id: shown.id, version: shown.version });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect((await again({ id: shown.id, version: shown.version })).json().code).toBe('books.countPending');
  });

  it('refuses a clerk’s recount of a count waiting for approval, however often, so an approver’s review always stands', async () => {
    // Days close in order: the day before, recounted above by the second admin, is approved first.
    const before = await review(D2, admin);
    expect((await call('POST', `/api/day-closes/${D2}/approve`, admin, { id: before.id, version: before.version })).statusCode).toBe(200);
    const D3 = '2026-11-12';
    expect((await credit('2000', D3)).statusCode).toBe(201);
    expect((await count(D3, 2, clerk)).statusCode).toBe(201);
    const reviewed = await review(D3, second);
    for (let i = 0; i < 3; i++) {
      const stalled = await count(D3, 1 + i, clerk);
      expect([stalled.statusCode, stalled.json().code]).toEqual([409, 'books.recountNeedsApprover']);
      expect(stalled.json().message).toBe(`The count of ${D3} is waiting for approval: only someone who approves day closes can count it again`);
    }
    expect(await review(D3, second)).toMatchObject({ id: reviewed.id, version: reviewed.version, status: 'pending' });
    const approved = await call('POST', `/api/day-closes/${D3}/approve`, second, { id: reviewed.id, version: reviewed.version });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('records every change of self-approval, posting and credit limits and the approval settings, and lists them to admins only', async () => {
    const settings = (await call('GET', '/api/day-close-settings', admin)).json();
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, allowSelfApproval: true })).statusCode).toBe(200);
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, allowSelfApproval: false })).statusCode).toBe(200);
    // Saving the same value again changes nothing and records nothing.
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, allowSelfApproval: false })).statusCode).toBe(200);

    const selfApproval = await changes('?setting=dayClose.allowSelfApproval');
    expect(selfApproval.changes).toMatchObject([
      { setting: 'dayClose.allowSelfApproval', oldValue: 'true', newValue: 'false', weakened: false, changedBy: 'admin' },
      { setting: 'dayClose.allowSelfApproval', oldValue: 'false', newValue: 'true', weakened: true, changedBy: 'admin' },
    ]);
    expect(selfApproval.nextBefore).toBeNull();

    expect((await call('PUT', '/api/posting-limits', admin, { limits: [{ currency: 'AFN', limit: '200000000' }, { currency: 'USD', limit: '1000000' }] })).statusCode).toBe(200);
    expect((await call('PUT', '/api/posting-limits', admin, { limits: [{ currency: 'AFN', limit: '' }] })).statusCode).toBe(200);
    expect((await changes('?setting=postingLimit')).changes).toMatchObject([
      { currency: 'AFN', oldValue: '200000000.00', newValue: null, weakened: true },
      { currency: 'AFN', oldValue: '100000000.00', newValue: '200000000.00', weakened: true },
    ]);

    const partner = (await call('POST', '/api/accounts', admin, { accountName: 'Kandahar Partner', currencyId: afn, accountType: 'partner' })).json().id;
    expect((await call('PUT', `/api/partners/${partner}/credit-limits`, admin, { limits: [{ currency: 'AFN', limit: '50000' }] })).statusCode).toBe(200);
    expect((await call('PUT', `/api/partners/${partner}/credit-limits`, admin, { limits: [{ currency: 'AFN', limit: '20000' }] })).statusCode).toBe(200);
    expect((await changes(`?partnerId=${partner}`)).changes).toMatchObject([
      { setting: 'creditLimit', partnerId: partner, currency: 'AFN', oldValue: '50000.00', newValue: '20000.00', weakened: false },
      { setting: 'creditLimit', partnerId: partner, currency: 'AFN', oldValue: null, newValue: '50000.00', weakened: false },
    ]);

    // More days before a change needs an approver lets more through without one; a request's waiting time is kept too.
    expect((await call('PUT', '/api/settings/approvals', admin, { approvalAfterDays: 5, approvalExpiryDays: 7 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/settings/approvals', admin, { approvalAfterDays: 9, approvalExpiryDays: 3 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/settings/approvals', admin, { approvalAfterDays: 9, approvalExpiryDays: 3 })).statusCode).toBe(200);
    // The test app starts at 3,650 days (test-app.ts).
    expect((await changes('?setting=approvals.approvalAfterDays')).changes).toMatchObject([
      { oldValue: '5', newValue: '9', weakened: true, changedBy: 'admin' },
      { oldValue: '3650', newValue: '5', weakened: false, changedBy: 'admin' },
    ]);
    expect((await changes('?setting=approvals.approvalExpiryDays')).changes).toMatchObject([{ oldValue: '7', newValue: '3', weakened: false }]);

    const first = await changes('?limit=2');
    expect(first.changes).toHaveLength(2);
    const next = await changes(`?limit=2&before=${first.nextBefore}`);
    expect(next.changes[0].id).toBeLessThan(first.changes[1].id);

    for (const role of ['user', 'operator'] as const) {
      expect((await call('GET', '/api/settings/changes', await t.cookieFor(role))).statusCode).toBe(403);
    }
  });

  it('refuses a posting dated after today unless the window allows that day, and never the far future', async () => {
    const today = shopToday();
    const tomorrow = daysAfter(today, 1);
    const refused = await credit('10', tomorrow);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'books.dateBeyondWindow']);
    expect((await credit('10', today)).statusCode).toBe(201);

    const settings = (await call('GET', '/api/day-close-settings', admin)).json();
    expect(settings.postingDaysAhead).toBe(0);
    expect((await call('PUT', '/api/day-close-settings', clerk, { ...settings, postingDaysAhead: 2 })).statusCode).toBe(403);
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, postingDaysAhead: 31 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/day-close-settings', admin, { ...settings, postingDaysAhead: 2 })).json().postingDaysAhead).toBe(2);
    expect((await changes('?setting=books.postingDaysAhead')).changes).toMatchObject([{ oldValue: '0', newValue: '2', weakened: true, changedBy: 'admin' }]);

    expect((await credit('10', tomorrow)).statusCode).toBe(201);
    expect((await credit('10', daysAfter(today, 2))).statusCode).toBe(201);
    expect((await credit('10', daysAfter(today, 3))).statusCode).toBe(400);
    const far = await credit('10', '9999-12-31');
    expect([far.statusCode, far.json().params]).toEqual([400, { date: '9999-12-31', latest: daysAfter(today, 2) }]);
  });
});
