import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { AFN, hawalaApi } from '../hawala/test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildWorkbook } from './build-workbook';
import { dateTimeCell } from './date-time-cell';
import { amount, dateTime } from './sheet-spec';

const sheetOf = (data: Uint8Array | Buffer, name?: string) => {
  const book = XLSX.read(data, { type: 'buffer', cellNF: true, cellStyles: true });
  return book.Sheets[name ?? book.SheetNames[0]!]!;
};

describe('exports read well: labels, column widths, the shop\'s local time', () => {
  it("writes an instant as a date-time cell of the shop's wall clock, which sorts as a date", () => {
    // 20:00 UTC on 20 March is half past midnight on 21 March in Kabul (UTC+4:30).
    const cell = dateTimeCell('2026-03-20T20:00:00.000Z', 'Asia/Kabul');
    expect(cell).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm', w: '2026-03-21 00:30' });
    expect(cell.v).toBeCloseTo(46102 + 0.5 / 24, 9);
    expect(dateTimeCell('2026-03-20T20:00:00.000Z', 'Europe/London').w).toBe('2026-03-20 20:00');
  });

  it('sizes columns to their longest text, within bounds, unless widths are given', () => {
    const long = 'x'.repeat(80);
    const data = buildWorkbook([{ name: 'S', rows: [['Code', 'Narrative', 'Amount', 'When'], ['1', long, amount('1234567.5'), dateTime('2026-03-20T20:00:00.000Z')]], timeZone: 'Asia/Kabul' }]);
    const sheet = sheetOf(data);
    expect(sheet['!cols']!.map((c) => c.wch)).toEqual([8, 50, 14, 18]);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1234567.5, z: '#,##0.00' });
    expect(sheet.D2).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm' });
    expect(XLSX.SSF.format('yyyy-mm-dd hh:mm', sheet.D2!.v as number)).toBe('2026-03-21 00:30');
    const given = sheetOf(buildWorkbook([{ name: 'S', rows: [['a']], widths: [30] }]));
    expect(given['!cols']!.map((c) => c.wch)).toEqual([30]);
    expect(() => buildWorkbook([{ name: 'S', rows: [[dateTime(new Date())]] }])).toThrow(/time zone/);
  });

  describe('through the API', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Kabul' });
      admin = await t.cookieFor('admin');
    });
    afterAll(() => t.close());

    it("names account types and statuses as people do, and dates them in the shop's time zone", async () => {
      const api = hawalaApi(t, admin);
      const created = await api.inject('POST', '/api/accounts', { accountName: 'Readable Partner', currencyId: AFN, accountType: 'hawala_partner' });
      expect(created.statusCode, created.body).toBe(201);
      const response = await t.app.inject({ method: 'GET', url: '/api/accounts/export?q=Readable', headers: { cookie: admin } });
      const sheet = sheetOf(response.rawPayload, 'Accounts');
      const [row] = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: false });
      expect(row).toMatchObject({ 'Account Name': 'Readable Partner', 'Account Type': 'Hawala Partner', Status: 'Active' });
      expect(row!['Created (Asia/Kabul)']).toBe(dateTimeCell(created.json().createdAt, 'Asia/Kabul').w);
      expect(sheet['!cols']!.every((c) => c.wch! >= 8)).toBe(true);
    });

    it('heads the deleted transactions\' time with the zone it is shown in', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/deleted-transactions/export', headers: { cookie: admin } });
      expect(response.statusCode).toBe(200);
      const [header] = XLSX.utils.sheet_to_json<string[]>(sheetOf(response.rawPayload), { header: 1 });
      expect(header).toContain('Deleted Date (Asia/Kabul)');
    });
  });
});
