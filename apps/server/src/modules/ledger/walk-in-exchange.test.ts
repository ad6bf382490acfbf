import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { deletedTransactions, fxDeals, ledgerEntries, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from '../transactions/test-support';

const USD = 1;
const AFN = 2;
const CASH = 11;
const day = '2026-11-20';

/**
 * A walk-in exchange (docs/decisions.md, Walk-in exchanges): the shop's cash on one side or both, one posting. Worked by hand in AFN, the base:
 * 1. buys 1,000 USD at 68.75 for 68,750.00 AFN, cash both sides; 2. buys 500 USD at 69.00 for 34,500.00 from a
 * customer's USD account, paid in cash: 1,500 USD cost 103,250.00 (68.8333… each);
 * 3. sells 600 USD at 70.00 for 42,000.00 AFN, cash both sides: realises 42,000.00 − 41,300.00 = 700.00.
 */
const deals = (acc: { usd: number; afn: number }, walkIn: boolean) => [
  { transType: 'Exchange', outAccountId: walkIn ? CASH : acc.usd, inAccountId: walkIn ? CASH : acc.afn, currencyId: USD, cCurrencyId: AFN, dAmount: '1000', cAmount: '68750', exRate: '68.75', transDate: day },
  { transType: 'Exchange', outAccountId: acc.usd, inAccountId: walkIn ? CASH : acc.afn, currencyId: USD, cCurrencyId: AFN, dAmount: '500', cAmount: '34500', exRate: '69', transDate: day },
  { transType: 'Exchange', outAccountId: walkIn ? CASH : acc.afn, inAccountId: walkIn ? CASH : acc.usd, currencyId: AFN, cCurrencyId: USD, dAmount: '42000', cAmount: '600', exRate: '70', transDate: day },
];

async function customers(t: TestApp, api: ReturnType<typeof transactionApi>) {
  const acc = { usd: await api.account('Dollar customer', USD), afn: await api.account('Afghani customer', AFN) };
  // The customers hold what they trade, so each deal reads as in a shop's day.
  await api.post({ transType: 'Credit', outAccountId: CASH, inAccountId: acc.usd, currencyId: USD, dAmount: '5000', transDescription: 'deposit', transDate: day });
  await api.post({ transType: 'Credit', outAccountId: CASH, inAccountId: acc.afn, currencyId: AFN, dAmount: '100000', transDescription: 'deposit', transDate: day });
  return acc;
}

describe('a walk-in exchange against the shop cash', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let clerk: string;
  let acc: { usd: number; afn: number };
  const posted: { id: number; updatedAt: string }[] = [];
  // A clerk's DTO leaves the profit out (docs/decisions.md, Owner-only figures): read it where the deal keeps it.
  const profitOf = async (app: TestApp, id: number) => (await app.handle.db.select().from(fxDeals).where(eq(fxDeals.transactionId, id)))[0]?.realisedProfit;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    clerk = await t.cookieFor('user');
    acc = await customers(t, api);
  });
  afterAll(() => t.close());

  const entriesOf = (id: number) =>
    t.handle.db
      .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, id))
      .orderBy(asc(ledgerEntries.id));

  it('a clerk buys USD 1,000 from a walk-in for AFN, cash on both sides: one posting, the drawer gains USD and pays AFN', async () => {
    const [buy] = deals(acc, true);
    const before = await t.handle.db.select({ id: transactions.id }).from(transactions);
    const deal = await api.post({ ...buy, walkInName: '  Rahim Karimi ', walkInPhone: ' 0700 123 456 ' }, clerk);
    posted.push(deal);
    expect(deal).toMatchObject({ outAccountId: CASH, inAccountId: CASH, walkInName: 'Rahim Karimi', walkInPhone: '0700 123 456' });
    expect(await t.handle.db.select({ id: transactions.id }).from(transactions)).toHaveLength(before.length + 1);
    const entries = await entriesOf(deal.id);
    expect(entries.filter((e) => e.accountId === CASH)).toEqual([
      // Money in the drawer is stored negative (an asset): the USD came in, the AFN went out.
      { accountId: CASH, currencyId: USD, amount: '-1000.00' },
      { accountId: CASH, currencyId: AFN, amount: '68750.00' },
    ]);
    expect(entries.filter((e) => e.accountId !== CASH).map((e) => [e.currencyId, e.amount])).toEqual([
      [USD, '1000.00'],
      [AFN, '-68750.00'],
    ]);
    await expectLedgerHolds(t);
  });

  it('a customer account on one side and the cash on the other posts too, and so does a sale to a walk-in', async () => {
    const [, fromCustomer, sale] = deals(acc, true);
    posted.push(await api.post({ ...fromCustomer, walkInName: 'Nasir' }, clerk));
    posted.push(await api.post(sale!, clerk));
    expect(posted[1]).toMatchObject({ walkInName: 'Nasir', walkInPhone: null });
    expect(posted[2]).toMatchObject({ walkInName: null, walkInPhone: null });
    expect(await api.balance(acc.usd, USD)).toBe('4500.00');
    await expectLedgerHolds(t);
  });

  it('positions and realised profit are those of the same deals between two customer accounts', async () => {
    const other = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    try {
      const otherApi = transactionApi(other, await other.cookieFor('admin'));
      const otherAcc = await customers(other, otherApi);
      const profits = [];
      for (const body of deals(otherAcc, false)) profits.push(await profitOf(other, (await otherApi.post(body)).id));
      expect(profits).toEqual(['0.00', '0.00', '700.00']);
      expect(await Promise.all(posted.map((d) => profitOf(t, d.id)))).toEqual(profits);
      const positions = async (a: ReturnType<typeof transactionApi>) => (await a.inject('GET', '/api/reports/positions')).json().positions;
      const ours = await positions(api);
      expect(ours.find((p: { currencyCode: string }) => p.currencyCode === 'USD')).toMatchObject({ quantity: '900.00' });
      expect(ours).toEqual(await positions(otherApi));
    } finally {
      await other.close();
    }
  });

  it('the cash book shows both drawer movements of a deal, as cash in and cash out in their currencies', async () => {
    const response = await api.inject('GET', `/api/reports/cash-book?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const book = response.json().currencies as { currencyCode: string; lines: { transactionId: number; amountIn: string; amountOut: string }[] }[];
    const linesOf = (code: string) => book.find((c) => c.currencyCode === code)!.lines.filter((l) => l.transactionId === posted[0]!.id);
    expect(linesOf('USD')).toMatchObject([{ amountIn: '1000.00', amountOut: '0.00' }]);
    expect(linesOf('AFN')).toMatchObject([{ amountIn: '0.00', amountOut: '68750.00' }]);
  });

  it('the receipt carries both amounts, the rate and the walk-in', async () => {
    const response = await api.inject('GET', `/api/transactions/${posted[0]!.id}/receipt`, undefined, clerk);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      trans_type: 'Exchange',
      d_amount: '1000.00',
      currency: 'USD',
      c_amount: '68750.00',
      c_currency: 'AFN',
      ex_rate: '68.75000000',
      walk_in_name: 'Rahim Karimi',
      walk_in_phone: '0700 123 456',
    });
  });

  it('an edit that does not name the walk-in keeps them; delete and recover carry them with the document', async () => {
    const [buy] = deals(acc, true);
    const edited = await api.put(posted[0]!.id, { ...buy, transDescription: 'counter', updatedAt: posted[0]!.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ walkInName: 'Rahim Karimi', walkInPhone: '0700 123 456' });

    expect((await api.del(posted[0]!.id)).statusCode).toBe(200);
    const [gone] = await t.handle.db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, posted[0]!.id));
    expect(gone).toMatchObject({ walkInName: 'Rahim Karimi', walkInPhone: '0700 123 456' });
    expect(await t.handle.db.select().from(fxDeals).where(eq(fxDeals.transactionId, posted[0]!.id))).toEqual([]);
    await expectLedgerHolds(t);

    expect((await api.recover(posted[0]!.id)).statusCode).toBe(200);
    const [back] = await t.handle.db.select().from(transactions).where(eq(transactions.id, posted[0]!.id));
    expect(back).toMatchObject({ walkInName: 'Rahim Karimi', walkInPhone: '0700 123 456' });
    expect((await entriesOf(posted[0]!.id)).filter((e) => e.accountId === CASH)).toHaveLength(2);
    await expectLedgerHolds(t);
  });

  it('refuses a walk-in name or phone that is too long, and the cash in one currency on both sides', async () => {
    const [buy] = deals(acc, true);
    const long = await api.inject('POST', '/api/transactions', { ...buy, walkInName: 'x'.repeat(256) }, clerk);
    expect(long.statusCode).toBe(400);
    const phone = await api.inject('POST', '/api/transactions', { ...buy, walkInPhone: '1'.repeat(51) }, clerk);
    expect(phone.statusCode).toBe(400);
    const same = await api.inject('POST', '/api/transactions', { ...buy, cCurrencyId: USD, cAmount: '1000', exRate: '1' }, clerk);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'transaction.sameCurrency' });
  });

  it('keeps no walk-in on an exchange between two accounts: the accounts name their holders', async () => {
    const [buy] = deals(acc, false);
    const deal = await api.post({ ...buy, walkInName: 'Someone', walkInPhone: '0799' }, clerk);
    expect(deal).toMatchObject({ walkInName: null, walkInPhone: null });
  });
});
