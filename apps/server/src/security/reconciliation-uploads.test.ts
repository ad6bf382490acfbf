import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaImportMessages, reconciliationMessages } from '@sarafi/core';
import { accounts } from '../db/schema';
import { multipart, sheetOf } from '../modules/hawala-import/test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { ods, odsCell, odsHeader, odsRow, xlsDeclaring, xlsx, xlsxHeader, xlsxInline } from './hostile-spreadsheets';

// The hostile files carry the hawala template's header; the run maps two of its columns.
const mapping = { hawalaNo: 'Trans No', date: 'Receiver Name', amount: 'Amount', debit: null, credit: null, currency: null, balance: null, defaultCurrency: 'USD', sign: 'auto' };
const run = { mapping: JSON.stringify(mapping), from: '2026-05-01', to: '2026-05-31', toleranceDays: '3' };
const cancelled = '<table:table-cell office:value-type="string"><text:p><![CDATA[</text:p></table:table-cell><table:table-cell table:number-columns-repeated="100000000" office:value-type="string"><text:p>x]]></text:p></table:table-cell>';

describe('hostile and broken partner sheets get a clear 4xx from both reconciliation calls, and the server keeps serving', () => {
  let t: TestApp;
  let cookie: string;
  let partner: number;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_UPLOAD_MB: 1 });
    cookie = await t.cookieFor('user');
    const [row] = await t.handle.db.insert(accounts).values({ accountCode: '2001', accountName: 'Partner', currencyId: 1, accountType: 'partner' }).returning();
    partner = row!.id;
  });
  afterAll(() => t.close());

  function post(step: 'columns' | 'run', file: { fileName: string; data: Buffer; contentType?: string }) {
    const fields = step === 'run' ? Object.entries(run).map(([name, value]) => ({ name, value })) : [];
    const body = multipart([...fields, { name: 'file', ...file }]);
    const url = `/api/partners/${partner}/reconciliations${step === 'columns' ? '/columns' : ''}`;
    return t.app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
  }

  const odsLine = odsRow([odsCell('B-1'), odsCell('Wali'), odsCell('2026-05-03'), odsCell('100')]);
  const xlsRows = [
    ['Trans No', 'Sender Name', 'Receiver Name', 'Amount'],
    ['X-1', 'Wali', '2026-05-03', 100],
  ];
  const good = sheetOf([['G-1', 'Wali', '2026-05-03', 100]]);

  it.each([
    ['an ods declaring a cell repeated across 10^8 columns', 'bomb.ods', ods(`${odsHeader}${odsRow([odsCell('B-1'), odsCell('x', ' table:number-columns-repeated="100000000"')])}`), 422, hawalaImportMessages.tooManyCells(2_000_420)],
    ['an ods declaring a row repeated 10^8 times', 'rows.ods', ods(`${odsHeader}${odsRow([odsCell('B-2'), odsCell('a'), odsCell('b'), odsCell('1')], ' table:number-rows-repeated="100000000"')}`), 422, hawalaImportMessages.tooManyRows(100_000)],
    ['an xls declaring 2^32 rows', 'tall.xls', xlsDeclaring(xlsRows, 0xffffffff, 0xffff), 422, hawalaImportMessages.tooManyRows(100_000)],
    ['a text file named .xlsx', 'sheet.xlsx', Buffer.from('Trans No,Amount\nA-1,100\n'), 400, hawalaImportMessages.invalidType],
    ['an HTML page named .xls', 'page.xls', Buffer.from('<html><body><table><tr><td>Trans No</td></tr></table></body></html>'), 400, hawalaImportMessages.invalidType],
    ['an xlsx cut in half', 'cut.xlsx', good.subarray(0, Math.floor(good.length / 2)), 422, hawalaImportMessages.unreadable],
    ['a sheet with no header row', 'blank.xlsx', xlsx(`<row r="1">${xlsxInline('A1', 'only one cell')}</row>`), 422, reconciliationMessages.noHeader],
  ])('%s', async (_name, fileName, data, status, message) => {
    for (const step of ['columns', 'run'] as const) {
      const response = await post(step, { fileName, data });
      // A sheet without a header fails the run at the mapped columns instead.
      const expected = step === 'run' && message === reconciliationMessages.noHeader ? reconciliationMessages.columnMissing : message;
      expect([response.statusCode, response.json().message], `${step}: ${response.body}`).toEqual([status, expected]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const normal = await post('run', { fileName: 'good.xlsx', data: good });
    expect(normal.statusCode, normal.body).toBe(200);
  });

  // Tens of seconds on a busy machine while the reader runs out of heap: tried on one call, the other shares the reader.
  it('answers 422 to an ods that hides its repeat from the checks and exhausts the reader', async () => {
    const response = await post('columns', { fileName: 'hidden.ods', data: ods(`${odsHeader}${odsLine}${odsRow([odsCell('H-1'), cancelled])}`) });
    expect([response.statusCode, response.json().message]).toEqual([422, hawalaImportMessages.tooComplex]);
    expect((await post('run', { fileName: 'good.xlsx', data: good })).statusCode).toBe(200);
  });

  it('refuses an upload over the size cap with 413 while it arrives, and a form without a file with 400', async () => {
    const big = Buffer.concat([xlsx(xlsxHeader), Buffer.alloc(1024 * 1024 + 1)]);
    for (const step of ['columns', 'run'] as const) {
      const response = await post(step, { fileName: 'big.xlsx', data: big });
      expect([response.statusCode, response.json().message]).toEqual([413, hawalaImportMessages.tooLarge(1024 * 1024)]);
    }
    const body = multipart(Object.entries(run).map(([name, value]) => ({ name, value })));
    const none = await t.app.inject({ method: 'POST', url: `/api/partners/${partner}/reconciliations`, headers: { cookie, ...body.headers }, payload: body.payload });
    expect([none.statusCode, none.json().message]).toEqual([400, hawalaImportMessages.noFile]);
  });
});
