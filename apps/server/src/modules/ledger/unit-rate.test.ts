import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transactionMessages } from '@sarafi/core';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from '../transactions/test-support';

/**
 * docs/decisions.md, Currencies and rates on Exchange: a rate of exactly 1 between two different currencies is almost always a rate nobody
 * typed, so POST and PUT /api/transactions refuse it unless the body carries `confirmUnitRate: true` — the same rule
 * POST /api/hawala applies, whatever client sends it.
 */
describe('/api/transactions: an exchange at a rate of 1 between two currencies needs confirmUnitRate', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const acc: Record<string, number> = {};
  const USD = 1;
  const AFN = 2;
  const refusal = (from: string, to: string) => ({
    message: transactionMessages.unitRateUnconfirmed(from, to),
    code: 'transaction.unitRateUnconfirmed',
    params: { from, to },
  });
  /** The shop buys 100 USD from Carla and sells Bilal AFN: at 1, 100 AFN. */
  const exchange = (over: object = {}) => ({
    transType: 'Exchange',
    outAccountId: acc.usd,
    inAccountId: acc.afn,
    currencyId: USD,
    cCurrencyId: AFN,
    dAmount: '100',
    cAmount: '100',
    exRate: '1',
    transDescription: 'bought',
    cTransDescription: 'sold',
    transDate: '2026-11-20',
    ...over,
  });
  const stored = async (id: number) => (await t.handle.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    acc.usd = await api.account('Carla', USD);
    acc.afn = await api.account('Bilal', AFN);
    acc.afn2 = await api.account('Ahmad', AFN);
  });
  afterAll(() => t.close());

  it('refuses the rate typed as 1, 1.000 or one that rounds to 1 at 8 places, or with the flag false, and posts nothing', async () => {
    const before = await api.balances();
    const count = await t.handle.db.$count(transactions);
    for (const over of [{}, { exRate: '1.000' }, { exRate: 1 }, { exRate: '1.000000001' }, { confirmUnitRate: false }]) {
      const response = await api.inject('POST', '/api/transactions', exchange(over));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject(refusal('USD', 'AFN'));
    }
    // Either direction: AFN → USD names the pair as sent.
    const back = await api.inject('POST', '/api/transactions', exchange({ outAccountId: acc.afn, inAccountId: acc.usd, currencyId: AFN, cCurrencyId: USD }));
    expect(back.json()).toMatchObject(refusal('AFN', 'USD'));
    expect(await t.handle.db.$count(transactions)).toBe(count);
    expect(await api.balances()).toEqual(before);
  });

  it('posts it once the clerk confirmed, at exactly the rate of 1', async () => {
    const posted = await api.post(exchange({ confirmUnitRate: true }));
    expect(posted).toMatchObject({ exRate: '1.00000000', dAmount: '100.00', cAmount: '100.00' });
    expect(await api.balance(acc.usd!, USD)).toBe('-100.00');
    expect(await api.balance(acc.afn!, AFN)).toBe('100.00');
    await expectLedgerHolds(t);
  });

  it('needs no confirmation for any other rate, nor for the rate of 1 that vouchers and transfers carry in one currency', async () => {
    expect((await api.post(exchange({ exRate: '70', cAmount: '7000' }))).exRate).toBe('70.00000000');
    expect((await api.post(exchange({ exRate: '1.01', cAmount: '101' }))).exRate).toBe('1.01000000');
    const transfer = { transType: 'Transfer', outAccountId: acc.afn, inAccountId: acc.afn2, currencyId: AFN, dAmount: '50', exRate: '1', transDescription: 'out', cTransDescription: 'in' };
    expect((await api.post(transfer)).exRate).toBe('1.00000000');
    expect((await api.post({ transType: 'Debit', outAccountId: acc.afn, inAccountId: 11, currencyId: AFN, dAmount: '5', exRate: '1', transDescription: 'cash' })).exRate).toBe('1.00000000');
    // An exchange within one currency is refused for that, not for its rate.
    const same = await api.inject('POST', '/api/transactions', exchange({ inAccountId: acc.usd, cCurrencyId: USD }));
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(transactionMessages.sameCurrency);
  });

  it('refuses an edit to a rate of 1, or one that keeps a confirmed rate of 1, without the flag; accepts it with the flag', async () => {
    const posted = await api.post(exchange({ exRate: '70', cAmount: '7000' }));
    const toUnit = await api.put(posted.id, { ...exchange(), updatedAt: posted.updatedAt });
    expect(toUnit.statusCode, toUnit.body).toBe(400);
    expect(toUnit.json()).toMatchObject(refusal('USD', 'AFN'));
    expect(await stored(posted.id)).toMatchObject({ exRate: '70.00000000', cAmount: '7000.00', updatedAt: new Date(posted.updatedAt) });

    const confirmed = await api.put(posted.id, { ...exchange({ confirmUnitRate: true }), updatedAt: posted.updatedAt });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ exRate: '1.00000000', cAmount: '100.00' });

    // Changing only the narrative still saves a rate of 1, so it is confirmed again.
    const renamed = { ...exchange({ transDescription: 'bought, counted' }), updatedAt: confirmed.json().updatedAt };
    expect((await api.put(posted.id, renamed)).json()).toMatchObject(refusal('USD', 'AFN'));
    const again = await api.put(posted.id, { ...renamed, confirmUnitRate: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().transDescription).toBe('bought, counted');
    await expectLedgerHolds(t);
  });

  it('refuses a flag that is not a boolean, and documents the flag in the OpenAPI', async () => {
    const response = await api.inject('POST', '/api/transactions', exchange({ confirmUnitRate: 'yes' }));
    expect(response.statusCode).toBe(400);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schemaOf = (path: string, method: string) => doc.paths[path][method].requestBody.content['application/json'].schema;
    for (const [path, method] of [['/api/transactions', 'post'], ['/api/transactions/{id}', 'put']] as const) {
      expect(JSON.stringify(schemaOf(path, method)), `${method} ${path}`).toContain('confirmUnitRate');
    }
    expect(schemaOf('/api/transactions', 'post').properties.confirmUnitRate).toMatchObject({ type: 'boolean', description: expect.stringContaining('rate of exactly 1') });
  });
});
