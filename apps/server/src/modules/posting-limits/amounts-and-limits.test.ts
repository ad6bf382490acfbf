import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decimalMessages, transactionMessages } from '@sarafi/core';
import { hawalaDetails, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postFile, sheetOf } from '../hawala-import/test-support';
import { AFN, hawalaApi, USD } from '../hawala/test-support';

/** docs/decisions.md, Money and amounts: one strict amount parser on every route, and a per-currency limit on what one posting carries. */
describe('amounts are read strictly and postings stay within their currency limit', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    user = await t.cookieFor('user');
    const make = async (name: string, currencyId: number) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: name, currencyId, accountType: 'customer' } });
      ids[name] = response.json().id;
    };
    await make('afn-a', AFN);
    await make('afn-b', AFN);
    await make('afn-c', AFN);
    await make('afn-d', AFN);
    await make('usd-a', USD);
    await make('usd-b', USD);
    const api = hawalaApi(t, admin);
    ids.partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  /** The body as raw JSON text, so a number reaches the server exactly as a client wrote it. */
  const postRaw = (json: string, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/transactions', headers: { cookie, 'content-type': 'application/json' }, payload: json });
  const transfer = (amount: string, from = ids['afn-a'], to = ids['afn-b'], currencyId = AFN) =>
    `{"transType":"Transfer","outAccountId":${from},"inAccountId":${to},"currencyId":${currencyId},"dAmount":${amount},"transDescription":"out","cTransDescription":"in"}`;
  const count = async () => (await t.handle.db.select({ id: transactions.id }).from(transactions)).length;
  const expect400 = (response: { statusCode: number; body: string; json(): { message: string } }, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  };

  it.each([
    ['"1.234,50"', decimalMessages.grouping],
    ['"0,5"', decimalMessages.grouping],
    ['"1,23"', decimalMessages.grouping],
    ['"1 0"', transactionMessages.amountPositive],
    ['"100abc"', transactionMessages.amountPositive],
    ['"10.005"', decimalMessages.amountPlaces],
    ['10.005', decimalMessages.amountPlaces],
    ['12345678901234567.89', decimalMessages.imprecise],
  ])('refuses the amount %s with a message and stores nothing', async (amount, message) => {
    const before = await count();
    expect400(await postRaw(transfer(amount)), message);
    expect(await count()).toBe(before);
  });

  it.each([
    ['"1.234,50"', decimalMessages.grouping],
    ['10.005', decimalMessages.amountPlaces],
    ['12345678901234567.89', decimalMessages.imprecise],
  ])('refuses the hawala amount %s by the same parser', async (amount, message) => {
    const json = `{"senderName":"A","receiverName":"B","amount":${amount},"currency":"AFN","convertedCurrency":"AFN","exchangeRate":"1"}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/hawala', headers: { cookie: admin, 'content-type': 'application/json' }, payload: json });
    expect400(response, message);
  });

  it('takes real thousands groups, Persian digits and exact JSON numbers as written', async () => {
    for (const [amount, stored] of [
      ['"1,234.50"', '1234.50'],
      ['"۱۲۳٫۴۵"', '123.45'],
      ['1234.5', '1234.50'],
    ] as const) {
      const response = await postRaw(transfer(amount));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().dAmount).toBe(stored);
    }
  });

  it('refuses a posting over its currency limit, naming the limit and the currency; exactly the limit posts', async () => {
    const over = await postRaw(transfer('"1,000,000.01"', ids['usd-a'], ids['usd-b'], USD));
    expect400(over, decimalMessages.overLimit('$ 1,000,000.00'));
    expect(over.json()).toMatchObject({ code: 'decimal.overLimit', params: { limit: '$ 1,000,000.00', currency: 'USD' } });
    expect((await postRaw(transfer('"1000000.00"', ids['usd-a'], ids['usd-b'], USD))).statusCode).toBe(201);

    // An edit is a posting too.
    const small = (await postRaw(transfer('"10"', ids['usd-a'], ids['usd-b'], USD))).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/transactions/${small.id}`,
      headers: { cookie: admin },
      payload: { ...small, dAmount: '2000000', cAmount: '2000000' },
    });
    expect400(edit, decimalMessages.overLimit('$ 1,000,000.00'));
  });

  it('lets an admin read and change the limits; others may not; bad limits are refused', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/posting-limits', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json().limits).toEqual(
      expect.arrayContaining([
        { currency: 'AFN', limit: '100000000.00', clerkLimit: null },
        { currency: 'USD', limit: '1000000.00', clerkLimit: null },
        { currency: 'EUR', limit: '1000000.00', clerkLimit: null },
        { currency: 'PKR', limit: '500000000.00', clerkLimit: null },
      ]),
    );
    const put = (limits: object[], cookie = admin) => t.app.inject({ method: 'PUT', url: '/api/posting-limits', headers: { cookie }, payload: { limits } });
    expect((await put([{ currency: 'USD', limit: '5' }], user)).statusCode).toBe(403);
    expect400(await put([{ currency: 'USD', limit: '0,5' }]), decimalMessages.grouping);
    expect400(await put([{ currency: 'USD', limit: '0' }]), decimalMessages.limitInvalid);
    expect400(await put([{ currency: 'XYZ', limit: '5' }]), decimalMessages.limitCurrencyUnknown('XYZ'));

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/posting-limits'])).toEqual(expect.arrayContaining(['get', 'put']));

    const changed = await put([{ currency: 'usd', limit: '2,000,000' }]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().limits).toContainEqual({ currency: 'USD', limit: '2000000.00', clerkLimit: null });
    expect(changed.json().limits).toContainEqual({ currency: 'AFN', limit: '100000000.00', clerkLimit: null });
    expect((await postRaw(transfer('"1500000"', ids['usd-a'], ids['usd-b'], USD))).statusCode).toBe(201);
    expect400(await postRaw(transfer('"2000000.01"', ids['usd-a'], ids['usd-b'], USD)), decimalMessages.overLimit('$ 2,000,000.00'));
  });

  it('refuses a hawala over the limit when it is created and when it is paid out', async () => {
    const api = hawalaApi(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hawala',
      headers: { cookie: admin },
      payload: { senderName: 'A', receiverName: 'B', amount: '100,000,000.01', currency: 'AFN', convertedCurrency: 'AFN', exchangeRate: '1' },
    });
    expect400(created, decimalMessages.overLimit('؋ 100,000,000.00'));

    const detail = await api.detail({ currency: 'AFN', rAmount: '150000000.00' });
    expect400(await api.pass(detail.id), decimalMessages.overLimit('؋ 100,000,000.00'));
    expect(await api.status(detail.id)).toBe('Pending');
  });

  it('never answers 500 when balances reach the numeric limit: with no business limit, the overflow is a 400', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/posting-limits', headers: { cookie: admin }, payload: { limits: [{ currency: 'AFN', limit: null }] } });
    expect400(await postRaw(transfer('"100,000,000,000,000,000.00"')), transactionMessages.amountTooLarge);
    const responses = [];
    for (let i = 0; i < 11; i++) responses.push(await postRaw(transfer('"99,999,999,999,999,999.99"', ids['afn-c'], ids['afn-d'])));
    expect(responses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect400(responses[10]!, decimalMessages.balanceOverflow);
    // The account is not frozen: a posting that fits still goes through.
    expect((await postRaw(transfer('"100"', ids['afn-d'], ids['afn-c']))).statusCode).toBe(201);
  });

  it('gives the importer row errors for amount cells the parser refuses and for R Amounts over the limit', async () => {
    const data = sheetOf([
      ['IMP-1', 'Sender', 'Receiver', '1.234,50', 88.5, 'AFN', 1000, 'Kabul', 1, 10],
      ['IMP-2', 'Sender', 'Receiver', 100, 88.5, 'AFN', '8850.005', 'Kabul', 1, 10],
      ['IMP-3', 'Sender', 'Receiver', '0,5', 88.5, 'AFN', '1 000', 'Kabul', 1, 10],
      ['IMP-4', 'Sender', 'Receiver', 100, 1, 'USD', 2000000.01, 'Kabul', 1, 10],
      ['IMP-5', 'Sender', 'Receiver', '1,234.50', 88.5, 'AFN', 109253.25, 'Kabul', 1, 1589.14],
    ]);
    const preview = await postFile(t, admin, 'preview', { fileName: 'amounts.xlsx', data });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.preview.map((r: { hawalaNo: string }) => r.hawalaNo)).toEqual(['IMP-5']);
    expect(body.preview[0].amount).toBe('1234.50');
    expect(body.errors).toMatchObject([
      { row: 2, hawalaNo: 'IMP-1', reason: "Amount '1.234,50': commas may only separate thousands (1,234,567.50), and the decimal point is a dot" },
      { row: 3, hawalaNo: 'IMP-2', reason: "R Amount has more than 2 decimals: '8850.005'" },
      {
        row: 4,
        hawalaNo: 'IMP-3',
        reason: "Amount '0,5': commas may only separate thousands (1,234,567.50), and the decimal point is a dot; R Amount is not a number: '1 000'",
      },
      { row: 5, hawalaNo: 'IMP-4', reason: 'R Amount 2,000,000.01 is more than one posting may carry: at most 2,000,000.00 USD' },
    ]);

    const imported = await postFile(t, admin, 'import', { fileName: 'amounts.xlsx', data });
    expect(imported.statusCode, imported.body).toBe(422);
    expect(imported.json().errors).toHaveLength(4);
    expect(await t.handle.db.select().from(hawalaDetails).where(eq(hawalaDetails.hawalaNo, 'IMP-5'))).toEqual([]);
  });
});

describe('a limits change names each currency once', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const put = (limits: object[]) => t.app.inject({ method: 'PUT', url: '/api/posting-limits', headers: { cookie: admin }, payload: { limits } });

  it('refuses a currency sent twice (a clerk limit twice was a 500), and records no change', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/posting-limits', headers: { cookie: admin } })).json();
    for (const limits of [
      [{ currency: 'USD', clerkLimit: '1000' }, { currency: 'usd', clerkLimit: '2000' }],
      [{ currency: 'USD', limit: '1000000' }, { currency: 'USD', limit: '1' }],
    ]) {
      const response = await put(limits);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('decimal.limitCurrencyTwice');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/posting-limits', headers: { cookie: admin } })).json()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/changes', headers: { cookie: admin } })).json().changes).toEqual([]);
  });
});
