import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('cash book and trial balance', () => {
  let t: TestApp;
  let admin: string;
  let customer: { id: number; accountCode: string };
  let other: { id: number; accountCode: string };
  const get = async (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    const open = async (accountName: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName, currencyId: 2, accountType: 'customer' } })).json();
    customer = await open('Ahmad Hakimi');
    other = await open('Zarghona');
    const post = async (payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    // 24 Nov: 1,000.00 paid in. 25 Nov: 500.00 in, 200.25 out, and a transfer that never touches the drawer.
    await post({ transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: 2, dAmount: '1000', transDescription: 'deposit', transDate: '2026-11-24' });
    await post({ transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: 2, dAmount: '500', transDescription: 'second deposit', transDate: '2026-11-25' });
    await post({ transType: 'Debit', outAccountId: customer.id, inAccountId: 11, currencyId: 2, dAmount: '200.25', transDescription: 'withdrawal', transDate: '2026-11-25' });
    await post({ transType: 'Transfer', outAccountId: customer.id, inAccountId: other.id, currencyId: 2, dAmount: '50', transDescription: 'to Zarghona', cTransDescription: 'from Ahmad', transDate: '2026-11-25' });
  });
  afterAll(() => t.close());

  it('gives a day its opening, every drawer movement with a running balance, and the expected closing', async () => {
    const response = await get('/api/reports/cash-book?date=2026-11-25', await t.cookieFor('user'));
    expect(response.statusCode, response.body).toBe(200);
    const book = response.json();
    expect(book).toMatchObject({ cashAccount: { id: 11, code: '11' }, from: '2026-11-25', to: '2026-11-25' });
    expect(book.currencies).toHaveLength(1);
    const [usd] = book.currencies;
    expect(usd).toMatchObject({ currencyCode: 'AFN', opening: '1000.00', totalIn: '500.00', totalOut: '200.25', closing: '1299.75' });
    expect(usd.lines.map((l: Record<string, unknown>) => [l.transType, l.amountIn, l.amountOut, l.balance, l.narrative])).toEqual([
      ['Credit', '500.00', '0.00', '1500.00', 'second deposit'],
      ['Debit', '0.00', '200.25', '1299.75', 'withdrawal'],
    ]);
    expect(usd.lines[0].counterpart).toEqual({ id: customer.id, code: customer.accountCode, name: 'Ahmad Hakimi' });
    expect(usd.lines[0].user).toBe('admin');
    expect(book.summary.byType).toEqual([
      { transType: 'Credit', currencyCode: 'AFN', count: 1, amountIn: '500.00', amountOut: '0.00' },
      { transType: 'Debit', currencyCode: 'AFN', count: 1, amountIn: '0.00', amountOut: '200.25' },
    ]);
    expect(book.summary).toMatchObject({ hawalasPassed: 0, hawalasCancelled: 0 });
  });

  it('covers a range from the opening of its first day', async () => {
    const [usd] = (await get('/api/reports/cash-book?from=2026-11-24&to=2026-11-25')).json().currencies;
    expect(usd).toMatchObject({ opening: '0.00', totalIn: '1500.00', totalOut: '200.25', closing: '1299.75' });
    const [later] = (await get('/api/reports/cash-book?date=2026-11-26')).json().currencies;
    expect(later).toMatchObject({ opening: '1299.75', lines: [], closing: '1299.75' });
  });

  it('refuses a query it cannot answer with a clear message', async () => {
    const refusal = async (url: string) => {
      const response = await get(url);
      return [response.statusCode, response.json().message];
    };
    expect(await refusal('/api/reports/cash-book')).toEqual([400, expect.stringContaining('Please choose a date')]);
    expect(await refusal('/api/reports/cash-book?date=2026-11-25&from=2026-11-01')).toEqual([400, expect.stringContaining('either a date')]);
    expect(await refusal('/api/reports/cash-book?from=2026-11-25&to=2026-11-24')).toEqual([400, expect.stringContaining('must not be after')]);
    expect(await refusal('/api/reports/cash-book?from=2026-01-01&to=2026-12-31')).toEqual([400, expect.stringContaining('at most 31 days')]);
    expect(await refusal('/api/reports/cash-book?date=2026-02-30')).toEqual([400, expect.stringContaining('not a valid date')]);
    expect(await refusal(`/api/reports/cash-book?date=2026-11-25&cashAccountId=${customer.id}`)).toEqual([400, 'This account is not a cash account']);
    expect(await refusal('/api/reports/cash-book?date=2026-11-25&cashAccountId=999999')).toEqual([404, 'Account not found']);
  });

  it('shows balances at the end of a day in debit and credit columns that total equal', async () => {
    const first = (await get('/api/reports/trial-balance?asOf=2026-11-24')).json();
    expect(first.rows.map((r: Record<string, unknown>) => [r.accountCode, r.group, r.debit, r.credit])).toEqual([
      ['11', 'cash', '1000.00', '0.00'],
      [customer.accountCode, 'customers', '0.00', '1000.00'],
    ]);
    expect(first.totals).toEqual([{ currencyCode: 'AFN', debit: '1000.00', credit: '1000.00', balanced: true }]);
    const now = (await get('/api/reports/trial-balance')).json();
    expect(now.rows.map((r: Record<string, unknown>) => [r.accountCode, r.debit, r.credit])).toEqual([
      ['11', '1299.75', '0.00'],
      [customer.accountCode, '0.00', '1249.75'],
      [other.accountCode, '0.00', '50.00'],
    ]);
    expect(now.totals).toEqual([{ currencyCode: 'AFN', debit: '1299.75', credit: '1299.75', balanced: true }]);
    expect((await get('/api/reports/trial-balance?asOf=2026-13-01')).statusCode).toBe(400);
  });

  it('keeps the trial balance to admins', async () => {
    expect((await get('/api/reports/trial-balance', await t.cookieFor('user'))).statusCode).toBe(403);
    expect((await get('/api/reports/trial-balance', await t.cookieFor('operator'))).statusCode).toBe(403);
  });
});
