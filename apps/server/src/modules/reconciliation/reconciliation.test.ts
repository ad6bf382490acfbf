import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { read, utils } from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationMessages, type ReconciliationMapping, type ReconciliationResult } from '@sarafi/core';
import { partnerReconciliations, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';
import { multipart, type FormPart } from '../hawala-import/test-support';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const mapping: ReconciliationMapping = {
  hawalaNo: 'شماره حواله',
  date: 'تاریخ',
  amount: null,
  debit: 'بدهکار',
  credit: 'بستانکار',
  currency: 'اسعار',
  balance: 'مانده',
  defaultCurrency: null,
  sign: 'auto',
};
const period = { from: '2026-05-01', to: '2026-05-31', toleranceDays: '3' };

describe('reconciliation of a partner’s own sheet, with the LibreOffice fixtures', () => {
  let t: TestApp;
  let cookie: string;
  let api: ReturnType<typeof hawalaApi>;
  let partner: number;
  let customer: number;
  let payer: number;

  const post = (url: string, parts: FormPart[]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const sheet = (fileName: string, data = fixture(fileName)): FormPart => ({ name: 'file', fileName, data });
  const fields = (values: Record<string, string>): FormPart[] => Object.entries(values).map(([name, value]) => ({ name, value }));
  const run = (fileName: string, extra: Record<string, string> = {}) =>
    post(`/api/partners/${partner}/reconciliations`, [...fields({ mapping: JSON.stringify(mapping), ...period, ...extra }), sheet(fileName)]);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    cookie = await t.cookieFor('user');
    api = hawalaApi(t, cookie);
    partner = await api.fixedAccount({ accountCode: '2001', accountName: 'صرافی قندهار', currencyId: USD, accountType: 'hawala_partner' });
    customer = await api.fixedAccount({ accountCode: '3003', currencyId: AFN, accountType: 'customer' });
    payer = await api.fixedAccount({ accountCode: '3004', accountName: 'Abdullah', currencyId: USD, accountType: 'customer' });
    // Hawalas paid for the partner: a pass posts on today's date, so each payout is moved to the day the sheet has.
    const payouts: [string, string, string, string][] = [
      ['H-1001', 'USD', '500.00', '2026-05-03'],
      ['H-1002', 'USD', '1200.00', '2026-05-05'],
      ['H-1003', 'USD', '750.00', '2026-05-08'],
      ['H-1004', 'AFN', '35000.00', '2026-05-10'],
      ['H-1005', 'USD', '300.00', '2026-05-12'],
    ];
    for (const [hawalaNo, currency, amount, date] of payouts) {
      const detail = await api.detail({ hawalaNo, currency, amount, exchangeRate: '1', rAmount: amount });
      const passed = await api.pass(detail.id);
      expect(passed.statusCode, passed.body).toBe(200);
      await t.handle.db.update(transactions).set({ transDate: date }).where(eq(transactions.id, passed.json().transactionId));
    }
    // Settlements they paid us through a customer of ours: the partner's account gains. The 1,000.00 came in two parts.
    for (const [amount, transDate] of [['600', '2026-05-15'], ['400', '2026-05-16'], ['2000', '2026-05-20']]) {
      await api.post({ transType: 'Transfer', outAccountId: payer, inAccountId: partner, currencyId: USD, dAmount: amount, transDescription: 'settlement', cTransDescription: 'settlement', transDate });
    }
  });
  afterAll(() => t.close());

  it('shows the sheet’s own header names and sample rows, and no mapping the first time', async () => {
    const response = await post(`/api/partners/${partner}/reconciliations/columns`, [sheet('partner-sheet.xlsx')]);
    expect(response.statusCode, response.body).toBe(200);
    const columns = response.json();
    expect(columns.headers).toEqual(['شماره حواله', 'تاریخ', 'شرح', 'اسعار', 'بدهکار', 'بستانکار', 'مانده']);
    expect(columns.samples).toHaveLength(5);
    expect(columns.samples[0]).toEqual(['H-1001', expect.any(String), 'پرداخت حواله به احمد ولی', 'دالر', '', '500', '500']);
    // The date cell is an Excel serial in the sheet; the day it names comes beside it, for the screen to show in the
    // user's format. Text and amounts name no day.
    expect(columns.samples[0][1]).toMatch(/^\d{5}$/);
    expect(columns.sampleDays[0]).toEqual([null, '2026-05-03', null, null, null, null, null]);
    expect(columns.mapping).toBeNull();
  });

  it.each(['partner-sheet.xlsx', 'partner-sheet.ods', 'partner-sheet.xls'])('puts every line of %s in its group and explains the difference', async (fileName) => {
    const response = await run(fileName);
    expect(response.statusCode, response.body).toBe(200);
    const r: ReconciliationResult = response.json();
    const theirNo = (i: number) => r.theirs[i]!.hawalaNo;
    const ourNo = (j: number) => r.ours[j]!.hawalaNo;
    expect(r.sign).toBe('mirror');
    expect(r.matched.filter((m) => m.rule === 'hawalaNo').map((m) => theirNo(m.theirs[0]!))).toEqual(['H-1001', 'H-1002', 'H-1004']);
    const split = r.matched.find((m) => m.rule === 'split')!;
    expect(split.theirs.map((i) => r.theirs[i]!.amount)).toEqual(['1000.00']);
    expect(split.ours.map((j) => [r.ours[j]!.date, r.ours[j]!.amount])).toEqual([['2026-05-15', '600.00'], ['2026-05-16', '400.00']]);
    const oneToOne = r.matched.find((m) => m.rule === 'amount')!;
    expect([r.theirs[oneToOne.theirs[0]!]!.date, r.ours[oneToOne.ours[0]!]!.date, r.ours[oneToOne.ours[0]!]!.amount]).toEqual(['2026-05-21', '2026-05-20', '2000.00']);
    expect(r.matched).toHaveLength(5);
    expect(r.mismatched.map((m) => [theirNo(m.theirs), r.theirs[m.theirs]!.amount, r.ours[m.ours]!.amount])).toEqual([['H-1003', '-570.00', '-750.00']]);
    expect(r.onlyTheirs.map(theirNo)).toEqual(['H-1006']);
    expect(r.onlyOurs.map(ourNo)).toEqual(['H-1005']);
    // The day-first date and Dari currency names read; the total row has no date.
    expect(r.theirs.find((l) => l.amount === '1000.00')).toMatchObject({ date: '2026-05-15', currency: 'USD' });
    expect(r.skipped).toEqual([{ row: 11, reason: 'noDate', text: null }]);
    expect(r.totals).toEqual([
      { currency: 'AFN', matched: { count: 1, amount: '-35000.00' }, mismatched: { count: 0, ours: '0.00', theirs: '0.00' }, onlyTheirs: { count: 0, amount: '0.00' }, onlyOurs: { count: 0, amount: '0.00' } },
      { currency: 'USD', matched: { count: 5, amount: '1300.00' }, mismatched: { count: 1, ours: '-750.00', theirs: '-570.00' }, onlyTheirs: { count: 1, amount: '-420.00' }, onlyOurs: { count: 1, amount: '-300.00' } },
    ]);
    expect(r.balances).toEqual([
      { currency: 'AFN', ourClosing: '-35000.00', theirClosing: '-35000.00', difference: '0.00', explained: '0.00', unexplained: '0.00', expectedTheirClosing: '-35000.00' },
      { currency: 'USD', ourClosing: '250.00', theirClosing: '310.00', difference: '-60.00', explained: '-60.00', unexplained: '0.00', expectedTheirClosing: '310.00' },
    ]);
    expect(r.balanced).toBe(true);
  });

  it('shows the gap left unexplained when the closing balance they state does not add up', async () => {
    const response = await run('partner-sheet.xlsx', { closing: JSON.stringify([{ currency: 'USD', amount: '-410.00' }]) });
    expect(response.statusCode, response.body).toBe(200);
    const r: ReconciliationResult = response.json();
    expect(r.balances.find((b) => b.currency === 'USD')).toMatchObject({ theirClosing: '410.00', difference: '-160.00', explained: '-60.00', unexplained: '-100.00' });
    expect(r.balanced).toBe(false);
  });

  it('remembers the mapping for the partner, keeps every run to reopen, and exports one as XLSX', async () => {
    const columns = await post(`/api/partners/${partner}/reconciliations/columns`, [sheet('partner-sheet.ods')]);
    expect(columns.json().mapping).toEqual(mapping);

    const list = await t.app.inject({ method: 'GET', url: `/api/partners/${partner}/reconciliations`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const kept = list.json();
    expect(kept).toHaveLength(4);
    expect(kept[0]).toMatchObject({ partnerId: partner, from: '2026-05-01', to: '2026-05-31', fileName: 'partner-sheet.xlsx', createdBy: 'user1', balanced: false, counts: { matched: 5, mismatched: 1, onlyTheirs: 1, onlyOurs: 1 } });

    const reopened = await t.app.inject({ method: 'GET', url: `/api/reconciliations/${kept[1].id}`, headers: { cookie } });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id: kept[1].id, fileName: 'partner-sheet.xls', balanced: true });
    // Sent gzipped as kept when the run was stored: the same answer once inflated.
    const gzipped = await t.app.inject({ method: 'GET', url: `/api/reconciliations/${kept[1].id}`, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(reopened.json());
    // A run kept without its answer (before answers were kept) is gzipped at its first re-read, and kept so.
    await t.handle.db.update(partnerReconciliations).set({ answerGzip: null }).where(eq(partnerReconciliations.id, kept[1].id));
    const refilled = await t.app.inject({ method: 'GET', url: `/api/reconciliations/${kept[1].id}`, headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gunzipSync(refilled.rawPayload).toString('utf8')).toBe(reopened.body);
    const [row] = await t.handle.db.select({ answer: partnerReconciliations.answerGzip }).from(partnerReconciliations).where(eq(partnerReconciliations.id, kept[1].id));
    expect(gunzipSync(row!.answer!).toString('utf8')).toBe(reopened.body);
    const plain = await t.app.inject({ method: 'GET', url: `/api/reconciliations/${kept[1].id}`, headers: { cookie, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(reopened.body);

    const exported = await t.app.inject({ method: 'GET', url: `/api/reconciliations/${kept[1].id}/export`, headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    const book = read(exported.rawPayload);
    expect(book.SheetNames).toEqual(['Summary', 'Matched', 'Amount mismatch', 'Only in their sheet', 'Only in ours']);
    expect(utils.sheet_to_json(book.Sheets['Amount mismatch']!, { header: 1 })).toEqual([
      ['Their row', 'Hawala number', 'Date', 'Currency', 'Amount', 'Our document', 'Hawala number', 'Date', 'Currency', 'Amount'],
      [6, 'H-1003', '2026-05-08', 'USD', -570, expect.any(Number), 'H-1003', '2026-05-08', 'USD', -750],
    ]);
    expect(utils.sheet_to_json(book.Sheets['Only in ours']!, { header: 1 })[1]).toEqual([expect.any(Number), 'H-1005', '2026-05-12', 'USD', -300]);
  });

  it.each([
    ['a mapping without an amount', { mapping: JSON.stringify({ ...mapping, debit: null, credit: null }) }, 400, reconciliationMessages.mappingInvalid],
    ['a mapping that is not JSON', { mapping: '{' }, 400, reconciliationMessages.mappingInvalid],
    ['a period the wrong way round', { from: '2026-05-31', to: '2026-05-01' }, 400, reconciliationMessages.period],
    ['a tolerance of 40 days', { toleranceDays: '40' }, 400, reconciliationMessages.tolerance],
    ['a column the sheet does not have', { mapping: JSON.stringify({ ...mapping, hawalaNo: 'Trans No' }) }, 422, reconciliationMessages.columnMissing],
    ['their closing balance in words', { closing: JSON.stringify([{ currency: 'USD', amount: 'ten' }]) }, 400, reconciliationMessages.closing],
  ])('refuses %s', async (_name, extra, status, message) => {
    const response = await run('partner-sheet.xlsx', extra);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses an account that is not a partner, and one that does not exist, before reading the file', async () => {
    const notPartner = await post(`/api/partners/${customer}/reconciliations/columns`, [sheet('partner-sheet.xlsx')]);
    expect([notPartner.statusCode, notPartner.json().message]).toEqual([422, reconciliationMessages.notAPartner]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/partners/999999/reconciliations', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    const noRun = await t.app.inject({ method: 'GET', url: '/api/reconciliations/999999', headers: { cookie } });
    expect([noRun.statusCode, noRun.json().message]).toEqual([404, reconciliationMessages.notFound]);
  });
});
