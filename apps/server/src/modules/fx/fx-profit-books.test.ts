import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Money, type Hawala } from '@sarafi/core';
import { accounts, fxDealLegs, fxDeals, ledgerEntries, transactions } from '../../db/schema';
import { seedSystem } from '../../db/seed-system';
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from '../transactions/test-support';
import { rebuildDeals } from './rebuild-deals';

const USD = 1;
const AFN = 2;
const PKR = 3;
const EUR = 4;

/** The board used below (base AFN): USD 70.50 / 70.80 (mid 70.65), PKR 0.248 / 0.252 (mid 0.25), EUR 76 / 77. */
async function setBoard(api: ReturnType<typeof transactionApi>) {
  for (const [id, buyRate, sellRate] of [[USD, '70.5', '70.8'], [PKR, '0.248', '0.252'], [EUR, '76', '77']] as const) {
    const response = await api.inject('PUT', `/api/currencies/${id}/rates`, { buyRate, sellRate });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const accountId = async (t: TestApp, code: string) => (await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0]!.id;
const profitOf = async (t: TestApp, id: number) => (await t.handle.db.select().from(fxDeals).where(eq(fxDeals.transactionId, id)))[0]?.realisedProfit;

describe('FX profit in the books: the FXPL account carries every deal’s realised profit (docs/decisions.md, Exchange desk)', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    acc.usd = await api.account('Dollar customer', USD);
    acc.afn = await api.account('Afghani customer', AFN);
  });
  afterAll(() => t.close());

  const buyUsd = (usd: string, afn: string, rate: string, transDate: string) =>
    ({ transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.afn, currencyId: USD, cCurrencyId: AFN, dAmount: usd, cAmount: afn, exRate: rate, transDate });
  const sellUsd = (afn: string, usd: string, rate: string, transDate: string) =>
    ({ transType: 'Exchange', outAccountId: acc.afn, inAccountId: acc.usd, currencyId: AFN, cCurrencyId: USD, dAmount: afn, cAmount: usd, exRate: rate, transDate });

  it('a sale books its realised profit to FXPL-AFN against FX-AFN in its own transaction; the trial balance and the report agree', async () => {
    await api.post(buyUsd('100', '7000', '70', '2026-11-02'));
    const sale = await api.post(sellUsd('7100', '100', '71', '2026-11-03'));
    expect(sale).toMatchObject({ realisedProfit: '100.00' });
    const fxpl = await accountId(t, 'FXPL-AFN');
    const fxAfn = await accountId(t, 'FX-AFN');
    const lines = await t.handle.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.transactionId, sale.id), eq(ledgerEntries.fxProfit, true)));
    expect(lines.map((l) => [l.accountId, l.currencyId, l.amount]).sort()).toEqual([[fxAfn, AFN, '-100.00'], [fxpl, AFN, '100.00']].sort());
    expect(await api.balance(fxpl, AFN)).toBe('100.00');
    // The USD position is closed, so the base's FX position holds nothing either: 7,000 paid, 7,100 received, 100 taken out.
    expect(await api.balance(fxAfn, AFN)).toBe('0.00');

    const trial = (await api.inject('GET', '/api/reports/trial-balance?asOf=2026-11-03')).json();
    expect(trial.rows.find((r: { accountCode: string }) => r.accountCode === 'FXPL-AFN')).toMatchObject({ credit: '100.00', debit: '0.00', group: 'system' });
    expect(trial.totals.every((total: { balanced: boolean }) => total.balanced)).toBe(true);
    const report = (await api.inject('GET', '/api/reports/fx-profit?from=2026-11-01&to=2026-11-03')).json();
    expect(report.realisedProfit).toBe('100.00');
    // As of the day of the purchase nothing was realised yet, and the books say so too.
    const before = (await api.inject('GET', '/api/reports/trial-balance?asOf=2026-11-02')).json();
    expect(before.rows.find((r: { accountCode: string }) => r.accountCode === 'FXPL-AFN')).toBeUndefined();
    await expectLedgerHolds(t);
  });

  it('a backdated purchase re-values the later sale, and the sale’s FX profit lines follow in the same transaction', async () => {
    // 100 USD at 69.00 before the others: 200 USD cost 13,900.00 (69.50 each); the sale realises 7,100 − 6,950 = 150.00.
    await api.post(buyUsd('100', '6900', '69', '2026-11-01'));
    expect(await api.balance(await accountId(t, 'FXPL-AFN'), AFN)).toBe('150.00');
    const report = (await api.inject('GET', '/api/reports/fx-profit?from=2026-11-01&to=2026-11-03')).json();
    expect(report.realisedProfit).toBe('150.00');
    await expectLedgerHolds(t);
  });

  it('books written before the FX profit account get every deal’s profit booked at the next start', async () => {
    // The books as an older version left them: the same deals, no FX profit lines and no FXPL account.
    await t.handle.db.execute(sql`
      with gone as (delete from ledger_entries where fx_profit returning account_id, currency_id, transaction_id, amount)
      , days as (select g.account_id, g.currency_id, coalesce(t.trans_date, '') as day, sum(g.amount) as total from gone g join transactions t on t.id = g.transaction_id group by 1, 2, 3)
      , moved as (update account_day_totals d set total = d.total - days.total from days
                  where d.account_id = days.account_id and d.currency_id = days.currency_id and d.day = days.day)
      update account_balances b set balance = b.balance - s.total
      from (select account_id, currency_id, sum(total) as total from days group by 1, 2) s
      where b.account_id = s.account_id and b.currency_id = s.currency_id`);
    await t.handle.db.execute(sql`delete from account_balances where account_id = (select id from accounts where account_code = 'FXPL-AFN')`);
    await t.handle.db.execute(sql`delete from account_day_totals where account_id = (select id from accounts where account_code = 'FXPL-AFN')`);
    await t.handle.db.delete(accounts).where(eq(accounts.accountCode, 'FXPL-AFN'));
    expect(await seedSystem(t.handle.db, ADMIN)).toEqual({});
    expect(await api.balance(await accountId(t, 'FXPL-AFN'), AFN)).toBe('150.00');
    await expectLedgerHolds(t);
  });

  it('FXPL-AFN is the owner’s: a clerk neither lists it nor reads its statement', async () => {
    const fxpl = await accountId(t, 'FXPL-AFN');
    const clerk = await t.cookieFor('user');
    expect((await api.inject('GET', `/api/accounts/${fxpl}/statement`, undefined, clerk)).statusCode).toBe(404);
    expect((await api.inject('GET', `/api/accounts/${fxpl}/statement`)).statusCode).toBe(200);
    const listed = (await api.inject('GET', '/api/accounts?limit=500', undefined, clerk)).json();
    expect(JSON.stringify(listed)).not.toContain('FXPL-');
  });
});

