import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaImportMessages } from '@sarafi/core';
import { parseSpreadsheet } from '../modules/hawala-import/parse-spreadsheet';
import { addDefaultSender, postFile, sheetOf, storedHawalaCount } from '../modules/hawala-import/test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { ods, odsCell, odsHeader, odsRow, xlsDeclaring, xlsx, xlsxHeader, xlsxInline, xlsxShared } from './hostile-spreadsheets';

const defaultLimits = { maxRows: 100_000, maxUnzippedBytes: 100 * 1024 * 1024 };
const odsLine = (no: string) => odsRow([odsCell(no), odsCell('Wali'), odsCell('Zarghuna'), odsCell('100')]);

describe('hostile spreadsheets cannot end the server', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addDefaultSender(t);
    cookie = await t.cookieFor('operator');
  });
  afterAll(() => t.close());

  const storedCount = () => storedHawalaCount(t);

  /** After every bomb: the server answers, and a normal file still imports. */
  async function stillServing(tag: string) {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const before = await storedCount();
    const normal = await postFile(t, cookie, 'import', { fileName: 'normal.xlsx', data: sheetOf([[`OK-${tag}`, 'Wali', 'Zarghuna', 100]]) });
    expect(normal.statusCode, normal.body).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  }

  it('refuses an ods declaring a cell repeated across 10^8 columns or rows, before anything is expanded', async () => {
    const columns = ods(`${odsHeader}${odsRow([odsCell('B-1'), odsCell('x', ' table:number-columns-repeated="100000000"')])}`);
    const rows = ods(`${odsHeader}${odsRow([odsCell('B-2'), odsCell('a'), odsCell('b'), odsCell('1')], ' table:number-rows-repeated="100000000"')}`);
    // Spelled as SheetJS would still read it: another prefix, upper case, a number with trailing text.
    const spelled = ods(`${odsHeader}${odsRow([odsCell('B-3'), odsCell('x', ' t:NUMBER-COLUMNS-REPEATED="100000000abc"')])}`);
    // Empty cells placing one string cell far right, which SheetJS would keep in a sparse row 10^8 long.
    const farRight = ods(`${odsHeader}${odsRow([odsCell('B-4'), '<table:table-cell table:number-columns-repeated="100000000"/>', '<table:table-cell office:value-type="string" office:string-value="x"/>'])}`);
    expect(columns.length).toBeLessThan(2048);
    for (const [data, message] of [
      [columns, hawalaImportMessages.tooManyCells(2_000_420)],
      [rows, hawalaImportMessages.tooManyRows(100_000)],
      [spelled, hawalaImportMessages.tooManyCells(2_000_420)],
      [farRight, hawalaImportMessages.tooManyCells(2_000_420)],
    ] as const) {
      for (const endpoint of ['preview', 'import'] as const) {
        const response = await postFile(t, cookie, endpoint, { fileName: 'bomb.ods', data });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().message).toBe(message);
      }
    }
    await stillServing('ods');
  });

  it('keeps reading an ods whose blank remainder repeats a million times, as LibreOffice writes every sheet', async () => {
    const blankTail = odsRow(['<table:table-cell table:number-columns-repeated="16384"/>'], ' table:number-rows-repeated="1048570"');
    const response = await postFile(t, cookie, 'preview', { fileName: 'libre.ods', data: ods(`${odsHeader}${odsLine('L-1')}${odsLine('L-2')}${blankTail}`) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalRows: 2, errors: [] });
  });

  it('answers 422 when a file the checks miss exhausts the reader, and the server keeps serving', async () => {
    // CDATA hides the repeat from an XML reader, but SheetJS's tag search still finds it and expands it.
    const hidden = ods(
      `${odsHeader}${odsRow([odsCell('H-1'), '<table:table-cell office:value-type="string"><text:p><![CDATA[</text:p></table:table-cell><table:table-cell table:number-columns-repeated="100000000" office:value-type="string"><text:p>x]]></text:p></table:table-cell>'])}`,
    );
    const response = await postFile(t, cookie, 'preview', { fileName: 'hidden.ods', data: hidden });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(hawalaImportMessages.tooComplex);
    await stillServing('hidden');
  });

  it('reads an xlsx that declares the whole sheet (A1:XFD1048576) or a cell past the last column by its real rows', async () => {
    const rows = `${xlsxHeader}<row r="2">${['D-1', 'Wali', 'Zarghuna', '100'].map((v, i) => xlsxInline(`${'ABCD'[i]}2`, v)).join('')}${xlsxInline('ZZZZZZZZ2', 'far')}</row>`;
    const data = xlsx(rows, { before: '<dimension ref="A1:XFD1048576"/>' });
    const response = await postFile(t, cookie, 'preview', { fileName: 'declared.xlsx', data });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalRows: 1, errors: [], preview: [{ row: 2, hawalaNo: 'D-1' }] });
  });

  it('reads an xls by its declared dimensions without building them: 2^32 rows is refused, 65,535 columns read', async () => {
    const rows = [
      ['Trans No', 'Sender Name', 'Receiver Name', 'Amount'],
      ['X-1', 'Wali', 'Zarghuna', 100],
    ];
    const tall = await postFile(t, cookie, 'preview', { fileName: 'tall.xls', data: xlsDeclaring(rows, 0xffffffff, 0xffff) });
    expect(tall.statusCode, tall.body).toBe(422);
    expect(tall.json().message).toBe(hawalaImportMessages.tooManyRows(100_000));
    const wide = await postFile(t, cookie, 'preview', { fileName: 'wide.xls', data: xlsDeclaring(rows, 2, 0xffff) });
    expect(wide.statusCode, wide.body).toBe(200);
    expect(wide.json()).toMatchObject({ totalRows: 1, preview: [{ hawalaNo: 'X-1' }] });
    await stillServing('xls');
  });

  it('answers a whole preview (never a 200 cut off mid-stream) for a row numbered "abc"', async () => {
    const line = (r: string, no: string) => `<row r="${r}">${[no, 'Wali', 'Zarghuna', '100'].map((v, i) => xlsxInline(`${'ABCD'[i]}${r}`, v)).join('')}</row>`;
    const response = await postFile(t, cookie, 'preview', { fileName: 'abc.xlsx', data: xlsx(`${xlsxHeader}${line('2', 'R-2')}${line('abc', 'R-3')}${line('-1', 'R-4')}`) });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { preview: { row: number; hawalaNo: string }[] };
    expect(body.preview.map((p) => [p.row, p.hawalaNo])).toEqual([
      [2, 'R-2'],
      [3, 'R-3'],
      [4, 'R-4'],
    ]);
  });

  it('makes a NUL hidden in a cell (_x0000_) a row error, with its row, in the preview and in the import', async () => {
    const line = (r: number, cells: string) => `<row r="${r}">${cells}</row>`;
    const data = xlsx(
      `${xlsxHeader}${line(2, ['N-1', 'Wali', 'Zarghuna', '100'].map((v, i) => xlsxInline(`${'ABCD'[i]}2`, v)).join(''))}` +
        line(3, [xlsxInline('A3', 'N-2'), xlsxInline('B3', 'Wa_x0000_li'), xlsxInline('C3', 'Zarghuna'), xlsxInline('D3', '100')].join('')) +
        line(4, [xlsxInline('A4', 'N-3'), xlsxInline('B4', 'Wali'), xlsxShared('C4', 0), xlsxInline('D4', '100')].join('')),
      { sharedStrings: ['Zar_x0000_ghuna'] },
    );
    const preview = await postFile(t, cookie, 'preview', { fileName: 'nul.xlsx', data });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = [
      { row: 3, hawalaNo: 'N-2', reason: 'Sender Name contains a hidden NUL character' },
      { row: 4, hawalaNo: 'N-3', reason: 'Receiver Name contains a hidden NUL character' },
    ];
    expect(preview.json().errors).toMatchObject(expected);
    const before = await storedCount();
    const imported = await postFile(t, cookie, 'import', { fileName: 'nul.xlsx', data });
    expect(imported.statusCode, imported.body).toBe(422);
    expect(imported.json()).toMatchObject({ code: 'hawalaImport.invalidRows', errors: expected });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a small file whose one long shared string, used in every cell, would reach the server many times over', async () => {
    const long = 'W'.repeat(250);
    const rows = Array.from({ length: 2000 }, (_, i) => `<row r="${i + 2}">${xlsxInline(`A${i + 2}`, `S-${i}`)}${xlsxShared(`B${i + 2}`, 0)}${xlsxShared(`C${i + 2}`, 0)}${xlsxInline(`D${i + 2}`, '1')}</row>`);
    const data = xlsx(`${xlsxHeader}${rows.join('')}`, { sharedStrings: [long] });
    const limits = { ...defaultLimits, maxUnzippedBytes: 1024 * 1024 };
    // The file unpacks to well under the limit; only the copies of its one string would not fit.
    expect(rows.join('').length + long.length).toBeLessThan(512 * 1024);
    await expect(parseSpreadsheet(data, 'zip', limits)).rejects.toMatchObject({ statusCode: 413, message: hawalaImportMessages.unzippedTooLarge(1024 * 1024) });
    // The same rows with a short name are read.
    const short = xlsx(`${xlsxHeader}${rows.join('')}`, { sharedStrings: ['Wali'] });
    expect((await parseSpreadsheet(short, 'zip', limits)).records.hawalaNo).toHaveLength(2000);
  });
});
