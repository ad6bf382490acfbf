import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { transactionMessages as m } from '@sarafi/core';
import { accountBalances, accounts, appSettings, ledgerEntries, transactionAuditLog, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ledgerViolations, noViolations } from './ledger-invariants';

describe('posting debit, credit, transfer and exchange', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
    const make = async (name: string, currencyId: number, accountType = 'customer') => {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: name, currencyId, accountType } });
      ids[name] = response.json().id;
    };
    await make('ahmad-afn', 2);
    await make('bilal-afn', 2);
    await make('carla-usd', 1);
    await make('company', 1, 'company');
    const [inactive] = await t.handle.db.insert(accounts).values({ accountCode: 'OLD1', accountName: 'Old', currencyId: 2, accountStatus: 'inactive' }).returning();
    ids.inactive = inactive!.id;
  });
  afterAll(() => t.close());

  const post = (payload: object, cookie = admin, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie, ...headers }, payload });
  const balance = async (accountId: number, currencyId: number) =>
    (await t.handle.db.select().from(accountBalances).where(and(eq(accountBalances.accountId, accountId), eq(accountBalances.currencyId, currencyId))))[0]?.balance ?? '0.00';

  it('posts a debit voucher against cash 11 with the signed-in user, its entries, balances and audit row', async () => {
    const response = await post({ transType: 'Debit', outAccountId: ids['ahmad-afn'], inAccountId: 11, currencyId: 2, dAmount: '1,500.50', transDescription: 'Cash withdrawal', userCreated: 'someone-else', exRate: '1' });
    expect(response.statusCode).toBe(201);
    const tx = response.json();
    expect(tx).toMatchObject({ transType: 'Debit', dAmount: '1500.50', cAmount: '1500.50', userCreated: 'admin', userModified: 'admin', exRate: '1.00000000' });
    const entries = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, tx.id));
    expect(entries.map((e) => [e.accountId, e.amount]).sort()).toEqual([[11, '1500.50'], [ids['ahmad-afn'], '-1500.50']].sort());
    expect(await balance(ids['ahmad-afn']!, 2)).toBe('-1500.50');
    expect(await balance(11, 2)).toBe('1500.50');
    const [audit] = await t.handle.db.select().from(transactionAuditLog).where(eq(transactionAuditLog.transactionId, tx.id));
    expect(audit).toMatchObject({ action: 'create' });
  });

  it('prints the receipt record of a voucher with who posted it', async () => {
    const posted = (await post({ transType: 'Credit', outAccountId: 11, inAccountId: ids['ahmad-afn'], currencyId: 2, dAmount: '42', transDescription: '<img src=x onerror=alert(1)>' })).json();
    const receipt = await t.app.inject({ method: 'GET', url: `/api/transactions/${posted.id}/receipt`, headers: { cookie: user } });
    expect(receipt.json()).toMatchObject({
      id: posted.id,
      trans_type: 'Credit',
      debitaccountname: 'Cash at Shop',
      creditaccountname: 'ahmad-afn',
      d_amount: '42.00',
      commission: '0.00',
      currency: 'AFN',
      trans_description: '<img src=x onerror=alert(1)>',
      username: 'admin',
      contact: 'For inquiries contact us on WhatsApp',
    });
    // The narrative above came back verbatim, as JSON: escaping is the page's job (React text nodes), never the API's.
    expect(receipt.headers['content-type']).toMatch(/^application\/json/);
    await t.handle.db.insert(appSettings).values({ key: 'receipt_contact', value: 'WhatsApp +93 700 000 000' });
    const configured = await t.app.inject({ method: 'GET', url: `/api/transactions/${posted.id}/receipt`, headers: { cookie: user } });
    expect(configured.json().contact).toBe('WhatsApp +93 700 000 000');
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions/999999/receipt', headers: { cookie: user } })).statusCode).toBe(404);
  });

  it('reverses sides for company accounts and refuses the wrong side', async () => {
    expect((await post({ transType: 'Debit', outAccountId: 11, inAccountId: ids.company, currencyId: 1, dAmount: '10', transDescription: 'x' })).statusCode).toBe(201);
    expect((await post({ transType: 'Credit', outAccountId: ids.company, inAccountId: 11, currencyId: 1, dAmount: '10', transDescription: 'x' })).statusCode).toBe(201);
    const wrong = await post({ transType: 'Debit', outAccountId: ids.company, inAccountId: 11, currencyId: 1, dAmount: '10', transDescription: 'x' });
    expect(wrong.statusCode).toBe(400);
    // A company account may use another currency; a customer account may not.
    expect((await post({ transType: 'Credit', outAccountId: 11, inAccountId: ids['ahmad-afn'], currencyId: 2, dAmount: '5', transDescription: 'x' })).statusCode).toBe(201);
    expect((await post({ transType: 'Credit', outAccountId: 11, inAccountId: ids['ahmad-afn'], currencyId: 1, dAmount: '5', transDescription: 'x' })).statusCode).toBe(400);
    expect((await post({ transType: 'Credit', outAccountId: ids.company, inAccountId: 11, currencyId: 2, dAmount: '5', transDescription: 'x' })).statusCode).toBe(201);
  });

  it('lets the roles with the cash-voucher right post vouchers, by transType; an operator may not', async () => {
    const voucher = { transType: 'Debit', outAccountId: ids['ahmad-afn'], inAccountId: 11, currencyId: 2, dAmount: '1', transDescription: 'x' };
    expect((await post(voucher, await t.cookieFor('operator'))).statusCode).toBe(403);
    const byClerk = await post(voucher, user);
    expect(byClerk.statusCode).toBe(201);
    expect(byClerk.json().userCreated).toBe('user1');
    const transfer = await post({ transType: 'Transfer', outAccountId: ids['ahmad-afn'], inAccountId: ids['bilal-afn'], currencyId: 2, dAmount: '250', transDescription: 'rent', cTransDescription: 'rent' }, user);
    expect(transfer.statusCode).toBe(201);
    expect(transfer.json().userCreated).toBe('user1');
  });

  it.each([
    [{ transType: 'Debit', inAccountId: 11, currencyId: 2, dAmount: '1', transDescription: 'x' }, m.accountRequired],
    [{ transType: 'Debit', outAccountId: 101, inAccountId: 11, currencyId: 2, dAmount: '1' }, m.narrativeRequired],
    [{ transType: 'Credit', outAccountId: 11, inAccountId: 101, currencyId: 2, dAmount: '0.001', transDescription: 'x' }, m.amountPositive],
    [{ transType: 'Credit', outAccountId: 11, inAccountId: 101, dAmount: '1', transDescription: 'x' }, m.currencyNotFound],
    [{ transType: 'Transfer', inAccountId: 101, currencyId: 2, dAmount: '1', transDescription: 'a', cTransDescription: 'b' }, m.debitAccountRequired],
    [{ transType: 'Transfer', outAccountId: 101, currencyId: 2, dAmount: '1', transDescription: 'a', cTransDescription: 'b' }, m.creditAccountRequired],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, currencyId: 2, transDescription: 'a', cTransDescription: 'b' }, m.amountRequired],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, currencyId: 2, dAmount: '1', cTransDescription: 'b' }, m.debitNarrativeRequired],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, currencyId: 2, dAmount: '1', transDescription: 'a' }, m.creditNarrativeRequired],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, dAmount: '1', transDescription: 'a', cTransDescription: 'b' }, m.currencyRequired],
    [{ transType: 'Exchange', inAccountId: 102, currencyId: 1, cCurrencyId: 2, dAmount: '1', cAmount: '70', exRate: '70' }, m.purchaseAccountRequired],
    [{ transType: 'Exchange', outAccountId: 103, inAccountId: 102, currencyId: 1, cCurrencyId: 2, dAmount: '0', cAmount: '70', exRate: '70' }, m.purchaseAmountPositive],
    [{ transType: 'Exchange', outAccountId: 103, currencyId: 1, cCurrencyId: 2, dAmount: '1', cAmount: '70', exRate: '70' }, m.sellingAccountRequired],
    [{ transType: 'Exchange', outAccountId: 103, inAccountId: 102, currencyId: 1, cCurrencyId: 2, dAmount: '1', cAmount: '0', exRate: '70' }, m.sellingAmountPositive],
    [{ transType: 'Exchange', outAccountId: 103, inAccountId: 102, currencyId: 1, cCurrencyId: 2, dAmount: '1', cAmount: '70', exRate: '0' }, m.rateRequired],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, currencyId: 2, dAmount: '1', transDescription: 'a', cTransDescription: 'b', transDate: '2026-02-30' }, 'Date is not a valid date'],
    [{ transType: 'Transfer', outAccountId: 101, inAccountId: 102, currencyId: 2, dAmount: '1', transDescription: 'a', cTransDescription: 'b', transDate: '30/01/2026' }, 'Date must be YYYY-MM-DD'],
  ])('refuses %o with its catalogue message', async (payload, message) => {
    const before = await t.handle.db.$count(transactions);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.handle.db.$count(transactions)).toBe(before);
  });

  it('refuses unknown, inactive and system accounts', async () => {
    const base = { transType: 'Transfer', currencyId: 2, dAmount: '1', transDescription: 'a', cTransDescription: 'b' };
    expect((await post({ ...base, outAccountId: ids['ahmad-afn'], inAccountId: 99999 })).json().message).toBe('Account 99999 does not exist');
    expect((await post({ ...base, outAccountId: ids['ahmad-afn'], inAccountId: ids.inactive })).json().message).toMatch(/inactive; only active accounts/);
    expect((await post({ ...base, outAccountId: ids['ahmad-afn'], inAccountId: 11 })).statusCode).toBe(400);
  });

  it('moves a transfer only between accounts that hold its currency (company accounts hold any)', async () => {
    const base = { transType: 'Transfer', currencyId: 2, dAmount: '3', transDescription: 'a', cTransDescription: 'b' };
    const intoUsd = await post({ ...base, outAccountId: ids['ahmad-afn'], inAccountId: ids['carla-usd'] });
    expect(intoUsd.statusCode).toBe(400);
    expect(intoUsd.json().message).toMatch(/trades only in its own currency/);
    expect((await post({ ...base, outAccountId: ids['ahmad-afn'], inAccountId: ids.company })).statusCode).toBe(201);
  });

  it('posts an exchange through the FX position accounts with the one rate conversion', async () => {
    // USD → AFN multiplies: 100 USD at 70 = 7,000 AFN.
    const response = await post({ transType: 'Exchange', outAccountId: ids['carla-usd'], inAccountId: ids['bilal-afn'], currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '7000', exRate: '70' });
    expect(response.statusCode).toBe(201);
    const entries = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, response.json().id));
    expect(entries).toHaveLength(4);
    // AFN → USD divides: 7,000 AFN at 70 = 100 USD; a wrong selling amount is refused.
    const wrong = await post({ transType: 'Exchange', outAccountId: ids['bilal-afn'], inAccountId: ids['carla-usd'], currencyId: 2, cCurrencyId: 1, dAmount: '7000', cAmount: '490000', exRate: '70' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Selling amount must be 100.00 for 7000.00 AFN at 70');
  });

  it('keeps the ledger invariants after all of the above', async () => {
    expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
  });

  it('posts once for 20 concurrent requests with one Idempotency-Key, and refuses the key for another body', async () => {
    const payload = { transType: 'Transfer', outAccountId: ids['ahmad-afn'], inAccountId: ids['bilal-afn'], currencyId: 2, dAmount: '77', transDescription: 'once', cTransDescription: 'once' };
    const before = await t.handle.db.$count(transactions);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(payload, admin, { 'idempotency-key': 'form-123' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await t.handle.db.$count(transactions)).toBe(before + 1);
    const other = await post({ ...payload, dAmount: '78' }, admin, { 'idempotency-key': 'form-123' });
    expect(other.statusCode).toBe(422);
    expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
  });
});