describe('a cross deal edited to another bought currency is valued at that currency’s own mid', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    await setBoard(api);
    acc.usd = await api.account('Dollar customer', USD);
    acc.pkr = await api.account('Rupee customer', PKR);
    acc.eur = await api.account('Euro customer', EUR);
    acc.afn = await api.account('Afghani customer', AFN);
  });
  afterAll(() => t.close());

  it('USD 1,000 → EUR edited to PKR 280,000 → EUR: the rupees cost 280,000 × 0.25, and selling 100,000 of them at the board makes 200.00', async () => {
    const deal = await api.post({ transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.eur, currencyId: USD, cCurrencyId: EUR, dAmount: '1000', cAmount: '919.96', exRate: '1.087', transDate: '2026-11-01' });
    const edited = await api.put(deal.id, {
      transType: 'Exchange',
      outAccountId: acc.pkr,
      inAccountId: acc.eur,
      currencyId: PKR,
      cCurrencyId: EUR,
      dAmount: '280000',
      cAmount: '919.99',
      exRate: '304.35',
      transDate: '2026-11-01',
      updatedAt: deal.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.handle.db.select({ mid: transactions.fxMidRate }).from(transactions).where(eq(transactions.id, deal.id));
    expect(new Money(row!.mid!).toFixed(2)).toBe('0.25');
    const positions = (await api.inject('GET', '/api/reports/positions')).json().positions as { currencyCode: string; quantity: string; basis: string }[];
    expect(positions.find((p) => p.currencyCode === 'PKR')).toMatchObject({ quantity: '280000.00', basis: '70000.00' });

    // The shop sells 100,000 PKR for 25,200 AFN (the board's sell price, 0.252).
    const sale = await api.post({ transType: 'Exchange', outAccountId: acc.afn, inAccountId: acc.pkr, currencyId: AFN, cCurrencyId: PKR, dAmount: '25200', cAmount: '100000', exRate: '0.252', transDate: '2026-11-02' });
    expect(sale).toMatchObject({ realisedProfit: '200.00' });
    expect(await api.balance(await accountId(t, 'FXPL-AFN'), AFN)).toBe('200.00');
    await expectLedgerHolds(t);
  });
});

