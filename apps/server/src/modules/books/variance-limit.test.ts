import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies, dayClosePostings, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

/** A past day: it can be counted whenever the suite runs. */
const DAY = '2026-11-05';

/** A day close's over/short is a posting like any other: the balance sink holds it to the posting limit (docs/architecture.md). */
describe('a day-close variance past the posting limit', () => {
  let t: TestApp;
  let clerk: string;
  let owner: string;
  let afn: number;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });

  beforeAll(async () => {
    t = await createTestApp();
    clerk = await t.cookieFor('user');
    const admin = await t.cookieFor('admin');
    await t.handle.db.insert(users).values({ username: 'owner2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'owner2@example.com' });
    owner = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner2', password: PASSWORD } }));
    afn = (await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'AFN')))[0]!.id;
    const customer = (await call('POST', '/api/accounts', admin, { accountName: 'Ahmad', currencyId: afn, accountType: 'customer' })).json().id;
    const credit = await call('POST', '/api/transactions', admin, { transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: afn, dAmount: '1000', transDescription: 'cash', transDate: DAY });
    expect(credit.statusCode, credit.body).toBe(201);
  });
  afterAll(() => t.close());

  it('is refused at approval, nothing posts and the day stays open', async () => {
    const counted = await call('POST', '/api/day-closes', clerk, { date: DAY, counts: [{ currencyId: afn, denominations: [{ value: '1000', count: 10_000_000 }, { value: '500', count: 10_000_000 }] }] });
    expect(counted.statusCode, counted.body).toBe(201);
    const { id, version } = (await call('GET', `/api/day-closes/${DAY}`, owner)).json() as { id: number; version: number };
    const approved = await call('POST', `/api/day-closes/${DAY}/approve`, owner, { id, version });
    expect(approved.statusCode, approved.body).toBe(400);
    expect(approved.json().code).toBe('decimal.overLimit');
    expect(await t.handle.db.select().from(dayClosePostings)).toEqual([]);
    expect((await call('GET', `/api/day-closes/${DAY}`, owner)).json().status).toBe('pending');
  });
});
