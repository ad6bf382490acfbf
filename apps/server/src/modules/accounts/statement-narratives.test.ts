import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * docs/decisions.md, Balances: a transfer's credited account showed the debit narrative, an exchange's selling account the
 * purchase narrative. Each side reads its own, in the statement, its XLSX and the search export by account.
 */
describe('each side of a document shows its own narrative', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const afn = 2;
  const usd = 1;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    const make = async (key: string, payload: object) => {
      ids[key] = (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload })).json().id;
    };
    await make('payer', { accountName: 'Payer', currencyId: afn });
    await make('payee', { accountName: 'Payee', currencyId: afn });
    await make('buyer', { accountName: 'Buyer', currencyId: afn, accountType: 'company' });
    await make('seller', { accountName: 'Seller', currencyId: usd });
    const post = async (payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie: admin }, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await post({ transType: 'Transfer', outAccountId: ids.payer, inAccountId: ids.payee, currencyId: afn, dAmount: '500', transDescription: 'Rent paid to Payee', cTransDescription: 'Rent received from Payer' });
    await post({
      transType: 'Exchange',
      outAccountId: ids.buyer,
      inAccountId: ids.seller,
      currencyId: afn,
      cCurrencyId: usd,
      dAmount: '6875',
      cAmount: '100.00',
      exRate: '68.75',
      transDescription: 'AFN 6,875 bought from Buyer',
      cTransDescription: 'USD 100 paid to Seller',
    });
  });
  afterAll(() => t.close());

  const statementNarratives = async (key: string) => {
    const statement = (await t.app.inject({ method: 'GET', url: `/api/accounts/${ids[key]}/statement`, headers: { cookie: admin } })).json();
    return statement.currencies.flatMap((c: { lines: { narrative: string }[] }) => c.lines.map((l) => l.narrative));
  };
  const xlsxNarratives = async (key: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/accounts/${ids[key]}/statement/export`, headers: { cookie: admin } });
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    return book.SheetNames.flatMap((name) => {
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true });
      const header = rows.findIndex((row) => row[0] === 'Date');
      return rows.slice(header + 1, -2).map((row) => row[3]);
    });
  };
  const searchExportNarratives = async (key: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/transactions/export?account=${ids[key]}`, headers: { cookie: admin } });
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!).map((row) => row.Description);
  };

  it.each([
    ['payer', 'Rent paid to Payee'],
    ['payee', 'Rent received from Payer'],
    ['buyer', 'AFN 6,875 bought from Buyer'],
    ['seller', 'USD 100 paid to Seller'],
  ])('%s reads %j in the statement, its XLSX and the search export by account', async (key, narrative) => {
    expect(await statementNarratives(key)).toEqual([narrative]);
    expect(await xlsxNarratives(key)).toEqual([narrative]);
    expect(await searchExportNarratives(key)).toEqual([narrative]);
  });

  it('the FX positions read the narrative of their own leg of the exchange', async () => {
    const fx = async (code: string) => {
      const [row] = await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code));
      const statement = (await t.app.inject({ method: 'GET', url: `/api/accounts/${row!.id}/statement`, headers: { cookie: admin } })).json();
      return statement.currencies[0].lines[0].narrative;
    };
    expect(await fx('FX-AFN')).toBe('AFN 6,875 bought from Buyer');
    expect(await fx('FX-USD')).toBe('USD 100 paid to Seller');
  });
});