describe('cancelling a cross-currency hawala we sent undoes its deal at its own rates', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const acc: Record<string, number> = {};
  type Position = { currencyCode: string; quantity: string; basis: string; averageCost: string };
  const positions = async () => (await api.inject('GET', '/api/reports/positions')).json().positions as Position[];
  const refundOf = async (hawalaId: number) =>
    (await t.handle.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.sentHawalaId, hawalaId)).orderBy(desc(transactions.id)))[0]!.id;
  const send = async (body: object) => {
    const response = await api.inject('POST', '/api/hawala', { senderName: 'Ahmad Karimi', receiverName: 'Bilal Noori', senderPhone: '0700 111 222', receiverPhone: '0300 111 222', ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Hawala;
  };
  const cancel = async (id: number) => {
    const response = await api.inject('POST', `/api/hawala/${id}/cancel`, { reason: 'sender changed plans' });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    await setBoard(api);
    acc.usd = await api.account('Dollar customer', USD);
    acc.afn = await api.account('Afghani customer', AFN);
    // The shop holds 1,000 USD bought at 70.00.
    await api.post({ transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.afn, currencyId: USD, cCurrencyId: AFN, dAmount: '1000', cAmount: '70000', exRate: '70' });
  });
  afterAll(() => t.close());

  it('USD in, PKR owed: the cancel realises nothing and the positions and average costs are as before the hawala', async () => {
    const before = await positions();
    const hawala = await send({ amount: '500', currency: 'USD', exchangeRate: '280', convertedCurrency: 'PKR', commission: '5' });
    expect(await profitOf(t, hawala.transactionId!)).toBe('0.00');
    await cancel(hawala.id);
    expect(await profitOf(t, await refundOf(hawala.id))).toBe('0.00');
    expect(await positions()).toEqual(before);
    expect(await api.balance(await accountId(t, 'FXPL-AFN'), AFN)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('a hawala that realised a profit when sent takes exactly that back when cancelled', async () => {
    // The shop holds 140,000 PKR bought at 0.24: sending them at USD's mid (500 × 70.65 = 35,325.00) realises 1,725.00.
    await api.post({ transType: 'Exchange', outAccountId: await api.account('Rupee customer', PKR), inAccountId: acc.afn, currencyId: PKR, cCurrencyId: AFN, dAmount: '140000', cAmount: '33600', exRate: '0.24' });
    const before = await positions();
    const hawala = await send({ amount: '500', currency: 'USD', exchangeRate: '280', convertedCurrency: 'PKR' });
    expect(await profitOf(t, hawala.transactionId!)).toBe('1725.00');
    await cancel(hawala.id);
    expect(await profitOf(t, await refundOf(hawala.id))).toBe('-1725.00');
    expect(await positions()).toEqual(before);
    expect(await api.balance(await accountId(t, 'FXPL-AFN'), AFN)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('deriving every deal again from the ledger (rebuildDeals) gives the same legs, refunds and FX profit lines', async () => {
    const snapshot = async () => ({
      legs: await t.handle.db.select().from(fxDealLegs).orderBy(fxDealLegs.transactionId, fxDealLegs.currencyId),
      deals: await t.handle.db.select().from(fxDeals).orderBy(fxDeals.transactionId),
      lines: (await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.fxProfit, true)).orderBy(ledgerEntries.transactionId, ledgerEntries.accountId)).map(
        ({ transactionId, accountId: account, amount }) => ({ transactionId, account, amount }),
      ),
    });
    const before = await snapshot();
    expect(before.legs.some((l) => l.undoesTransactionId !== null)).toBe(true);
    await t.handle.db.transaction((tx) => rebuildDeals(tx));
    expect(await snapshot()).toEqual(before);
    await expectLedgerHolds(t);
  });
});

describe('the FX profit account follows the base currency while no deal exists', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
  });
  afterAll(() => t.close());

  it('a new base takes the account with it: one FX profit account, in the base, whatever the base', async () => {
    const before = await accountId(t, 'FXPL-AFN');
    const saved = await api.inject('PUT', '/api/settings/exchange-desk', { baseCurrencyId: USD, boardEnabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const [moved] = await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, 'FXPL-USD'));
    expect(moved).toMatchObject({ id: before, currencyId: USD, isSystem: true });
    expect(await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, 'FXPL-AFN'))).toEqual([]);
  });
});
