import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencies, settingChanges, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';

/** Past days only: a day can be closed once it has begun in Kabul, and these have, whenever the suite runs. */
const D1 = '2026-11-10';
const D2 = '2026-11-11';

/** docs/decisions.md, Books and day close: coins and cents are counted, and a blind count keeps the books' figure from the counter. */
describe('counting the drawer: coins and cents, and the blind count', () => {
  let t: TestApp;
  let admin: string;
  let second: string;
  let clerk: string;
  let afn: number;
  let customer: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const credit = (dAmount: string, transDate: string) =>
    call('POST', '/api/transactions', admin, { transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: afn, dAmount, transDescription: 'cash', transDate });
  const setSettings = async (change: object) => {
    const settings = (await call('GET', '/api/day-close-settings', admin)).json();
    const saved = await call('PUT', '/api/day-close-settings', admin, { ...settings, ...change });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Kabul' });
    admin = await t.cookieFor('admin');
    clerk = await t.cookieFor('user');
    await t.handle.db.insert(users).values({ username: 'owner2', passwordHash: await hashPassword(PASSWORD), role: 'admin', email: 'owner2@example.com' });
    second = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'owner2', password: PASSWORD } }));
    afn = (await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'AFN')))[0]!.id;
    customer = (await call('POST', '/api/accounts', admin, { accountName: 'Ahmad Hakimi', currencyId: afn, accountType: 'customer' })).json().id;
  });
  afterAll(() => t.close());

  it('closes an exact drawer with cents with no over/short', async () => {
    expect((await credit('1250.75', D1)).statusCode).toBe(201);
    const sheet = (await call('GET', `/api/day-closes/${D1}/count-sheet`, clerk)).json();
    expect(sheet).toMatchObject({ date: D1, blind: false, currencies: [{ currencyCode: 'AFN', coins: true, expected: '1250.75' }] });

    const counted = await call('POST', '/api/day-closes', clerk, {
      date: D1,
      counts: [{ currencyId: afn, denominations: [{ value: '1000', count: 1 }, { value: '100', count: 2 }, { value: '50', count: 1 }], coins: '0.75' }],
    });
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json().currencies).toMatchObject([{ coins: '0.75', expected: '1250.75', counted: '1250.75', variance: '0.00' }]);
    const approved = await call('POST', `/api/day-closes/${D1}/approve`, second, { id: counted.json().id, version: counted.json().version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().currencies[0].varianceTransactionId).toBeNull();
  });

  it('refuses coins that are not an amount with a clear message', async () => {
    const refused = await call('POST', '/api/day-closes', clerk, { date: D2, counts: [{ currencyId: afn, denominations: [], coins: '-1' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Coins and cents are an amount of at least 0 with at most 2 decimals');
  });

  it('keeps the expected figure from a counting clerk while the count is blind, shows it to a reviewer, and records the switch', async () => {
    expect((await credit('300', D2)).statusCode).toBe(201);
    expect(await setSettings({ blindCount: true })).toMatchObject({ blindCount: true });
    const [change] = await t.handle.db.select().from(settingChanges).where(eq(settingChanges.setting, 'dayClose.blindCount'));
    expect(change).toMatchObject({ oldValue: 'false', newValue: 'true', weakened: false, username: 'admin' });

    const blind = (await call('GET', `/api/day-closes/${D2}/count-sheet`, clerk)).json();
    expect(blind).toMatchObject({ blind: true, currencies: [{ currencyCode: 'AFN', expected: null }] });
    expect(JSON.stringify(blind)).not.toContain('1550');
    expect((await call('GET', `/api/day-closes/${D2}/count-sheet`, admin)).json().currencies[0].expected).toBe('1550.75');

    // The cash book of the uncounted day keeps it from the clerk too: no running balance, no expected closing.
    const cashBook = (cookie: string) => call('GET', `/api/reports/cash-book?date=${D2}`, cookie);
    const clerksBook = await cashBook(clerk);
    expect(clerksBook.statusCode, clerksBook.body).toBe(200);
    expect(clerksBook.json().currencies).toMatchObject([{ currencyCode: 'AFN', opening: '1250.75', totalIn: '300.00', closing: null, lines: [{ amountIn: '300.00', balance: null }] }]);
    expect(clerksBook.body).not.toContain('1550');
    expect((await call('GET', `/api/reports/cash-book/export?date=${D2}`, clerk)).statusCode).toBe(200);
    expect((await cashBook(admin)).json().currencies[0]).toMatchObject({ closing: '1550.75', lines: [{ balance: '1550.75' }] });

    // Once the count is in, the close tells the clerk what the books expected and the variance.
    const counted = await call('POST', '/api/day-closes', clerk, { date: D2, counts: [{ currencyId: afn, denominations: [{ value: '1000', count: 1 }, { value: '500', count: 1 }] }] });
    expect(counted.statusCode, counted.body).toBe(201);
    expect((await call('GET', `/api/day-closes/${D2}`, clerk)).json().currencies[0]).toMatchObject({ expected: '1550.75', counted: '1500.00', variance: '-50.75' });
    expect((await cashBook(clerk)).json().currencies[0]).toMatchObject({ closing: '1550.75', lines: [{ balance: '1550.75' }] });
  });
});
