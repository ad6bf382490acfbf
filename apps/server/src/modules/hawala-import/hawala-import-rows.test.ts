import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { read, utils } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core';
import { hawalaDetails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postFile, sheetOf, storedHawalaCount, templateHeader, addDefaultSender } from './test-support';
import { shopToday } from '../../lib/shop-day';

const withDate = (name: string) => [...templateHeader, name];
const row = (no: string, amount: unknown, date?: unknown) => [no, 'Sender', 'Receiver', amount, 85.5, 'AFN', 100, 'Kabul', 1, 1, date];

describe('hawala import: each row its own date, and importing the valid rows only', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addDefaultSender(t);
    cookie = await t.cookieFor('operator');
  });
  afterAll(() => t.close());

  const storedDates = async (prefix: string) =>
    (await t.handle.db.select().from(hawalaDetails).where(like(hawalaDetails.hawalaNo, `${prefix}%`)).orderBy(hawalaDetails.hawalaNo)).map((r) => [
      r.hawalaNo,
      r.transactionDate,
    ]);

  it("dates each row by its own date column (any of the partners' names for it) and a blank one by the screen's date", async () => {
    for (const [prefix, header] of [['DT-A', 'Date'], ['DT-B', 'Transaction Date'], ['DT-C', 'تاریخ']] as const) {
      const data = sheetOf([row(`${prefix}-1`, 10, 46116), row(`${prefix}-2`, 10, '03/04/2026'), row(`${prefix}-3`, 10, '1405-01-01'), row(`${prefix}-4`, 10)], {
        header: withDate(header),
      });
      const preview = (await postFile(t, cookie, 'preview', { fileName: 'dates.xlsx', data })).json();
      expect(preview.preview.map((r: { transactionDate: string | null }) => r.transactionDate), header).toEqual(['2026-04-04', '2026-04-03', '2026-03-21', null]);
      const response = await postFile(t, cookie, 'import', { fileName: 'dates.xlsx', data }, { transactionDate: '2026-11-20' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await storedDates(prefix)).toEqual([
        [`${prefix}-1`, '2026-04-04'],
        [`${prefix}-2`, '2026-04-03'],
        [`${prefix}-3`, '2026-03-21'],
        [`${prefix}-4`, '2026-11-20'],
      ]);
    }
  });

  it('makes a bad date a row error with its reason and code; all-or-nothing still imports nothing', async () => {
    const data = sheetOf([row('BD-1', 10, '2026-04-04'), row('BD-2', 10, '31/04/2026'), row('BD-3', 10, 'next week')], { header: withDate('Date') });
    const preview = (await postFile(t, cookie, 'preview', { fileName: 'bad-dates.xlsx', data })).json();
    expect(preview.errors).toEqual([
      {
        row: 3,
        hawalaNo: 'BD-2',
        reason: "Date is not a date: '31/04/2026' (write 2026-04-04, 04/04/2026 day first, or 1405-01-15 Solar Hijri)",
        problems: [{ code: 'badDate', params: { column: 'transactionDate', text: '31/04/2026' } }],
        cells: { hawalaNo: 'BD-2', senderName: 'Sender', receiverName: 'Receiver', amount: '10', exchangeRate: '85.5', currency: 'AFN', rAmount: '100', receiverLocation: 'Kabul', rate: '1', intoUSD: '1', transactionDate: '31/04/2026' },
      },
      expect.objectContaining({ row: 4, hawalaNo: 'BD-3', problems: [{ code: 'badDate', params: { column: 'transactionDate', text: 'next week' } }] }),
    ]);
    const before = await storedHawalaCount(t);
    const all = await postFile(t, cookie, 'import', { fileName: 'bad-dates.xlsx', data }, { mode: 'all' });
    expect(all.statusCode).toBe(422);
    expect(all.json()).toMatchObject({ code: 'hawalaImport.invalidRows', params: { count: 2 } });
    expect(await storedHawalaCount(t)).toBe(before);
  });

  it('refuses a row dated after the last day a posting may be dated, and a screen date past it', async () => {
    const today = shopToday(new Date());
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const data = sheetOf([row('FD-1', 10, today), row('FD-2', 10, nextYear)], { header: withDate('Date') });
    const preview = (await postFile(t, cookie, 'preview', { fileName: 'future.xlsx', data })).json();
    expect(preview.errors).toEqual([
      expect.objectContaining({
        row: 3,
        hawalaNo: 'FD-2',
        reason: `Date ${nextYear} is after the latest day a hawala may be dated (${today})`,
        problems: [{ code: 'dateBeyondWindow', params: { column: 'transactionDate', date: nextYear, latest: today } }],
      }),
    ]);
    expect((await postFile(t, cookie, 'import', { fileName: 'future.xlsx', data }, { mode: 'all' })).json()).toMatchObject({ code: 'hawalaImport.invalidRows' });
    const valid = (await postFile(t, cookie, 'import', { fileName: 'future.xlsx', data }, { mode: 'valid' })).json();
    expect(valid).toMatchObject({ importedCount: 1, skipped: [{ hawalaNo: 'FD-2' }] });
    const screenDate = await postFile(t, cookie, 'import', { fileName: 'plain.xlsx', data: sheetOf([row('FD-3', 10)], { header: withDate('Date') }) }, { transactionDate: nextYear });
    expect([screenDate.statusCode, screenDate.json().code]).toEqual([400, 'books.dateBeyondWindow']);
  });

  it("in 'valid' mode imports exactly the valid rows in one go and returns the others with their reasons", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(`SK-${String(i + 1).padStart(2, '0')}`, 10 + i, '2026-04-04'));
    rows[2]![3] = 'abc';
    rows[6]![10] = '2026-13-01';
    rows.push(row('SK-01', 99, '2026-04-04'));
    const data = sheetOf(rows, { header: withDate('Date') });
    const response = await postFile(t, cookie, 'import', { fileName: 'skip.xlsx', data }, { mode: 'valid', transactionDate: '2026-11-20' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ importedCount: 8, duplicateCount: 1, message: 'Imported 8 hawalas; 1 duplicate skipped; 2 invalid rows skipped' });
    expect(result.skipped.map((s: { row: number; hawalaNo: string; problems: { code: string }[] }) => [s.row, s.hawalaNo, s.problems.map((p) => p.code)])).toEqual([
      [4, 'SK-03', ['notANumber']],
      [8, 'SK-07', ['badDate']],
    ]);
    expect((await storedDates('SK-')).map(([no]) => no)).toEqual(['SK-01', 'SK-02', 'SK-04', 'SK-05', 'SK-06', 'SK-08', 'SK-09', 'SK-10']);

    // Again: every valid row is now a stored duplicate, the invalid ones are skipped again.
    const again = (await postFile(t, cookie, 'import', { fileName: 'skip.xlsx', data }, { mode: 'valid' })).json();
    expect(again).toMatchObject({ importedCount: 0, duplicateCount: 9 });
    expect(again.skipped).toHaveLength(2);
  });

  it("skips rows over the posting limit in 'valid' mode, and refuses a file with no valid row or an unknown mode", async () => {
    const limited = sheetOf([row('OL-1', 10), ['OL-2', 'Sender', 'Receiver', 10, 1, 'USD', 2000000.01]]);
    const result = (await postFile(t, cookie, 'import', { fileName: 'limit.xlsx', data: limited }, { mode: 'valid' })).json();
    expect(result).toMatchObject({ importedCount: 1, duplicateCount: 0 });
    expect(result.skipped).toEqual([
      expect.objectContaining({ row: 3, hawalaNo: 'OL-2', problems: [{ code: 'overLimit', params: { column: 'rAmount', amount: '2,000,000.01', limit: '1,000,000.00', currency: 'USD' } }] }),
    ]);
    expect(result.skipped[0].cells).toMatchObject({ hawalaNo: 'OL-2', rAmount: '2000000.01', currency: 'USD' });
    expect((await storedDates('OL-')).map(([no]) => no)).toEqual(['OL-1']);

    const none = sheetOf([row('NV-1', 'x'), row('NV-2', -1)]);
    const refused = await postFile(t, cookie, 'import', { fileName: 'none.xlsx', data: none }, { mode: 'valid' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: hawalaImportMessages.noValidRows, code: 'hawalaImport.noValidRows' });
    const mode = await postFile(t, cookie, 'import', { fileName: 'none.xlsx', data: none }, { mode: 'some' });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toEqual({ message: hawalaImportMessages.mode, code: 'hawalaImport.mode' });
  });

  it('hands the skipped rows back as an XLSX of the template columns with the reason last', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hawala/skipped-rows',
      headers: { cookie },
      payload: { reasonHeader: 'دلیل', rows: [{ row: 4, cells: { hawalaNo: 'SK-03', amount: 'abc', senderName: '=cmd()' }, reason: 'مبلغ عدد نیست' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = read(response.rawPayload).Sheets['Skipped rows']!;
    const [header, line] = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(header).toEqual(['Row', 'Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD', 'Date', 'Sender Code', 'دلیل']);
    expect(line).toEqual([4, 'SK-03', "'=cmd()", undefined, 'abc', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, 'مبلغ عدد نیست']);
    const user = await t.app.inject({ method: 'POST', url: '/api/hawala/skipped-rows', headers: { cookie: await t.cookieFor('user') }, payload: { reasonHeader: 'R', rows: [{ row: 1, cells: {}, reason: 'x' }] } });
    expect(user.statusCode).toBe(403);
    const empty = await t.app.inject({ method: 'POST', url: '/api/hawala/skipped-rows', headers: { cookie }, payload: { reasonHeader: 'R', rows: [] } });
    expect(empty.statusCode).toBe(400);
  });
});
