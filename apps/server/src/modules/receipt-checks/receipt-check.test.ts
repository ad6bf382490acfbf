import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCheckCode } from '@sarafi/core';
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
  /** Without any cookie: the page is public. */
  const check = (token: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url: `/api/check/${encodeURIComponent(token)}`, remoteAddress: ip });

  it('reads a fresh receipt as valid, with the shop, the document and both calendars, and nothing of the customer', async () => {
    await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: acc.ahmad, currencyId: AFN, dAmount: '5000', transDescription: 'deposit by Ahmad Karimi 0700123456' });
    const transfer = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '1250.50', transDescription: 'rent', cTransDescription: 'rent in', transDate: '2026-03-21' });
    const printed = await receipt(transfer.id);
    expect(printed.checkToken).toMatch(/^[A-Z2-7]{24}$/);
    expect(printed.checkUrl).toBe(`http://localhost:80/check/${printed.checkToken}`);
    // A reprint prints the same token: it is derived from the document, nothing is stored on reading.
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

  it('reads "changed" with the time of the change after an edit, and "deleted" once deleted', async () => {
    const posted = await api.post({ transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '100', transDescription: 'loan', cTransDescription: 'loan' });
    const { checkToken } = await receipt(posted.id);
    const edited = await api.put(posted.id, { transType: 'Transfer', outAccountId: acc.ahmad, inAccountId: acc.bilal, currencyId: AFN, dAmount: '1100', transDescription: 'loan', cTransDescription: 'loan', transDate: posted.transDate, updatedAt: posted.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = (await check(checkToken)).json();
    expect(changed).toMatchObject({ state: 'changed', amount: '1100.00', docNumber: posted.id });
    expect(Date.parse(changed.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The receipt printed after the edit is valid; the old one stays "changed".
    const reprinted = await receipt(posted.id);
    expect((await check(reprinted.checkToken)).json().state).toBe('valid');

    expect((await api.del(posted.id)).statusCode).toBe(200);
    expect((await check(checkToken)).json()).toMatchObject({ state: 'deleted', docNumber: posted.id, changedAt: null });
    expect((await check(reprinted.checkToken)).json().state).toBe('deleted');
  });

  it("reads a sent hawala's slip as sent, then paid", async () => {
    const created = await api.inject('POST', '/api/hawala', { senderName: 'Sender Person', receiverName: 'Receiver Person', receiverPhone: '0799887766', amount: '10000', currency: 'AFN', exchangeRate: '68.75', convertedCurrency: 'USD', commission: '100' });
    expect(created.statusCode, created.body).toBe(201);
    const hawala = created.json<{ id: number; transactionId: number }>();
    const { checkToken } = await receipt(hawala.transactionId);
    const sent = await check(checkToken);
    expect(sent.json()).toMatchObject({ state: 'sent', docType: 'Hawala', amount: '10100.00', currency: 'AFN' });
    for (const leak of ['Sender', 'Receiver', '0799']) expect(sent.body).not.toContain(leak);

    const paid = await api.inject('POST', `/api/hawala/${hawala.id}/paid`, { partnerAccountId: acc.partner });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await check(checkToken)).json().state).toBe('paid');
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
    // A token naming the same document with another printed-state tag is refused too: the MAC covers both.
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
