import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { hawalaImportMessages } from '@sarafi/core';
import { hawalaDetails } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixture, multipart, postFile, sheetOf, addDefaultSender, defaultSender } from './test-support';

const cleanRows = [
  { row: 4, hawalaNo: 'LP-20261120-001', senderName: 'John Smith', receiverName: 'Ahmad Karimi', amount: '500.00', currency: 'AFN', rate: '1.27', receiverLocation: 'Kabul', exchangeRate: '85.5', rAmount: '42750.00', intoUSD: '635.00', transactionDate: null, senderCode: null },
  { row: 5, hawalaNo: 'LP-20261120-002', senderName: 'Sarah Jones', receiverName: 'Mariam Noori', amount: '1250.75', currency: 'USD', rate: '1.27', receiverLocation: 'Herat', exchangeRate: '1.27', rAmount: '1588.45', intoUSD: '1588.45', transactionDate: null, senderCode: null },
  { row: 6, hawalaNo: 'LP-20261120-003', senderName: 'Imran Khan', receiverName: 'Farid Ahmadzai', amount: '300.00', currency: 'PKR', rate: '1.27', receiverLocation: 'Jalalabad', exchangeRate: '355.2', rAmount: '106560.00', intoUSD: '381.00', transactionDate: null, senderCode: null },
  { row: 7, hawalaNo: 'LP-20261120-004', senderName: 'Emma Brown', receiverName: 'Latifa Safi', amount: '2000.00', currency: 'EUR', rate: '1.27', receiverLocation: 'Mazar-i-Sharif', exchangeRate: '1.17', rAmount: '2340.00', intoUSD: '2540.00', transactionDate: null, senderCode: null },
  // 'afn' upper-cased; R Amount 8549.145 (8549.14499… as a double) rounded half-up.
  { row: 8, hawalaNo: 'LP-20261120-005', senderName: 'David Wilson', receiverName: 'Nasir Rahimi', amount: '99.99', currency: 'AFN', rate: '1.27', receiverLocation: 'Kandahar', exchangeRate: '85.5', rAmount: '8549.15', intoUSD: '126.99', transactionDate: null, senderCode: null },
];

/** The rows as the English `reason` reads them; the codes behind them are checked in hawala-import-skip.test.ts. */
const reasons = (errors: { row: number; hawalaNo: string | null; reason: string }[]) => errors.map(({ row, hawalaNo, reason }) => ({ row, hawalaNo, reason }));
const messyErrors = [
  { row: 8, hawalaNo: 'MS-003', reason: 'Missing sender name' },
  { row: 9, hawalaNo: 'MS-004', reason: "Amount is not a number: 'abc'" },
  { row: 10, hawalaNo: 'MS-005', reason: "Amount is negative: '-50'" },
  { row: 11, hawalaNo: null, reason: 'Missing hawala number (Trans No)' },
  { row: 12, hawalaNo: 'MS-006', reason: "Unknown currency 'GBP': use AFN, USD, EUR, PKR" },
  { row: 14, hawalaNo: 'MS-007', reason: "Amount '1.234,50': commas may only separate thousands (1,234,567.50), and the decimal point is a dot" },
];

