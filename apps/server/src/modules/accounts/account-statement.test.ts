import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('account statement', () => {
  let t: TestApp;
  let admin: string;
  let customer: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    const make = async (name: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: name, currencyId: 2 } })).json().id as number;
    customer = await make('Customer');
    const other = await make('Other');
    const post = async (payload: object, transDate: string) => {
      const id = (await t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload })).json().id as number;
      await t.handle.db.update(transactions).set({ transDate }).where(eq(transactions.id, id));
    };
    await post({ transType: 'Credit', outAccountId: 11, inAccountId: customer, currencyId: 2, dAmount: '1000', transDescription: 'opening deposit' }, '2026-10-31');
    await post({ transType: 'Debit', outAccountId: customer, inAccountId: 11, currencyId: 2, dAmount: '250.50', transDescription: 'withdrawal' }, '2026-11-02');
    await post({ transType: 'Transfer', outAccountId: other, inAccountId: customer, currencyId: 2, dAmount: '100', transDescription: 'rent', cTransDescription: 'rent' }, '2026-11-05');
    await post({ transType: 'Transfer', outAccountId: customer, inAccountId: other, currencyId: 2, dAmount: '50', transDescription: 'later', cTransDescription: 'later' }, '2026-12-01');
  });
  afterAll(() => t.close());

  it('gives opening, lines with running balance, totals and closing for the range', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement?from=2026-11-01&to=2026-11-30`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    const [afn] = response.json().currencies;
    expect(afn).toMatchObject({ currency: 'AFN', opening: '1000.00', totalDebit: '250.50', totalCredit: '100.00', closing: '849.50' });
    expect(afn.lines.map((l: { date: string; debit: string; credit: string; balance: string }) => [l.date, l.debit, l.credit, l.balance])).toEqual([
      ['2026-11-02', '250.50', '0.00', '749.50'],
      ['2026-11-05', '0.00', '100.00', '849.50'],
    ]);
  });

  it('covers all time without a range, and refuses a reversed range and a missing account', async () => {
    const all = (await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement`, headers: { cookie: admin } })).json();
    expect(all.currencies[0]).toMatchObject({ opening: '0.00', closing: '799.50' });
    expect(all.currencies[0].lines).toHaveLength(4);
    const reversed = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement?from=2026-12-01&to=2026-11-01`, headers: { cookie: admin } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must not be after the end date');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/99999/statement', headers: { cookie: admin } })).statusCode).toBe(404);
  });
});
