import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { toAmount } from '@sarafi/core';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { amountCell } from '../exports/build-workbook';

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
    expect(response.json().account).toMatchObject({ id: customer, nature: 'liability' });
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
    const impossible = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement?from=2026-02-30`, headers: { cookie: admin } });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe('Dates must be real calendar dates');
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/99999/statement', headers: { cookie: admin } })).statusCode).toBe(404);
  });

  it('exports the same opening, lines, totals and closing as XLSX, one sheet per currency', async () => {
    const range = 'from=2026-11-01&to=2026-11-30';
    const json = (await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement?${range}`, headers: { cookie: admin } })).json();
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement/export?${range}`, headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement_${json.account.accountCode}_2026-11-01_2026-11-30.xlsx"`);

    const book = XLSX.read(response.rawPayload, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['AFN']);
    const sheet = book.Sheets.AFN!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const amount = (value: unknown) => toAmount(String(value));
    expect(rows[1]).toEqual(['Account', `${json.account.accountCode} - Customer`]);
    expect(rows[3]).toEqual(['Period', '2026-11-01 to 2026-11-30']);
    expect(rows[4]![0]).toBe('Opening balance');
    expect([amount(rows[4]![1]), rows[4]![2]]).toEqual([json.currencies[0].opening, 'owed to']);
    expect(rows[5]![0]).toBe('Balances');
    expect(rows[7]).toEqual(['Date', 'Transaction ID', 'Type', 'Narrative', 'Debit', 'Credit', 'Balance', 'Owed']);
    // This customer's balances are all owed to them, so the shop's figure is the stored one, read 'owed to'.
    const lines = rows.slice(8, 8 + json.currencies[0].lines.length).map((row) => [row[0], row[1], row[2], row[3], amount(row[4]), amount(row[5]), amount(row[6]), row[7]]);
    expect(lines).toEqual(
      json.currencies[0].lines.map((l: Record<string, unknown>) => [l.date, l.transactionId, l.transType, l.narrative, l.debit, l.credit, l.balance, 'owed to']),
    );
    const [totals, closing] = rows.slice(8 + lines.length);
    expect([totals![0], amount(totals![4]), amount(totals![5])]).toEqual(['Totals', '250.50', '100.00']);
    expect([closing![0], amount(closing![6]), closing![7]]).toEqual(['Closing balance', json.currencies[0].closing, 'owed to']);
    // Amounts are number cells with the money format, so the spreadsheet can sum them.
    expect(sheet.E9).toMatchObject({ t: 'n', v: 250.5, z: '#,##0.00', w: '250.50' });
  });

  it('names an unbounded export start/today, and refuses a reversed range and a missing account', async () => {
    const all = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement/export`, headers: { cookie: admin } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-disposition']).toMatch(/_start_today\.xlsx"$/);
    const reversed = await t.app.inject({ method: 'GET', url: `/api/accounts/${customer}/statement/export?from=2026-12-01&to=2026-11-01`, headers: { cookie: admin } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must not be after the end date');
    const missing = await t.app.inject({ method: 'GET', url: '/api/accounts/99999/statement/export', headers: { cookie: admin } });
    expect(missing.statusCode).toBe(404);
  });

  it('writes amounts too large for an exact double as text', () => {
    expect(amountCell('12345678901234.56')).toEqual({ t: 's', v: '12,345,678,901,234.56' });
    expect(amountCell('9999999999999.99')).toMatchObject({ t: 'n', v: 9999999999999.99 });
    expect(amountCell('-1234.50')).toMatchObject({ t: 'n', v: -1234.5, w: '-1,234.50' });
  });
});