describe('hawala import: fixtures made by LibreOffice', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addDefaultSender(t);
    cookie = await t.cookieFor('operator');
  });
  afterAll(() => t.close());

  const send = (endpoint: 'preview' | 'import', name: string, fields?: Record<string, string>) =>
    postFile(t, cookie, endpoint, { fileName: name, data: fixture(name) }, fields);
  const stored = async (prefix: string) => (await t.handle.db.select({ n: count() }).from(hawalaDetails).where(like(hawalaDetails.hawalaNo, `${prefix}%`)))[0]!.n;

  it('previews the clean file identically from xlsx, xls and ods: columns C–L under a title row', async () => {
    for (const name of ['clean.xlsx', 'clean.xls', 'clean.ods']) {
      const response = await send('preview', name);
      expect(response.statusCode, name).toBe(200);
      expect(response.json(), name).toEqual({ preview: cleanRows, errors: [], duplicates: [], duplicateCount: 0, totalRows: 5, sender: defaultSender, senders: [defaultSender] });
    }
    expect(await stored('LP-')).toBe(0);
  });

  it('imports the clean xlsx as Pending hawalas of sender 2001 on the given transaction date', async () => {
    const before = new Date();
    const response = await send('import', 'clean.xlsx', { transactionDate: '2026-11-20' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ importedCount: 5, duplicateCount: 0, heldCount: 0, skipped: [], message: 'Imported 5 hawalas; 0 duplicates skipped' });
    const [row] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'LP-20261120-005'));
    expect(row).toMatchObject({
      senderCode: '2001',
      senderName: 'David Wilson',
      receiverName: 'Nasir Rahimi',
      receiverLocation: 'Kandahar',
      amount: '99.99',
      currency: 'AFN',
      exchangeRate: '85.50000000',
      rAmount: '8549.15',
      rate: '1.27000000',
      intoUSD: '126.99',
      hawalaStatus: 'Pending',
      remarks: 'Imported from Excel file',
      transactionDate: '2026-11-20',
      senderLocation: null,
      hawalaDate: null,
    });
    expect(row!.importDate!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('re-importing the same hawalas (here from the xls and ods) adds nothing and counts them all as duplicates', async () => {
    for (const name of ['clean.xls', 'clean.ods']) {
      const response = await send('import', name);
      expect(response.json(), name).toEqual({ importedCount: 0, duplicateCount: 5, heldCount: 0, skipped: [], message: 'Imported 0 hawalas; 5 duplicates skipped' });
    }
    expect(await stored('LP-')).toBe(5);
    const preview = (await send('preview', 'clean.xlsx')).json();
    expect(preview.preview).toEqual([]);
    expect(preview.duplicates).toEqual(cleanRows.map((r) => ({ row: r.row, hawalaNo: r.hawalaNo, reason: 'Already imported', problem: { code: 'alreadyImported' } })));
    expect(preview.duplicateCount).toBe(5);
  });

  it('keeps Dari and Pashto names and places exactly, and reads Persian digits', async () => {
    const preview = (await send('preview', 'dari.xlsx')).json();
    expect(preview.errors).toEqual([]);
    expect(preview.preview.map((r: { senderName: string; receiverName: string; receiverLocation: string; amount: string }) => [r.senderName, r.receiverName, r.receiverLocation, r.amount])).toEqual([
      ['احمد شاه احمدی', 'ګل‌محمد ځدراڼ', 'کابل، کارته سه', '15000.00'],
      ['نازنین کریمی', 'ښکلا وردګ', 'هرات', '700.00'],
      ['محمد ولی', 'زرغونه ملکزی', 'مزار شریف', '12500.00'],
      ['فرید احمدزی', 'لطیفه صافی', 'جلال‌آباد', '250.50'],
    ]);
    const response = await send('import', 'dari.xlsx');
    expect(response.json()).toMatchObject({ importedCount: 4, duplicateCount: 0 });
    const [row] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'DR-1001'));
    expect(row).toMatchObject({ receiverName: 'ګل‌محمد ځدراڼ', receiverLocation: 'کابل، کارته سه', rate: '0.01470000' });
  });

  it('previews the messy file: text amounts with separators, blank rows skipped, the repeat and the invalid rows listed by sheet row', async () => {
    const response = await send('preview', 'messy.xlsx');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.preview.map((r: { row: number; hawalaNo: string; amount: string; currency: string; rAmount: string }) => [r.row, r.hawalaNo, r.amount, r.currency, r.rAmount])).toEqual([
      [4, 'MS-001', '1234.50', 'AFN', '105549.75'],
      [6, 'MS-002', '12500.00', 'USD', '15875.00'],
      [15, 'MS-008', '2000.00', 'EUR', '2340.00'],
    ]);
    expect(reasons(body.errors)).toEqual(messyErrors);
    expect(body.duplicates).toEqual([{ row: 7, hawalaNo: 'MS-001', reason: 'Repeats row 4 of this file', problem: { code: 'repeatsRow', params: { row: 4 } } }]);
    expect(body).toMatchObject({ duplicateCount: 1, totalRows: 10 });
  });

  it('refuses to import the messy file with 422 listing every invalid row, and writes nothing', async () => {
    const response = await send('import', 'messy.xlsx');
    expect(response.statusCode).toBe(422);
    const { errors, ...refusal } = response.json();
    expect(refusal).toEqual({ message: hawalaImportMessages.invalidRows(6), code: 'hawalaImport.invalidRows', params: { count: 6 } });
    expect(reasons(errors)).toEqual(messyErrors);
    expect(await stored('MS-')).toBe(0);
  });

  it('imports a file repeating a hawala number once and counts the repeat as a duplicate', async () => {
    const data = sheetOf([
      ['RP-1', 'A', 'B', 10, '', 'usd'],
      ['RP-2', 'A', 'B', '1,000.50'],
      ['RP-1', 'A', 'B', 99],
    ]);
    const response = await postFile(t, cookie, 'import', { fileName: 'repeat.xlsx', data });
    expect(response.json()).toEqual({ importedCount: 2, duplicateCount: 1, heldCount: 0, skipped: [], message: 'Imported 2 hawalas; 1 duplicate skipped' });
    const rows = await t.handle.db.select().from(hawalaDetails).where(like(hawalaDetails.hawalaNo, 'RP-%')).orderBy(hawalaDetails.hawalaNo);
    expect(rows.map((r) => [r.hawalaNo, r.amount, r.currency])).toEqual([
      ['RP-1', '10.00', 'USD'],
      ['RP-2', '1000.50', 'AFN'],
    ]);
  });

  it('refuses a text file named .xlsx, and a spreadsheet sent under another type and name', async () => {
    for (const endpoint of ['preview', 'import'] as const) {
      const response = await send(endpoint, 'not-a-spreadsheet.xlsx');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid File Type: Please select an Excel file (.xls, .xlsx) or OpenDocument Spreadsheet (.ods)', code: 'hawalaImport.invalidType' });
    }
    const renamed = await postFile(t, cookie, 'preview', { fileName: 'hawalas.txt', contentType: 'text/plain', data: fixture('clean.xlsx') });
    expect(renamed.json().message).toBe(hawalaImportMessages.invalidType);
    // A zip without a workbook part, as a Word document is.
    const { CFB } = await import('@e965/xlsx');
    const letter = CFB.utils.cfb_new();
    CFB.utils.cfb_add(letter, 'word/document.xml', Buffer.from('<w:document/>'));
    const docx = await postFile(t, cookie, 'preview', { fileName: 'letter.xlsx', data: CFB.write(letter, { fileType: 'zip', type: 'buffer' }) });
    expect(docx.statusCode).toBe(400);
    expect(docx.json().message).toBe(hawalaImportMessages.invalidType);
  });

  it('accepts a spreadsheet by its type when the name has no known extension (SPEC: by type or extension)', async () => {
    const response = await postFile(t, cookie, 'preview', {
      fileName: 'download',
      contentType: 'application/vnd.oasis.opendocument.spreadsheet',
      data: fixture('clean.ods'),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 No file selected with no file, an empty file or a JSON body', async () => {
    const noFile = await postFile(t, cookie, 'import', null, { transactionDate: '2026-11-20' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'No file selected', code: 'hawalaImport.noFile' });
    const empty = await postFile(t, cookie, 'preview', { fileName: 'empty.xlsx', data: Buffer.alloc(0) });
    expect(empty.json()).toEqual({ message: 'No file selected', code: 'hawalaImport.noFile' });
    const json = await t.app.inject({ method: 'POST', url: '/api/hawala/preview', headers: { cookie }, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'No file selected', code: 'hawalaImport.noFile' });
  });

  it('answers 400 to two files in one request', async () => {
    const body = multipart([
      { name: 'file', fileName: 'clean.xlsx', data: fixture('clean.xlsx') },
      { name: 'file', fileName: 'dari.xlsx', data: fixture('dari.xlsx') },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/hawala/preview', headers: { cookie, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: hawalaImportMessages.oneFile, code: 'hawalaImport.oneFile' });
  });

  it('refuses a bad transaction date before reading the file, and defaults a blank one to today', async () => {
    for (const transactionDate of ['20-11-2026', '2026-02-30', 'soon']) {
      const response = await send('import', 'clean.xlsx', { transactionDate });
      expect(response.statusCode, transactionDate).toBe(400);
      expect(response.json()).toEqual({ message: hawalaImportMessages.transactionDate, code: 'hawalaImport.transactionDate' });
    }
    const today = shopToday();
    await postFile(t, cookie, 'import', { fileName: 'today.xlsx', data: sheetOf([['TD-1', 'A', 'B', 5]]) }, { transactionDate: '' });
    const [row] = await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'TD-1'));
    expect(row!.transactionDate).toBe(today);
  });

  it('refuses a zip bomb from its central directory at once, and one whose directory lies while unpacking', async () => {
    const started = performance.now();
    const bomb = await send('preview', 'zip-bomb.xlsx');
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({
      message: 'The spreadsheet expands to more than 100 MB when unpacked; split it into smaller files',
      code: 'hawalaImport.unzippedTooLarge',
      params: { mb: 100 },
    });
    expect(performance.now() - started).toBeLessThan(1000);

    // The same bomb with every central-directory entry claiming 1 KB unpacked: only the worker's count stops it.
    const liar = Buffer.from(fixture('zip-bomb.xlsx'));
    for (let at = liar.indexOf('PK\x01\x02'); at >= 0; at = liar.indexOf('PK\x01\x02', at + 4)) liar.writeUInt32LE(1024, at + 24);
    const lying = await postFile(t, cookie, 'import', { fileName: 'liar.xlsx', data: liar });
    expect(lying.statusCode).toBe(413);
    expect(lying.json().message).toBe(hawalaImportMessages.unzippedTooLarge(100 * 1024 * 1024));
  });

  it('answers a damaged spreadsheet with 422, never 500', async () => {
    const clean = fixture('clean.xlsx');
    const truncated = await postFile(t, cookie, 'preview', { fileName: 'cut.xlsx', data: clean.subarray(0, clean.length - 200) });
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toEqual({ message: hawalaImportMessages.unreadable, code: 'hawalaImport.unreadable' });
    const scrambled = Buffer.from(clean);
    for (let i = 200; i < scrambled.length - 600; i += 7) scrambled[i] = 0xff - scrambled[i]!;
    const garbled = await postFile(t, cookie, 'preview', { fileName: 'garbled.xlsx', data: scrambled });
    expect(garbled.statusCode).toBe(422);
    const ole = Buffer.concat([fixture('clean.xls').subarray(0, 512), Buffer.alloc(2048, 0xab)]);
    const badXls = await postFile(t, cookie, 'preview', { fileName: 'bad.xls', data: ole });
    expect(badXls.statusCode).toBe(422);
  });

  it('answers 422 for a sheet without the template header, or without rows below it', async () => {
    const noHeader = await postFile(t, cookie, 'preview', { fileName: 'other.xlsx', data: sheetOf([]).subarray(0) });
    expect(noHeader.json()).toEqual({ message: hawalaImportMessages.noRows, code: 'hawalaImport.noRows' });
    expect(noHeader.statusCode).toBe(422);
    const { utils, write } = await import('@e965/xlsx');
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Name', 'Amount'], ['x', 1]]), 'S');
    const other = await postFile(t, cookie, 'import', { fileName: 'other.xlsx', data: write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(hawalaImportMessages.noHeader);
  });

  it('is for operators and admins only', async () => {
    const user = await t.cookieFor('user');
    const response = await postFile(t, user, 'preview', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') });
    expect(response.statusCode).toBe(403);
    const admin = await postFile(t, await t.cookieFor('admin'), 'preview', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') });
    expect(admin.statusCode).toBe(200);
  });
});
