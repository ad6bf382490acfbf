import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencyMessages, hawalaMessages, type Currency } from '@sarafi/core';
import { accountNumberSettings, currencies, exchangeRateHistory, hawalaDetails, hawalas, loans } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/decisions.md, Currencies and rates: EUR was deleted while EUR hawalas existed, and passing them then failed. Every kind of record
 * that names a currency keeps it, by id or by code, and only admins change the currency table.
 */
describe('a currency in use cannot be deleted; currency changes are admin-only', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const add = async (code: string) => {
    const response = await call('POST', '/api/currencies', { code, name: `Currency ${code}`, symbol: code, rate: '3.5' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Currency;
  };
  const refusedAsInUse = async (currency: Currency) => {
    const response = await call('DELETE', `/api/currencies/${currency.id}`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ message: currencyMessages.inUse(currency.code), code: 'currency.inUse' });
    expect((await t.handle.db.select().from(currencies).where(eq(currencies.id, currency.id))).length).toBe(1);
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  it('refuses to delete EUR while an EUR hawala exists, and a hawala cannot name a deleted currency', async () => {
    // The hawala row alone (a sent hawala also posts, and its postings would keep EUR in use after the row goes).
    await t.handle.db.insert(hawalas).values({ hawalaNumber: 'EUR-1', senderName: 'A', receiverName: 'B', amount: '100', currency: 'AFN', convertedCurrency: 'EUR', exchangeRate: '80' });
    const eur = (await call('GET', '/api/currencies')).json().find((c: Currency) => c.code === 'EUR') as Currency;
    await refusedAsInUse(eur);
    await t.handle.db.delete(hawalas);
    expect((await call('DELETE', `/api/currencies/${eur.id}`)).statusCode).toBe(204);
    const afterDelete = await call('POST', '/api/hawala', { senderName: 'A', receiverName: 'B', amount: '100', currency: 'EUR' });
    expect(afterDelete.statusCode).toBe(400);
    expect(afterDelete.json().message).toBe(hawalaMessages.currencyNotSetUp('EUR'));
  });

  // Each use is added alone to a fresh currency, so a refusal can only come from that one use.
  const uses: [string, (c: Currency) => Promise<unknown>][] = [
    ['a hawala sent in it', (c) => t.handle.db.insert(hawalas).values({ hawalaNumber: `S-${c.code}`, senderName: 'A', receiverName: 'B', amount: '1', currency: c.code })],
    [
      'a hawala received in it',
      (c) => t.handle.db.insert(hawalas).values({ hawalaNumber: `R-${c.code}`, senderName: 'A', receiverName: 'B', amount: '1', currency: 'AFN', convertedCurrency: c.code }),
    ],
    ['an imported hawala (code in any case)', (c) => t.handle.db.insert(hawalaDetails).values({ hawalaNo: `D-${c.code}`, currency: c.code.toLowerCase() })],
    ['an account-number setting', (c) => t.handle.db.insert(accountNumberSettings).values({ currency: c.code })],
    ['a rate quoted against it', (c) => t.handle.db.insert(exchangeRateHistory).values({ fromCurrency: c.code, toCurrency: 'AFN', rate: '20' })],
    ['a legacy loan', (c) => t.handle.db.insert(loans).values({ loanNumber: `L-${c.code}`, principalAmount: '1', currency: c.code, startDate: '2026-01-01', dueDate: '2026-12-31' })],
    ['a staff account', (c) => call('POST', '/api/accounts', { accountName: 'Holder', currencyId: c.id })],
  ];
  it.each(uses.map(([name, insert], index) => [name, insert, `Q${String.fromCharCode(65 + index)}Z`] as const))('keeps a currency used by %s', async (_name, insert, code) => {
    const currency = await add(code);
    await insert(currency);
    await refusedAsInUse(currency);
  });

  it('deletes a currency used by nothing but its own FX position account and rate history, also after a rate change', async () => {
    const currency = await add('QQA');
    expect((await call('PUT', `/api/currencies/${currency.id}`, { name: 'Renamed', symbol: 'Q', rate: '4' })).statusCode).toBe(200);
    const response = await call('DELETE', `/api/currencies/${currency.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.handle.db.select().from(exchangeRateHistory).where(eq(exchangeRateHistory.toCurrency, 'QQA'))).toEqual([]);
  });

  it('keeps a blank imported currency as AFN, and USD as the base every rate is quoted against', async () => {
    const all = (await call('GET', '/api/currencies')).json() as Currency[];
    await refusedAsInUse(all.find((c) => c.code === 'USD')!);
    await t.handle.db.insert(hawalaDetails).values({ hawalaNo: 'BLANK-1', currency: '' });
    await refusedAsInUse(all.find((c) => c.code === 'AFN')!);
  });

  it('lets every signed-in user read the table but only an admin add, edit or delete a currency', async () => {
    const currency = await add('QQB');
    for (const role of ['user', 'operator'] as const) {
      const cookie = await t.cookieFor(role);
      expect((await call('GET', '/api/currencies', undefined, cookie)).statusCode).toBe(200);
      expect((await call('POST', '/api/currencies', { code: 'QQC', name: 'x', symbol: 'x', rate: '1' }, cookie)).statusCode).toBe(403);
      expect((await call('PUT', `/api/currencies/${currency.id}`, { name: 'x', symbol: 'x', rate: '9' }, cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/currencies/${currency.id}`, undefined, cookie)).statusCode).toBe(403);
    }
    const [row] = await t.handle.db.select().from(currencies).where(eq(currencies.id, currency.id));
    expect(row).toMatchObject({ name: 'Currency QQB', exchangeRate: '3.50000000' });
  });
});
