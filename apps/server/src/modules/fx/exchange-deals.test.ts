import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fxDealLegs, fxDeals, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from '../transactions/test-support';

/**
 * Realised profit per deal at moving weighted-average cost, kept through edit, delete and recover (docs/decisions.md, Exchange desk). The
 * figures are worked by hand in AFN, the default base:
 * 1. the shop buys 100 USD for 7,000.00 (70.00); 2. buys 300 USD for 21,300.00 (71.00): 400 USD cost 28,300.00,
 * 70.75 each; 3. sells 200 USD for 14,300.00 (71.50): realises 14,300.00 − 200 × 70.75 = 150.00.
 */
describe('exchange deals: realised profit stored with the deal, recomputed in posting order', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let cookie: string;
  const acc: Record<string, number> = {};
  const deal: Record<string, { id: number; updatedAt: string }> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    cookie = await t.cookieFor('admin');
    api = transactionApi(t, cookie);
    acc.usd = await api.account('Dollar customer', 1);
    acc.afn = await api.account('Afghani customer', 2);
    acc.eur = await api.account('Euro customer', 4);
  });
  afterAll(() => t.close());

  // The customer gives USD (the shop buys it) and takes AFN, or the other way round.
  const buyUsd = (usd: string, afn: string, rate: string, transDate: string) =>
    ({ transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.afn, currencyId: 1, cCurrencyId: 2, dAmount: usd, cAmount: afn, exRate: rate, transDate });
  const sellUsd = (afn: string, usd: string, rate: string, transDate: string) =>
    ({ transType: 'Exchange', outAccountId: acc.afn, inAccountId: acc.usd, currencyId: 2, cCurrencyId: 1, dAmount: afn, cAmount: usd, exRate: rate, transDate });
  const profitOf = async (id: number) => (await t.handle.db.select().from(fxDeals).where(eq(fxDeals.transactionId, id)))[0]?.realisedProfit;
  const report = async (from: string, to: string) => (await api.inject('GET', `/api/reports/fx-profit?from=${from}&to=${to}`)).json();
  const positions = async () => (await api.inject('GET', '/api/reports/positions')).json();

  it('buy, buy, sell: the sale realises against the average of both purchases and says so in its DTO', async () => {
    deal.one = await api.post(buyUsd('100', '7000', '70', '2026-11-01'));
    deal.two = await api.post(buyUsd('300', '21300', '71', '2026-11-02'));
    const sale = await api.post(sellUsd('14300', '200', '71.5', '2026-11-03'));
    deal.three = sale;
    expect(deal.one).toMatchObject({ realisedProfit: '0.00', baseCurrency: 'AFN' });
    expect(sale).toMatchObject({ realisedProfit: '150.00', baseCurrency: 'AFN' });
    const usd = (await positions()).positions.find((p: { currencyCode: string }) => p.currencyCode === 'USD');
    expect(usd).toMatchObject({ quantity: '200.00', basis: '14150.00', averageCost: '70.75' });
    await expectLedgerHolds(t);
  });

  it('an edit of an earlier deal recomputes the later ones in the same transaction', async () => {
    // Deal 1 at 69.00 (6,900.00): 400 USD cost 28,200.00, 70.50 each; the sale realises 14,300.00 − 14,100.00 = 200.00.
    const response = await api.put(deal.one!.id, { ...buyUsd('100', '6900', '69', '2026-11-01'), updatedAt: deal.one!.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ realisedProfit: '0.00', baseCurrency: 'AFN' });
    expect(await profitOf(deal.three!.id)).toBe('200.00');
    await expectLedgerHolds(t);
  });

  it('a delete replays without the deal, a recover brings its effect back', async () => {
    // Without deal 2: long 100 at 69.00; selling 200 at 71.50 closes 100 (+250.00) and goes 100 short at 71.50.
    expect((await api.del(deal.two!.id)).statusCode).toBe(200);
    expect(await profitOf(deal.three!.id)).toBe('250.00');
    const usd = (await positions()).positions.find((p: { currencyCode: string }) => p.currencyCode === 'USD');
    expect(usd).toMatchObject({ quantity: '-100.00', basis: '-7150.00', averageCost: '71.5' });
    await expectLedgerHolds(t);
    expect((await api.recover(deal.two!.id)).statusCode).toBe(200);
    expect(await profitOf(deal.three!.id)).toBe('200.00');
    expect(await profitOf(deal.two!.id)).toBe('0.00');
    await expectLedgerHolds(t);
  });

  it('a deal dated before the others is replayed in its place, not at the end', async () => {
    // A sale of 100 USD for 7,200.00 on 31 October, before any purchase: 100 short at 72.00. Deal 1's 100 covers it
    // (+300.00 at 69.00); deals 2 and 3 then run on 300 USD at 71.00: the sale realises 14,300.00 − 14,200.00 = 100.00.
    const early = await api.post(sellUsd('7200', '100', '72', '2026-10-31'));
    expect(early).toMatchObject({ realisedProfit: '0.00' });
    expect(await profitOf(deal.one!.id)).toBe('300.00');
    expect(await profitOf(deal.three!.id)).toBe('100.00');
    await expectLedgerHolds(t);
  });

  it('reports the profit of a range of days with volumes and average rates per currency', async () => {
    const november = await report('2026-11-01', '2026-11-30');
    expect(november).toMatchObject({ baseCurrencyCode: 'AFN', deals: 3, realisedProfit: '400.00' });
    expect(november.currencies).toEqual([
      expect.objectContaining({
        currencyCode: 'USD', deals: 3, boughtQuantity: '400.00', boughtBase: '28200.00', averageBuyRate: '70.5',
        soldQuantity: '200.00', soldBase: '14300.00', averageSellRate: '71.5', realisedProfit: '400.00',
      }),
    ]);
    expect(november.days).toEqual([
      { date: '2026-11-01', deals: 1, realisedProfit: '300.00' },
      { date: '2026-11-02', deals: 1, realisedProfit: '0.00' },
      { date: '2026-11-03', deals: 1, realisedProfit: '100.00' },
    ]);
    expect((await api.inject('GET', '/api/reports/fx-profit?from=2026-11-30&to=2026-11-01')).statusCode).toBe(400);
    expect((await api.inject('GET', '/api/reports/fx-profit?from=2025-01-01&to=2026-11-01')).statusCode).toBe(400);
  });

  it('values a cross deal at the board mid rate of the currency bought, stored with the deal', async () => {
    // Board USD 70.00 / 71.00 (mid 70.50). The shop takes 100 USD and gives 80 EUR (1.25 USD per EUR): both legs are worth 7,050.00 AFN.
    // The stored mid rate keeps that valuation through a later board change and an edit.
    const rates = await api.inject('PUT', `/api/currencies/1/rates`, { buyRate: '70', sellRate: '71' });
    expect(rates.statusCode, rates.body).toBe(200);
    const cross = await api.post({ transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.eur, currencyId: 1, cCurrencyId: 4, dAmount: '100', cAmount: '80', exRate: '1.25', transDate: '2026-11-04' });
    const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, cross.id));
    expect(row).toMatchObject({ fxMidRate: '70.50000000' });
    expect(cross).toMatchObject({ realisedProfit: '0.00', baseCurrency: 'AFN' });
    const legs = await t.handle.db.select().from(fxDealLegs).where(eq(fxDealLegs.transactionId, cross.id));
    expect(legs.map((l) => [l.currencyId, l.side, l.quantity, l.baseValue]).sort()).toEqual([[1, 'buy', '100.00', '7050.00'], [4, 'sell', '80.00', '7050.00']]);
    // A later board change leaves the stored valuation alone.
    await api.inject('PUT', `/api/currencies/1/rates`, { buyRate: '80', sellRate: '81' });
    await api.put(cross.id, { transType: 'Exchange', outAccountId: acc.usd, inAccountId: acc.eur, currencyId: 1, cCurrencyId: 4, dAmount: '200', cAmount: '160', exRate: '1.25', transDate: '2026-11-04', updatedAt: cross.updatedAt });
    const [edited] = await t.handle.db.select().from(transactions).where(eq(transactions.id, cross.id));
    expect(edited!.fxMidRate).toBe('70.50000000');
    await expectLedgerHolds(t);
  });
});
