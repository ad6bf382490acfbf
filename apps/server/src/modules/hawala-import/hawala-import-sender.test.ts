import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { read, utils } from '@e965/xlsx';
import { hawalaImportColumns, hawalaMessages, type HawalaDetail } from '@sarafi/core';
import { accounts, currencies, hawalaDetails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postFile, sheetOf, templateHeader } from './test-support';

const withCode = [...templateHeader, 'Sender Code'];

/** A shop set up from scratch: no account coded 2001, a Dubai partner in USD and a Peshawar partner in PKR. */
describe('hawala import: the sending partner', () => {
  let t: TestApp;
  let cookie: string;
  let dubai: number;
  let customer: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('operator');
    const ids = new Map((await t.handle.db.select({ id: currencies.id, code: currencies.code }).from(currencies)).map((c) => [c.code, c.id]));
    const [d, p, c] = await t.handle.db
      .insert(accounts)
      .values([
        { accountCode: 'DXB', accountName: 'Dubai Partner', currencyId: ids.get('USD')!, accountType: 'hawala_partner' },
        { accountCode: 'PSH', accountName: 'Peshawar Partner', currencyId: ids.get('PKR')!, accountType: 'partner' },
        { accountCode: 'C-1', accountName: 'A Customer', currencyId: ids.get('USD')!, accountType: 'customer' },
      ])
      .returning();
    [dubai, customer] = [d!.id, c!.id];
    expect(p).toBeDefined();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const row = (no: string, extra: unknown[] = []) => [no, 'Sender', 'Receiver', '2000', '69.8', 'AFN', '139600', 'Kabul', '', '2000', ...extra];
  const send = (endpoint: 'preview' | 'import', rows: unknown[][], fields: Record<string, string>, header = templateHeader) =>
    postFile(t, cookie, endpoint, { fileName: 'sheet.xlsx', data: sheetOf(rows, { header }) }, fields);
  const stored = async (numbers: string[]) => t.handle.db.select().from(hawalaDetails).where(inArray(hawalaDetails.hawalaNo, numbers));
  const detailsFor = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/hawala-details?q=${q}`, headers: { cookie: await t.cookieFor('user') } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as HawalaDetail[];
  };

  it('without senderAccountId and with no account coded 2001, refuses preview and import with a 400 naming the field', async () => {
    for (const endpoint of ['preview', 'import'] as const) {
      const response = await send(endpoint, [row('NS-1')], {});
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toEqual({ message: hawalaMessages.senderRequired, code: 'hawala.senderRequired' });
    }
    expect(await stored(['NS-1'])).toEqual([]);
  });

  it('refuses a sender that is not an active partner account, or not an id', async () => {
    for (const senderAccountId of [String(customer), '999999', 'DXB', '-1']) {
      const response = await send('preview', [row('NP-1')], { senderAccountId });
      expect(response.statusCode, senderAccountId).toBe(400);
      expect(response.json()).toEqual({ message: hawalaMessages.senderInvalid, code: 'hawala.senderInvalid' });
    }
  });

  it("books rows without a Sender Code to the chosen partner, and previews Amount in that partner's currency", async () => {
    const preview = await send('preview', [row('DXB-503')], { senderAccountId: String(dubai) });
    expect(preview.statusCode, preview.body).toBe(200);
    const dubaiSender = { code: 'DXB', name: 'Dubai Partner', currency: 'USD' };
    expect(preview.json()).toMatchObject({ preview: [{ hawalaNo: 'DXB-503', senderCode: null }], sender: dubaiSender, senders: [dubaiSender] });

    const response = await send('import', [row('DXB-503')], { senderAccountId: String(dubai), transactionDate: '2026-11-20' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(['DXB-503']))[0]!.senderCode).toBe('DXB');
  });

  it("lists and finds an imported hawala with its partner's name and Amount's currency (USD for Dubai, not AFN nor pounds)", async () => {
    const [found] = await detailsFor('DXB-503');
    expect(found).toMatchObject({ hawalaNo: 'DXB-503', amount: '2000.00', currency: 'AFN', rAmount: '139600.00', senderPartnerName: 'Dubai Partner', amountCurrency: 'USD' });
  });

  it("honours each row's Sender Code, and refuses a row whose code is no partner (all-or-nothing imports nothing)", async () => {
    const rows = [row('SC-1', ['PSH']), row('SC-2', ['']), row('SC-3', ['C-1']), row('SC-4', ['NOPE'])];
    const preview = await send('preview', rows, { senderAccountId: String(dubai) }, withCode);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.preview.map((r: { hawalaNo: string; senderCode: string | null }) => [r.hawalaNo, r.senderCode])).toEqual([
      ['SC-1', 'PSH'],
      ['SC-2', null],
    ]);
    expect(body.senders.map((s: { code: string; currency: string }) => [s.code, s.currency])).toEqual([
      ['DXB', 'USD'],
      ['PSH', 'PKR'],
    ]);
    expect(body.errors.map((e: { hawalaNo: string; reason: string }) => [e.hawalaNo, e.reason])).toEqual([
      ['SC-3', "Sender Code 'C-1' is not an active partner account"],
      ['SC-4', "Sender Code 'NOPE' is not an active partner account"],
    ]);

    const refused = await send('import', rows, { senderAccountId: String(dubai) }, withCode);
    expect(refused.statusCode).toBe(422);
    expect(await stored(['SC-1', 'SC-2'])).toEqual([]);

    const valid = await send('import', rows, { senderAccountId: String(dubai), mode: 'valid' }, withCode);
    expect(valid.statusCode, valid.body).toBe(200);
    const codes = Object.fromEntries((await stored(['SC-1', 'SC-2', 'SC-3'])).map((r) => [r.hawalaNo, r.senderCode]));
    expect(codes).toEqual({ 'SC-1': 'PSH', 'SC-2': 'DXB' });
  });

  it('passes an imported hawala in a shop with no account 2001, booking the payout from its own partner', async () => {
    const admin = await t.cookieFor('admin');
    // Cash to pay out from: the payout takes AFN 139,600 from the drawer.
    const [hawala] = await stored(['DXB-503']);
    const response = await t.app.inject({ method: 'POST', url: `/api/hawala/pass/${hawala!.id}`, headers: { cookie: admin }, payload: { receiverIdType: 'tazkira', receiverIdNumber: '1400-0101-12345' } });
    expect(response.statusCode, response.body).toBe(200);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/transactions/${response.json().transactionId}/receipt`, headers: { cookie: admin } });
    expect(receipt.statusCode, receipt.body).toBe(200);
    // The slip names the paying partner by name, and prints the ID the receiver showed (above the walk-in threshold).
    expect(receipt.json().hawala).toMatchObject({ partner: 'Dubai Partner', receiverIdNumber: '1400-0101-12345' });
  });

  it("dates a sheet without a date by the shop's day, not UTC's (04:12 in Kabul is still yesterday in UTC)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:42:00Z'));
    const response = await send('import', [row('A4-1')], { senderAccountId: String(dubai), transactionDate: '' });
    vi.useRealTimers();
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(['A4-1']))[0]!.transactionDate).toBe('2026-11-24');
  });

  it('hands out the template: the columns the import reads, and a second sheet saying what each holds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hawala/template', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('hawala_import_template.xlsx');
    const book = read(response.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Hawalas', 'Columns']);
    const [header] = utils.sheet_to_json<string[]>(book.Sheets.Hawalas!, { header: 1 });
    expect(header).toEqual(hawalaImportColumns.map((c) => c.header));
    const notes = utils.sheet_to_json<string[]>(book.Sheets.Columns!, { header: 1 }).slice(1);
    expect(notes.map((line) => line[0])).toEqual(hawalaImportColumns.map((c) => c.header));
    expect(notes.every((line) => typeof line[2] === 'string' && line[2].length > 10)).toBe(true);
    const clerk = await t.app.inject({ method: 'GET', url: '/api/hawala/template', headers: { cookie: await t.cookieFor('user') } });
    expect(clerk.statusCode).toBe(403);
  });

  it('an imported template with its notes sheet reads only the first sheet', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/api/hawala/template', headers: { cookie } });
    const book = read(template.rawPayload, { type: 'buffer' });
    utils.sheet_add_aoa(book.Sheets.Hawalas!, [['TPL-1', 'S', 'R', '10', '', 'USD', '10', '', '', '', '', '']], { origin: -1 });
    const { write } = await import('@e965/xlsx');
    const data = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const preview = await postFile(t, cookie, 'preview', { fileName: 'template.xlsx', data }, { senderAccountId: String(dubai) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ totalRows: 1, errors: [], preview: [{ hawalaNo: 'TPL-1' }] });
    expect((await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, '2001'))).length).toBe(0);
  });
});
