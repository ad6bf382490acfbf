import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage } from '../hawala/test-support';
import { transactionApi } from '../transactions/test-support';

type Row = (string | number | undefined)[];

/** Every sheet of a workbook as rows of values (numbers as numbers), by sheet name. */
function workbookOf(data: Buffer): Record<string, Row[]> {
  const book = XLSX.read(data, { type: 'buffer' });
  return Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<Row>(book.Sheets[name]!, { header: 1, raw: true })]));
}
const rowOf = (rows: Row[], first: string) => rows.find((row) => row[0] === first);

/**
 * The FX reports' workbooks (docs/decisions.md, Exchange desk), on the deals of exchange-deals.test.ts worked by hand in AFN: buy 100 USD at
 * 70.00 and 300 at 71.00 (400 at 70.75), sell 200 at 71.50, realising 14,300.00 − 200 × 70.75 = 150.00. The board at
 * 70.50 / 71.50 (mid 71.00) values the 200 left at 14,200.00 against a cost of 14,150.00: 50.00 not yet realised.
 */
describe('FX profit and positions exports', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof transactionApi>;
  const download = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Kabul' });
    admin = await t.cookieFor('admin');
    api = transactionApi(t, admin);
    const usd = await api.account('Dollar customer', 1);
    const afn = await api.account('Afghani customer', 2);
    const buy = (dollars: string, afghanis: string, exRate: string, transDate: string) =>
      api.post({ transType: 'Exchange', outAccountId: usd, inAccountId: afn, currencyId: 1, cCurrencyId: 2, dAmount: dollars, cAmount: afghanis, exRate, transDate });
    await buy('100', '7000', '70', '2026-11-01');
    await buy('300', '21300', '71', '2026-11-02');
    await api.post({ transType: 'Exchange', outAccountId: afn, inAccountId: usd, currencyId: 2, cCurrencyId: 1, dAmount: '14300', cAmount: '200', exRate: '71.5', transDate: '2026-11-03' });
    const rates = await api.inject('PUT', '/api/currencies/1/rates', { buyRate: '70.5', sellRate: '71.5' });
    expect(rates.statusCode, rates.body).toBe(200);
  });
  afterAll(() => t.close());

  it('writes the FX profit by currency, month and day, with the figures of the report', async () => {
    const response = await download('/api/reports/fx-profit/export?from=2026-11-01&to=2026-11-30');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="fx_profit_2026-11-01_2026-11-30.xlsx"');
    const book = workbookOf(response.rawPayload);
    expect(Object.keys(book)).toEqual(['FX Profit', 'By month', 'By day']);
    const sheet = book['FX Profit']!;
    expect(rowOf(sheet, 'Period')).toEqual(['Period', '2026-11-01', '2026-11-30']);
    expect(rowOf(sheet, 'Realised profit')).toEqual(['Realised profit', 150]);
    expect(rowOf(sheet, 'USD')).toEqual(['USD', 3, 400, 28300, 70.75, 200, 14300, 71.5, 150]);
    expect(rowOf(sheet, 'Total')?.[8]).toBe(150);
    expect(rowOf(book['By month']!, '2026-11')).toEqual(['2026-11', 3, 150]);
    expect(book['By day']!.filter((row) => /^2026-11-0\d$/.test(String(row[0])))).toEqual([
      ['2026-11-01', 1, 0],
      ['2026-11-02', 1, 0],
      ['2026-11-03', 1, 150],
    ]);
  });

  it('writes the positions at average cost and at the board, naming a position long or short', async () => {
    const response = await download('/api/reports/positions/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = workbookOf(response.rawPayload)['Currency Positions']!;
    expect(rowOf(sheet, 'USD')).toEqual(['USD', 200, 'Long', 70.75, 14150, 70.5, 71.5, 71, 14200, 50]);
    expect(rowOf(sheet, 'Base currency')).toEqual(['Base currency', 'AFN']);
  });

  it('names a position of nothing held flat, not long, in every language', async () => {
    const eur = await api.account('Euro customer', 4);
    const afn = await api.account('Afghani customer 2', 2);
    await api.post({ transType: 'Exchange', outAccountId: eur, inAccountId: afn, currencyId: 4, cCurrencyId: 2, dAmount: '10', cAmount: '800', exRate: '80', transDate: '2026-10-30' });
    await api.post({ transType: 'Exchange', outAccountId: afn, inAccountId: eur, currencyId: 2, cCurrencyId: 4, dAmount: '800', cAmount: '10', exRate: '80', transDate: '2026-10-30' });
    const sheet = workbookOf((await download('/api/reports/positions/export')).rawPayload)['Currency Positions']!;
    expect(rowOf(sheet, 'EUR')?.slice(0, 3)).toEqual(['EUR', 0, 'Flat']);
  });

  it('speaks the reader’s language and calendar: Dari words, Solar Hijri days and months', async () => {
    const changed = await api.inject('PUT', '/api/auth/me/preferences', { language: 'fa-AF', calendar: 'solar-hijri' });
    expect(changed.statusCode, changed.body).toBe(200);
    const book = workbookOf((await download('/api/reports/fx-profit/export?from=2026-11-01&to=2026-11-30')).rawPayload);
    expect(Object.keys(book)).toEqual(['مفاد تبادله', 'به تفکیک ماه', 'به تفکیک روز']);
    // 1 November 2026 is 10 Aqrab 1405; 30 November is 9 Qaws.
    expect(rowOf(book['مفاد تبادله']!, 'دوره')).toEqual(['دوره', '10 عقرب 1405', '9 قوس 1405']);
    expect(rowOf(book['به تفکیک ماه']!, 'عقرب 1405')).toEqual(['عقرب 1405', 3, 150]);
    expect(rowOf(book['به تفکیک روز']!, '12 عقرب 1405')).toEqual(['12 عقرب 1405', 1, 150]);
    const positions = workbookOf((await download('/api/reports/positions/export')).rawPayload)['موقف اسعار']!;
    expect(rowOf(positions, 'USD')?.slice(0, 3)).toEqual(['USD', 200, 'موجود']);
    expect(rowOf(positions, 'EUR')?.slice(0, 3)).toEqual(['EUR', 0, 'بدون موقف']);
  });

  it('is for admins, and refuses a period it cannot cover as the report does', async () => {
    const clerk = await t.cookieFor('user');
    expect((await download('/api/reports/fx-profit/export?from=2026-11-01&to=2026-11-30', clerk)).statusCode).toBe(403);
    expect((await download('/api/reports/positions/export', clerk)).statusCode).toBe(403);
    expectMessage(await download('/api/reports/fx-profit/export?from=2026-11-30&to=2026-11-01'), 400, 'From date must not be after To date');
  });
});
