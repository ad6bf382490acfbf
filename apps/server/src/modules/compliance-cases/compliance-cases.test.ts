import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { defaultComplianceSettings, type CaseDetail, type CurrentUser } from '@sarafi/core';
import { rowsOf } from '../../db/rows-of';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';
import { multipart } from '../hawala-import/test-support';
import { pngBytes } from '../accounts/test-images';
import { openCase } from './open-case';

const AFN = 2;
const CASH = 11;
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Suspicious-activity cases (docs/decisions.md, Compliance: suspicious-activity cases). */
describe('suspicious-activity cases', () => {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof hawalaApi>;
  let customer: number;
  let other: number;
  let deposit: number;
  let transfer: number;

  const upload = (id: number, file: { fileName: string; data: Buffer; contentType?: string }, cookie = admin) => {
    const body = multipart([{ name: 'file', ...file }]);
    return t.app.inject({ method: 'POST', url: `/api/compliance/cases/${id}/attachments`, headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const opened = async (body: object) => {
    const response = await api.inject('POST', '/api/compliance/cases', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CaseDetail;
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
    customer = await api.fixedAccount({
      accountCode: 'K1',
      accountName: 'Karim',
      lastName: 'Ahmadi',
      fatherName: 'Rahim',
      currencyId: AFN,
      accountType: 'customer',
      idType: 'passport',
      idNumber: 'P0123',
      nationality: 'Afghan',
      address: 'Kart-e-Seh, Kabul',
      phone: '0700111222',
    });
    other = await api.fixedAccount({ accountCode: 'K2', accountName: 'Nadia', currencyId: AFN, accountType: 'customer', tazkiraNumber: '1400-1' });
    deposit = (await api.post({ transType: 'Credit', outAccountId: CASH, inAccountId: customer, currencyId: AFN, dAmount: '250000', transDescription: 'cash in', transDate: '2026-11-21' })).id;
    transfer = (await api.post({ transType: 'Transfer', outAccountId: customer, inAccountId: other, currencyId: AFN, dAmount: '120000', transDescription: 'to Nadia', cTransDescription: 'from Karim', transDate: '2026-11-22' })).id;
  });
  afterAll(() => t.close());

  it('opens a case on an account and transactions, due 3 business days on, and lists it', async () => {
    const detail = await opened({ accountId: customer, transactionIds: [deposit, transfer, deposit], grounds: 'Cash in, out the next day to a stranger' });
    expect(detail).toMatchObject({ status: 'open', accountId: customer, accountName: 'Karim Ahmadi', transactionIds: [deposit, transfer], openedBy: 'admin', notes: [], attachments: [] });
    expect(detail.transactions.map((x) => [x.id, x.transType, x.amount, x.currencyCode])).toEqual([
      [deposit, 'Credit', '250000.00', 'AFN'],
      [transfer, 'Transfer', '120000.00', 'AFN'],
    ]);
    expect(detail.deadline > detail.openedAt.slice(0, 10)).toBe(true);
    const list = (await api.inject('GET', '/api/compliance/cases?status=open')).json();
    expect(list.cases.map((c: { id: number }) => c.id)).toContain(detail.id);
    expect((await api.inject('GET', '/api/compliance/cases?status=filed')).json().cases).toEqual([]);
  });

  it('refuses a case without a subject, with an unknown transaction or account, or without grounds', async () => {
    const refused = async (body: object) => (await api.inject('POST', '/api/compliance/cases', body)).json();
    expect(await refused({ grounds: 'x', transactionIds: [] })).toMatchObject({ code: 'compliance.caseNoSubject', errors: [{ path: 'transactionIds' }] });
    expect(await refused({ transactionIds: [deposit], grounds: '  ' })).toMatchObject({ errors: [{ code: 'compliance.caseGroundsRequired' }] });
    expect(await refused({ transactionIds: [999999], grounds: 'x' })).toMatchObject({ code: 'compliance.caseTransactionNotFound', params: { id: 999999 } });
    expect(await refused({ accountId: 999999, grounds: 'x' })).toMatchObject({ code: 'account.idNotFound' });
    expect(await refused({ accountId: CASH, grounds: 'x' })).toMatchObject({ code: 'account.idNotFound' });
  });

  it('counts the deadline in business days: opened on a Thursday before a holiday', async () => {
    const put = await api.inject('PUT', '/api/compliance/settings', { ...defaultComplianceSettings, holidays: ['2026-10-31'] });
    expect(put.statusCode, put.body).toBe(200);
    const [me] = rowsOf<{ id: string }>(await t.handle.db.execute(sql`select id from users where username = 'admin'`));
    const actor: CurrentUser = { id: me!.id, username: 'admin', fullName: null, role: 'admin', language: 'en', calendar: 'gregorian' };
    // Thursday 29 October 2026 in Kabul; Friday is off and Saturday the 31st a holiday: Sunday, Monday, Tuesday.
    const detail = await t.handle.db.transaction((tx) => openCase(tx, { accountId: null, transactionIds: [deposit], grounds: 'Structuring' }, actor, new Date('2026-10-29T06:00:00Z')));
    expect(detail.deadline).toBe('2026-11-03');
    const cases = (await api.inject('GET', '/api/compliance/cases')).json().cases as { id: number; urgency: string | null }[];
    // Opened in the past: its deadline went by, so the list shows it overdue.
    expect(cases.find((c) => c.id === detail.id)!.urgency).toBe('overdue');
  });

  it('keeps notes and attachments (images and PDFs by their bytes), and refuses anything else', async () => {
    const { id } = await opened({ transactionIds: [transfer], grounds: 'Unusual transfer' });
    const noted = await api.inject('POST', `/api/compliance/cases/${id}/notes`, { text: 'Called the customer; no answer' });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json().notes).toMatchObject([{ text: 'Called the customer; no answer', author: 'admin' }]);
    expect((await api.inject('POST', `/api/compliance/cases/${id}/notes`, { text: '' })).json()).toMatchObject({ errors: [{ code: 'compliance.caseNoteRequired' }] });

    const png = await upload(id, { fileName: 'receipt.png', data: pngBytes });
    expect(png.statusCode, png.body).toBe(201);
    const pdf = await upload(id, { fileName: '../../etc/bank statement.pdf', data: pdfBytes, contentType: 'application/octet-stream' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const attachments = (pdf.json() as CaseDetail).attachments;
    expect(attachments.map((a) => [a.fileName, a.contentType, a.size])).toEqual([
      ['receipt.png', 'image/png', pngBytes.length],
      ['bank statement.pdf', 'application/pdf', pdfBytes.length],
    ]);
    const fetched = await api.inject('GET', attachments[1]!.url);
    expect([fetched.statusCode, fetched.headers['content-type'], fetched.rawPayload.equals(pdfBytes)]).toEqual([200, 'application/pdf', true]);

    expect((await upload(id, { fileName: 'x.png', data: Buffer.from('just text, named .png'), contentType: 'image/png' })).json()).toMatchObject({ code: 'compliance.caseAttachmentKind' });
    const empty = multipart([{ name: 'note', value: 'no file' }]);
    const none = await t.app.inject({ method: 'POST', url: `/api/compliance/cases/${id}/attachments`, headers: { cookie: admin, ...empty.headers }, payload: empty.payload });
    expect([none.statusCode, none.json().code]).toEqual([400, 'compliance.caseAttachmentNoFile']);
    const cut = multipart([{ name: 'file', fileName: 'a.png', data: pngBytes }]);
    const broken = await t.app.inject({ method: 'POST', url: `/api/compliance/cases/${id}/attachments`, headers: { cookie: admin, ...cut.headers }, payload: cut.payload.subarray(0, 60) });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'malformedUpload']);
    expect((await api.inject('GET', `/api/compliance/cases/${id}/attachments/999999`)).json()).toMatchObject({ code: 'compliance.caseAttachmentNotFound' });
    expect((await api.inject('GET', '/api/compliance/cases/999999')).statusCode).toBe(404);
  });

  it('moves open → filed or open → closed once; every write is journalled with the signed-in user', async () => {
    const filed = await opened({ transactionIds: [deposit], grounds: 'Large cash, no source' });
    const file = await api.inject('POST', `/api/compliance/cases/${filed.id}/file`, { reference: 'FT-STR-7' });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json()).toMatchObject({ status: 'filed', reference: 'FT-STR-7', filedBy: 'admin', urgency: null });
    expect((await api.inject('POST', `/api/compliance/cases/${filed.id}/close`, { reason: 'late' })).json()).toMatchObject({ code: 'compliance.caseNotOpen' });
    expect((await api.inject('POST', `/api/compliance/cases/${filed.id}/file`, {})).statusCode).toBe(409);

    const closed = await opened({ accountId: other, grounds: 'Name like a listed one' });
    expect((await api.inject('POST', `/api/compliance/cases/${closed.id}/close`, { reason: '' })).json()).toMatchObject({ errors: [{ code: 'compliance.caseReasonRequired' }] });
    const close = await api.inject('POST', `/api/compliance/cases/${closed.id}/close`, { reason: 'Different person: father name differs' });
    expect(close.json()).toMatchObject({ status: 'closed', closedBy: 'admin', closeReason: 'Different person: father name differs' });
    expect((await api.inject('POST', `/api/compliance/cases/${closed.id}/file`, {})).json()).toMatchObject({ code: 'compliance.caseNotOpen' });

    const journal = rowsOf<{ kind: string; actor_name: string }>(
      await t.handle.db.execute(sql`select kind, actor_name from journal where entity = 'complianceCase' and entity_id in (${String(filed.id)}, ${String(closed.id)}) order by id`),
    );
    expect(journal).toEqual([
      { kind: 'complianceCase.open', actor_name: 'admin' },
      { kind: 'complianceCase.file', actor_name: 'admin' },
      { kind: 'complianceCase.open', actor_name: 'admin' },
      { kind: 'complianceCase.close', actor_name: 'admin' },
    ]);
  });

  it('keeps every record of a case in the database: no delete, no edit, one move out of open; a removed officer’s name stays', async () => {
    const password = 'officer-pass-2026-x';
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: { cookie: admin }, payload: { username: 'officer', email: 'officer@example.com', password, role: 'admin' } });
    expect(created.statusCode, created.body).toBe(201);
    const officer = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'officer', password } }));
    const officerApi = hawalaApi(t, officer);
    const opening = await officerApi.inject('POST', '/api/compliance/cases', { accountId: customer, transactionIds: [deposit], grounds: 'Structuring' });
    expect(opening.statusCode, opening.body).toBe(201);
    const { id } = opening.json() as CaseDetail;
    expect((await officerApi.inject('POST', `/api/compliance/cases/${id}/notes`, { text: 'Called the customer' })).statusCode).toBe(201);
    expect((await upload(id, { fileName: 'slip.pdf', data: pdfBytes }, officer)).statusCode).toBe(201);

    const db = t.handle.db;
    const refused = { cause: { code: '42501', message: expect.stringMatching(/a case's records are kept/) } };
    await expect(db.execute(sql`delete from compliance_cases where id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`update compliance_cases set grounds = 'nothing' where id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`update compliance_cases set deadline = '2099-01-01' where id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`update compliance_case_notes set text = 'edited' where case_id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from compliance_case_notes where case_id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from compliance_case_attachments where case_id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from compliance_case_transactions where case_id = ${id}`)).rejects.toMatchObject(refused);
    // Filed once, through the app; a filed case never changes again, not even back to open.
    expect((await officerApi.inject('POST', `/api/compliance/cases/${id}/file`, { reference: 'FT-9' })).statusCode).toBe(200);
    await expect(db.execute(sql`update compliance_cases set status = 'open' where id = ${id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`update compliance_cases set reference = 'FT-10' where id = ${id}`)).rejects.toMatchObject(refused);

    // Removing the officer clears their id on the case's rows (the foreign keys' SET NULL) and keeps their name.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${created.json().id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    const detail = (await api.inject('GET', `/api/compliance/cases/${id}`)).json();
    expect(detail).toMatchObject({ status: 'filed', reference: 'FT-9', openedBy: 'officer', filedBy: 'officer', grounds: 'Structuring' });
    expect(detail.notes).toMatchObject([{ text: 'Called the customer', author: 'officer' }]);
  });

  it('drafts the STR as XLSX: the case, its parties with their KYC fields, its transactions', async () => {
    const { id } = await opened({ accountId: customer, transactionIds: [deposit, transfer], grounds: 'Layering' });
    await api.inject('POST', `/api/compliance/cases/${id}/notes`, { text: 'Asked for the source of funds' });
    const response = await api.inject('GET', `/api/compliance/cases/${id}/str.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`str_case_${id}.xlsx`);
    const book = XLSX.read(response.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
    const after = (label: string) => rows.findIndex((r) => r[0] === label);
    expect(rows[0]).toEqual(expect.arrayContaining(['Suspicious Transaction Report (draft)']));
    expect(rows).toContainEqual(expect.arrayContaining(['Grounds for suspicion', 'Layering']));
    const parties = rows.slice(after('Parties') + 2, after('Transactions') - 1).map((r) => r.slice(0, 8));
    expect(parties).toEqual([
      ['Karim Ahmadi', 'K1', 'Rahim', 'Passport', 'P0123', 'Afghan', 'Kart-e-Seh, Kabul', '0700111222'],
      ['Nadia', 'K2', null, 'Tazkira', '1400-1', null, null, null],
    ]);
    const moved = rows.slice(after('Transactions') + 2, after('Notes') - 1).map((r) => r.slice(0, 9));
    expect(moved).toEqual([
      ['2026-11-21', '1405-08-30', deposit, 'Credit', 250000, 'AFN', 250000, 'Shop cash', 'admin'],
      ['2026-11-22', '1405-09-01', transfer, 'Transfer', 120000, 'AFN', 120000, 'Nadia', 'admin'],
    ]);
    expect(rows[after('Notes') + 1]).toEqual(expect.arrayContaining(['admin', 'Asked for the source of funds']));
  });

  it('is the admins’ alone: a clerk gets 403 on every path', async () => {
    const clerk = await t.cookieFor('user');
    const { id } = await opened({ transactionIds: [deposit], grounds: 'For the refusal test' });
    for (const [method, url, body] of [
      ['GET', '/api/compliance/cases', undefined],
      ['POST', '/api/compliance/cases', { transactionIds: [deposit], grounds: 'x' }],
      ['GET', `/api/compliance/cases/${id}`, undefined],
      ['POST', `/api/compliance/cases/${id}/notes`, { text: 'x' }],
      ['GET', `/api/compliance/cases/${id}/attachments/1`, undefined],
      ['POST', `/api/compliance/cases/${id}/file`, {}],
      ['POST', `/api/compliance/cases/${id}/close`, { reason: 'x' }],
      ['GET', `/api/compliance/cases/${id}/str.xlsx`, undefined],
    ] as const) {
      expect((await api.inject(method, url, body, clerk)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await upload(id, { fileName: 'a.png', data: pngBytes }, clerk)).statusCode).toBe(403);
  });
});
