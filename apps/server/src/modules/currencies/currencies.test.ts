import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { currencyMessages } from '@sarafi/core';
import { accounts, exchangeRateHistory, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('currencies', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const gbp = { code: 'gbp', name: 'British Pound', symbol: '£', rate: '0.79' };

  it('lists the four system currencies with rates as decimal strings', async () => {
    const list = (await call('GET', '/api/currencies')).json();
    expect(list.map((c: { id: number; code: string }) => [c.id, c.code])).toEqual([
      [1, 'USD'],
      [2, 'AFN'],
      [3, 'PKR'],
      [4, 'EUR'],
    ]);
    expect(list[1]).toMatchObject({ symbol: '؋', exchangeRate: '70.00000000', isActive: true });
  });

  it('adds a currency (rate as string or number), with its FX position account and rate history', async () => {
    const created = await call('POST', '/api/currencies', gbp);
    expect(created.statusCode).toBe(201);
    const currency = created.json();
    expect(currency).toMatchObject({ code: 'GBP', name: 'British Pound', symbol: '£', exchangeRate: '0.79000000' });
    const [fx] = await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, 'FX-GBP'));
    expect(fx).toMatchObject({ isSystem: true, currencyId: currency.id });

    const duplicate = await call('POST', '/api/currencies', gbp);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Currency GBP already exists');

    const numeric = await call('POST', '/api/currencies', { code: 'CHF', name: 'Swiss Franc', symbol: 'Fr', rate: 0.88 });
    expect(numeric.json().exchangeRate).toBe('0.88000000');
  });

  it.each([
    [{ ...gbp, code: '' }, currencyMessages.codeRequired],
    [{ ...gbp, code: 'POUND' }, currencyMessages.codeInvalid],
    [{ ...gbp, name: ' ' }, currencyMessages.nameRequired],
    [{ ...gbp, symbol: '' }, currencyMessages.symbolRequired],
    [{ ...gbp, rate: '' }, currencyMessages.rateRequired],
    [{ code: 'GBP', name: 'x', symbol: 'x' }, currencyMessages.rateRequired],
    [{ ...gbp, rate: '0' }, currencyMessages.rateInvalid],
    [{ ...gbp, rate: '-2' }, currencyMessages.rateInvalid],
    [{ ...gbp, rate: 'abc' }, currencyMessages.rateInvalid],
    [{ ...gbp, rate: '1.123456789' }, currencyMessages.rateInvalid],
  ])('refuses %o with its message', async (payload, message) => {
    const response = await call('POST', '/api/currencies', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('edits name, symbol and rate, and keeps the old rate in the history', async () => {
    const [afn] = (await call('GET', '/api/currencies')).json().filter((c: { code: string }) => c.code === 'AFN');
    const response = await call('PUT', `/api/currencies/${afn.id}`, { name: 'Afghani', symbol: 'Af', rate: '71.25' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'AFN', name: 'Afghani', symbol: 'Af', exchangeRate: '71.25000000' });
    const history = await t.handle.db.select().from(exchangeRateHistory).where(eq(exchangeRateHistory.currencyId, afn.id));
    expect(history.map((h) => h.rate)).toEqual(['71.25000000']);
    expect((await call('PUT', '/api/currencies/9999', { name: 'x', symbol: 'x', rate: '1' })).statusCode).toBe(404);
  });

  it('deletes an unused currency and refuses one that accounts or transactions use', async () => {
    const chf = (await call('GET', '/api/currencies')).json().find((c: { code: string }) => c.code === 'CHF');
    expect((await call('DELETE', `/api/currencies/${chf.id}`)).statusCode).toBe(204);
    expect((await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, 'FX-CHF'))).length).toBe(0);

    // AFN is the cash account's currency.
    const usedByAccount = await call('DELETE', '/api/currencies/2');
    expect(usedByAccount.statusCode).toBe(409);
    expect(usedByAccount.json().message).toBe(currencyMessages.inUse('AFN'));

    const gbpRow = (await call('GET', '/api/currencies')).json().find((c: { code: string }) => c.code === 'GBP');
    await t.handle.db.insert(transactions).values({ transType: 'Transfer', currencyId: gbpRow.id, dAmount: '1.00' });
    const usedByTransaction = await call('DELETE', `/api/currencies/${gbpRow.id}`);
    expect(usedByTransaction.statusCode).toBe(409);
    expect((await call('DELETE', '/api/currencies/9999')).statusCode).toBe(404);
  });
});
