import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCheckCode } from '@sarafi/core';
import { deletedTransactions, journal } from '../../db/schema';
import { issueCheckToken, openCheckToken, readCheckKey } from './check-token';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi, AFN, USD } from '../hawala/test-support';

describe('a receipt a customer can check: GET /api/check/{token}', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
    acc.ahmad = await api.account('Ahmad Karimi', AFN);
    acc.bilal = await api.account('Bilal Noori', AFN);
    acc.partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    await api.inject('PUT', '/api/settings/letterhead', { name: 'Kabul Sarafi', address: 'Shahr-e Naw', phones: '+93 700 111 222', logo: null });
  });
  afterAll(() => t.close());

  const receipt = async (id: number) => {
    const response = await api.inject('GET', `/api/transactions/${id}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ checkToken: string; checkUrl: string }>();
  };
  /** The journal row a genuine token names. */
  const namedRow = async (token: string) => {
    const opened = openCheckToken(await readCheckKey(t.handle.db), token);
    const [row] = await t.handle.db.select().from(journal).where(eq(journal.id, opened!.journalId));
    return row!;
  };
  /** Without any cookie: the page is public. */
  const check = (token: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url: `/api/check/${encodeURIComponent(token)}`, remoteAddress: ip });

  it('reads a fresh receipt as valid, with the shop, the document and both calendars, and nothing of the customer', async () => {
    await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: acc.ahmad, currencyId: AFN, dAmount: '5000', transDescription: 'deposit by Ahmad Karimi 0700123456' });
    const transfer = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '1250.50', transDescription: 'rent', cTransDescription: 'rent in', transDate: '2026-03-21' });
    const printed = await receipt(transfer.id);
    expect(printed.checkToken).toMatch(/^[A-Z2-7]{24}$/);
    expect(printed.checkUrl).toBe(`http://localhost:80/check/${printed.checkToken}`);
    // It names the journal row of the state it prints: the posting's own.
    expect(await namedRow(printed.checkToken)).toMatchObject({ kind: 'transaction.create', entity: 'transaction', entityId: String(transfer.id) });
    // A reprint prints the same token: it is derived from the journal, nothing is stored on reading.
    expect((await receipt(transfer.id)).checkToken).toBe(printed.checkToken);

    const response = await check(printed.checkToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      shop: 'Kabul Sarafi',
      docType: 'Transfer',
      docNumber: transfer.id,
      date: '2026-03-21',
      dateSolarHijri: '1405-01-01',
      amount: '1250.50',
      currency: 'AFN',
      state: 'valid',
      changedAt: null,
    });
    // Typed from the paper, in small letters with the printed dashes, it is the same code.
    expect((await check(formatCheckCode(printed.checkToken).toLowerCase())).json().state).toBe('valid');
    for (const leak of ['Ahmad', 'Bilal', '0700', 'rent', 'balance', '+93']) expect(response.body).not.toContain(leak);
  });

  it('reads "changed" from the first journal row after the printed one, even after a second edit, and "deleted" once deleted', async () => {
    const body = (posted: Record<string, unknown>, dAmount: string, updatedAt: string) => ({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount, transDescription: 'loan', cTransDescription: 'loan', transDate: posted.transDate, updatedAt });
    const posted = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '100', transDescription: 'loan', cTransDescription: 'loan' });
    const { checkToken } = await receipt(posted.id);
    const firstEdit = await api.put(posted.id, body(posted, '1100', posted.updatedAt));
    expect(firstEdit.statusCode, firstEdit.body).toBe(200);
    const first = firstEdit.json<{ dateModified: string; updatedAt: string }>();
    // The edit's journal row carries the edit's own time, which is the document's dateModified.
    expect((await check(checkToken)).json()).toMatchObject({ state: 'changed', amount: '1100.00', docNumber: posted.id, changedAt: first.dateModified });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const secondEdit = await api.put(posted.id, body(posted, '1200', first.updatedAt));
    expect(secondEdit.statusCode, secondEdit.body).toBe(200);
    expect(secondEdit.json<{ dateModified: string }>().dateModified).not.toBe(first.dateModified);
    // The paper was printed before the first change: that is the date it shows, not the latest.
    expect((await check(checkToken)).json()).toMatchObject({ state: 'changed', amount: '1200.00', changedAt: first.dateModified });

    // The receipt printed after the edits names a later journal row: valid; the old one stays "changed".
    const reprinted = await receipt(posted.id);
    expect(reprinted.checkToken).not.toBe(checkToken);
    expect((await check(reprinted.checkToken)).json()).toMatchObject({ state: 'valid', changedAt: null });

    expect((await api.del(posted.id)).statusCode).toBe(200);
    expect((await check(checkToken)).json()).toMatchObject({ state: 'deleted', docNumber: posted.id, changedAt: null });
    expect((await check(reprinted.checkToken)).json()).toMatchObject({ state: 'deleted', amount: '1200.00', changedAt: null });

    // Recovered, it stands again but not as either paper printed it: changed, since each paper's first later row.
    const [listed] = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, posted.id));
    const recovered = await api.inject('POST', `/api/deleted-transactions/${listed!.id}/recover`, {});
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect((await check(checkToken)).json()).toMatchObject({ state: 'changed', changedAt: first.dateModified });
    const sinceDelete = (await check(reprinted.checkToken)).json();
    expect(sinceDelete.state).toBe('changed');
    expect(Date.parse(sinceDelete.changedAt)).toBeGreaterThan(Date.parse(first.dateModified));
  });

  it("reads a sent hawala's slip as sent, then paid", async () => {
    const created = await api.inject('POST', '/api/hawala', { senderName: 'Sender Person', receiverName: 'Receiver Person', receiverPhone: '0799887766', amount: '10000', currency: 'AFN', exchangeRate: '68.75', convertedCurrency: 'USD', commission: '100' });
    expect(created.statusCode, created.body).toBe(201);
    const hawala = created.json<{ id: number; transactionId: number }>();
    const { checkToken } = await receipt(hawala.transactionId);
    // The slip stands for the hawala: it names the hawala's own journal row, written after its send posting's.
    expect(await namedRow(checkToken)).toMatchObject({ kind: 'hawala.sent', entity: 'hawala', entityId: String(hawala.id) });
    const sent = await check(checkToken);
    expect(sent.json()).toMatchObject({ state: 'sent', docType: 'Hawala', amount: '10100.00', currency: 'AFN' });
    for (const leak of ['Sender', 'Receiver', '0799']) expect(sent.body).not.toContain(leak);

    const paid = await api.inject('POST', `/api/hawala/${hawala.id}/paid`, { partnerAccountId: acc.partner });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await check(checkToken)).json()).toMatchObject({ state: 'paid', changedAt: null, docNumber: hawala.transactionId });
    const reprinted = await receipt(hawala.transactionId);
    expect(await namedRow(reprinted.checkToken)).toMatchObject({ kind: 'hawala.paid', entity: 'hawala' });
    expect((await check(reprinted.checkToken)).json().state).toBe('paid');
  });

  it('answers a made-up token and a real one with one letter changed alike', async () => {
    const posted = await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: acc.bilal, currencyId: AFN, dAmount: '10', transDescription: 'x' });
    const { checkToken } = await receipt(posted.id);
    const altered = `${checkToken.slice(0, 10)}${checkToken[10] === 'A' ? 'B' : 'A'}${checkToken.slice(11)}`;
    const answers = await Promise.all(['ABCDEFGHIJKLMNOPQRSTUVWX', altered, 'not a code at all', `${checkToken}A`].map((token) => check(token)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'No document matches this check code', code: 'receiptCheck.notFound' });
    }
    // A genuine MAC over a journal row that is no document's (a user's, say) is no match either.
    const user = await api.inject('POST', '/api/users', { username: 'check.clerk', email: 'cc@example.com', password: 'check-clerk-pass-9', role: 'user' });
    expect(user.statusCode, user.body).toBe(201);
    const [userRow] = await t.handle.db.select({ id: journal.id }).from(journal).where(eq(journal.entity, 'user')).limit(1);
    const ofUser = issueCheckToken(await readCheckKey(t.handle.db), userRow!.id);
    answers.push(await check(ofUser), await check(issueCheckToken(await readCheckKey(t.handle.db), 2 ** 40)));
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('lets one address check 30 times a minute, on the API and the page', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await check('ABCDEFGHIJKLMNOPQRSTUVWX', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await check('ABCDEFGHIJKLMNOPQRSTUVWX', '10.9.9.8')).statusCode).toBe(404);
    // The page's own address too.
    const page = [];
    for (let i = 0; i < 31; i++) page.push((await t.app.inject({ method: 'GET', url: '/check/ABCDEFGHIJKLMNOPQRSTUVWX', remoteAddress: '10.9.9.7' })).statusCode);
    expect(page.slice(0, 30).every((s) => s !== 429)).toBe(true);
    expect(page[30]).toBe(429);
  });
});
