import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { count } from 'drizzle-orm';
import { decimalMessages } from '@sarafi/core';
import { accounts, hawalas, users } from '../db/schema';
import { registerErrorHandling, valueRefusedMessage } from '../plugins/errors';
import { nulCharacterMessage } from '../plugins/input-hygiene';
import type { TestApp } from '../test/test-app';
import { securityTestApp, seedWorld, send, transfer, validRequest, type World } from './world';

/** What the security suite found: each answered 500 before its fix. */
describe('regressions found by the security suite', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t);
  });
  afterAll(() => t.close());

  const rows = async () => ({
    accounts: (await t.handle.db.select({ n: count() }).from(accounts))[0]!.n,
    users: (await t.handle.db.select({ n: count() }).from(users))[0]!.n,
    hawalas: (await t.handle.db.select({ n: count() }).from(hawalas))[0]!.n,
  });

  it('a NUL character in any JSON text is a 400 with a message (PostgreSQL text cannot hold one), and nothing is stored', async () => {
    const before = await rows();
    const cases: [string, string, string][] = [
      ['POST', '/api/accounts', 'accountName'],
      ['POST', '/api/accounts', 'address'],
      ['PATCH', '/api/accounts/:id', 'lastName'],
      ['POST', '/api/users', 'username'],
      ['POST', '/api/auth/login', 'username'],
      ['POST', '/api/auth/login', 'password'],
      ['POST', '/api/currencies', 'name'],
      ['POST', '/api/hawala', 'senderName'],
      ['POST', '/api/transactions', 'transDescription'],
      ['DELETE', '/api/transactions/:id', 'reason'],
      ['POST', '/api/account-number-settings', 'currency'],
    ];
    for (const [method, url, field] of cases) {
      const request = await validRequest(t, w, { method, url });
      const response = await send(t, w, method, { ...request, body: { ...(request.body as object), [field]: 'a\u0000b' } });
      expect(response.statusCode, `${method} ${url} ${field}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: nulCharacterMessage, code: 'nulCharacter' });
    }
    const nested = await send(t, w, 'POST', { url: '/api/account-balances', body: { accountCodes: ['2001', 'x\u0000'] } });
    expect(nested.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('a NUL character in a query parameter is a 400', async () => {
    for (const url of ['/api/accounts?q=a%00', '/api/transactions?referenceId=1%00', '/api/hawala-details?q=%00', '/api/accounts/export?q=%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: w.admin } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(nulCharacterMessage);
    }
  });

  it('an id beyond PostgreSQL int4 is a validation error, not a database error', async () => {
    const huge = 99_999_999_999;
    const account = await send(t, w, 'POST', { url: '/api/accounts', body: { accountName: 'Too far', currencyId: huge } });
    expect(account.statusCode).toBe(400);
    expect(account.json().message).toBe('Currency is required');
    const edit = await send(t, w, 'PATCH', { url: `/api/accounts/${w.accounts.scratch}`, body: { currencyId: huge } });
    expect(edit.statusCode).toBe(400);
    const cases: [string, string][] = [
      ['currencyId', 'Currency is required'],
      ['outAccountId', 'Debit account is required'],
      ['inAccountId', 'Credit account is required'],
    ];
    for (const [field, message] of cases) {
      const response = await send(t, w, 'POST', { url: '/api/transactions', body: { ...transfer(w), [field]: huge } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toBe(message);
    }
  });

  it('a rate too large for numeric(20,8) is a validation error: currencies, exchanges and hawalas (found by fuzzing)', async () => {
    const huge = 9007199254740994;
    // As a JSON number it has more digits than a double holds exactly (docs/decisions.md, Money and amounts), so it is refused before its size.
    const asNumber = await send(t, w, 'POST', { url: '/api/currencies', body: { code: 'QZZ', name: 'Huge', symbol: 'H', rate: huge } });
    expect(asNumber.statusCode, asNumber.body).toBe(400);
    expect(asNumber.json().message).toBe(decimalMessages.imprecise);
    const currency = await send(t, w, 'POST', { url: '/api/currencies', body: { code: 'QZZ', name: 'Huge', symbol: 'H', rate: String(huge) } });
    expect(currency.statusCode, currency.body).toBe(400);
    expect(currency.json().message).toBe('Exchange rate is too large');
    const edit = await send(t, w, 'PUT', { url: `/api/currencies/${w.currencyId}`, body: { name: 'British Pound', symbol: '£', rate: '1000000000000' } });
    expect(edit.statusCode, edit.body).toBe(400);
    const exchange = await send(t, w, 'POST', {
      url: '/api/transactions',
      body: { transType: 'Exchange', outAccountId: w.accounts.usd, inAccountId: w.accounts.afn, currencyId: 1, cCurrencyId: 2, dAmount: '1', cAmount: '1', exRate: '10000000000000' },
    });
    expect(exchange.statusCode, exchange.body).toBe(400);
    expect(exchange.json().message).toBe('Exchange rate is too large');
    const hawala = await send(t, w, 'POST', { url: '/api/hawala', body: { senderName: 'A', receiverName: 'B', amount: '1', currency: 'AFN', exchangeRate: '1000000000000000' } });
    expect(hawala.statusCode, hawala.body).toBe(400);
    expect(hawala.json().message).toBe('Exchange rate is too large');
    // Just below the limit is still a rate.
    const largest = await send(t, w, 'POST', { url: '/api/currencies', body: { code: 'QZY', name: 'Largest', symbol: 'L', rate: '999999999999.99999999' } });
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it('a value PostgreSQL refuses (class 22, data exception) that a schema let through is a 400, not a 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/refused', async () => {
      throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('integer out of range'), { code: '22003' }) });
    });
    app.get('/broken', async () => {
      throw Object.assign(new Error('relation does not exist'), { code: '42P01' });
    });
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: valueRefusedMessage, code: 'valueRefused' });
    // A fault of the server itself stays a 500.
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
