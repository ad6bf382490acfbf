import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';
import { readLctrReminder } from './lctr-filings';

const AFN = 2;
const CASH = 11;

/** The monthly report (docs/decisions.md, Compliance: the monthly report): its lines, its workbook, its filing and reminder. */
describe('the monthly large cash transaction report', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let first: number;
  let second: number;
  let big: number;
  let customer: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
    customer = await api.fixedAccount({ accountCode: 'K1', accountName: 'Karim', fatherName: 'Rahim', currencyId: AFN, accountType: 'customer', tazkiraNumber: '1400-0101-00001' });
    const post = async (dAmount: string, transDate: string) =>
      (await api.post({ transType: 'Credit', outAccountId: CASH, inAccountId: customer, currencyId: AFN, dAmount, transDescription: 'cash in', transDate })).id;
    big = await post('600000', '2026-11-03');
    first = await post('300000', '2026-11-21');
    second = await post('200000', '2026-11-22');
  });
  afterAll(() => t.close());

  it('lists each flagged transaction with its customer, cash, AFN equivalent and user; a pair as two linked lines', async () => {
    const response = await api.inject('GET', '/api/compliance/lctr?month=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: '2026-11-01', to: '2026-11-30', threshold: '500000.00', filing: null });
    expect(report.rows.map((r: { transactionId: number; rule: string; linkedTransactionId: number | null }) => [r.transactionId, r.rule, r.linkedTransactionId])).toEqual([
      [big, 'above', null],
      [first, 'twoDays', second],
      [second, 'twoDays', first],
    ]);
    expect(report.rows[0]).toMatchObject({ customerName: 'Karim', fatherName: 'Rahim', idType: 'tazkira', idNumber: '1400-0101-00001', transType: 'Credit', amount: '600000.00', currencyCode: 'AFN', afnEquivalent: '600000.00', user: 'admin' });
  });

  it('prints the ID of the holder’s KYC record once the account has one, in place of the tazkira number', async () => {
    const kyc = await t.app.inject({ method: 'PATCH', url: `/api/accounts/${customer}`, headers: { cookie: await t.cookieFor('admin') }, payload: { idType: 'passport', idNumber: 'P01234567' } });
    expect(kyc.statusCode, kyc.body).toBe(200);
    const report = (await api.inject('GET', '/api/compliance/lctr?month=2026-11')).json();
    expect(report.rows[0]).toMatchObject({ transactionId: big, idType: 'passport', idNumber: 'P01234567' });
  });

  it('counts months as the reader does: Qaws 1405 starts on 2026-11-22 and holds only the pair’s second day', async () => {
    const report = (await api.inject('GET', '/api/compliance/lctr?month=1405-09&calendar=solar-hijri')).json();
    expect(report).toMatchObject({ from: '2026-11-22', to: '2026-12-21' });
    expect(report.rows.map((r: { transactionId: number }) => r.transactionId)).toEqual([first, second]);
  });

  it('exports the report as XLSX by ?format=xlsx and by Accept', async () => {
    for (const [url, headers] of [
      ['/api/compliance/lctr?month=2026-11&format=xlsx', {}],
      ['/api/compliance/lctr?month=2026-11', { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }],
    ] as const) {
      const response = await api.inject('GET', url, undefined, undefined, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const sheet = XLSX.read(response.rawPayload).Sheets[XLSX.read(response.rawPayload).SheetNames[0]!]!;
      const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
      expect(rows[5]).toEqual(expect.arrayContaining(['2026-11-03', '1405-08-12', big, 'Karim', 600000, 'AFN', 600000, 'admin']));
    }
  });

  it('refuses a bad month and anyone but an admin', async () => {
    expect((await api.inject('GET', '/api/compliance/lctr?month=2026-13')).json()).toMatchObject({ code: 'compliance.monthInvalid' });
    const clerk = await t.cookieFor('user');
    expect((await api.inject('GET', '/api/compliance/lctr?month=2026-11', undefined, clerk)).statusCode).toBe(403);
    expect((await api.inject('GET', '/api/compliance/flags?month=2026-11', undefined, clerk)).statusCode).toBe(403);
  });

  it('asks for no report of a month that ended before the shop’s first posting', async () => {
    // The first posting is dated 3 November 2026: October's report is never due, November's is.
    expect(await readLctrReminder(t.handle.db, new Date('2026-11-05T06:00:00Z'))).toBeNull();
    expect(await readLctrReminder(t.handle.db, new Date('2026-12-05T06:00:00Z'))).toMatchObject({ month: '2026-11' });
  });

  it('reminds from the first business day until last month is marked filed, due on the 10th business day', async () => {
    // 1 December 2026 is a Tuesday; skipping Fridays 4 and 11, the 10th business day is Saturday 12 December.
    expect(await readLctrReminder(t.handle.db, new Date('2026-12-01T06:00:00Z'))).toEqual({ month: '2026-11', dueDate: '2026-12-12', overdue: false });
    expect(await readLctrReminder(t.handle.db, new Date('2026-12-13T06:00:00Z'))).toEqual({ month: '2026-11', dueDate: '2026-12-12', overdue: true });
    const settings = (await api.inject('GET', '/api/compliance/settings')).json();
    expect((await api.inject('PUT', '/api/compliance/settings', { ...settings, holidays: ['2026-12-02'] })).statusCode).toBe(200);
    expect(await readLctrReminder(t.handle.db, new Date('2026-12-01T06:00:00Z'))).toMatchObject({ dueDate: '2026-12-13' });

    const filed = await api.inject('POST', '/api/compliance/lctr/filings', { month: '2026-10', reference: 'FT-1' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await api.inject('POST', '/api/compliance/lctr/filings', { month: '2026-10' })).json()).toMatchObject({ code: 'compliance.alreadyFiled' });
    expect((await api.inject('GET', '/api/compliance/lctr?month=2026-10')).json().filing).toMatchObject({ month: '2026-10', filedBy: 'admin', reference: 'FT-1' });
    expect((await api.inject('POST', '/api/compliance/lctr/filings', { month: '2999-01' })).json()).toMatchObject({ code: 'compliance.monthNotOver' });
  });
});
