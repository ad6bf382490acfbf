import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, type HawalaDaily, type HawalaSummary } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectMessage, hawalaApi } from '../hawala/test-support';
import { readHawalaDaily } from './read-hawala-daily';
import { readHawalaSummary } from './read-hawala-summary';
import { defaultShopTimeZone, shopDate } from '@sarafi/core';

/**
 * Hand-computed fixture (amount = pounds, rAmount = the hawala's own currency):
 *   A 2026-01-10 Pending   AFN 100.00 / 9000.00     E 2026-01-20 Completed PKR   5.00 / 1500.00
 *   B 2026-01-10 Passed    USD  50.25 /   60.10     F (no date)  Pending   ''→AFN 1.00 /    2.00
 *   C 2026-01-15 Cancelled AFN  20.00 /  (none)     G 2026-02-01 Passed    AFN  10.00 /  700.00
 *   D 2026-01-20 Pending   USD (none) /   10.05     H 2026-01-10 Pending   AFN   0.50 /    0.75
 */
describe('GET /api/dashboard/hawala-summary and hawala-daily (the dashboard’s cards and chart)', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const frozen = new Date('2026-02-01T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('user'));
    const rows = [
      { transactionDate: '2026-01-10', hawalaStatus: 'Pending', currency: 'AFN', amount: '100.00', rAmount: '9000.00' },
      { transactionDate: '2026-01-10', hawalaStatus: 'Passed', currency: 'USD', amount: '50.25', rAmount: '60.10' },
      { transactionDate: '2026-01-15', hawalaStatus: 'Cancelled', currency: 'AFN', amount: '20.00', rAmount: null },
      { transactionDate: '2026-01-20', hawalaStatus: 'Pending', currency: 'USD', amount: null, rAmount: '10.05' },
      { transactionDate: '2026-01-20', hawalaStatus: 'Completed', currency: 'PKR', amount: '5.00', rAmount: '1500.00' },
      { transactionDate: null, hawalaStatus: 'Pending', currency: '', amount: '1.00', rAmount: '2.00' },
      // Imported on the frozen day: Today's Activity counts it (hawalas-today.test.ts covers paid today and cancelled).
      { transactionDate: '2026-02-01', hawalaStatus: 'Passed', currency: 'AFN', amount: '10.00', rAmount: '700.00', importDate: new Date('2026-02-01T03:00:00Z') },
      { transactionDate: '2026-01-10', hawalaStatus: 'Pending', currency: 'AFN', amount: '0.50', rAmount: '0.75' },
    ];
    for (const row of rows) await api.detail(row);
  });
  afterAll(() => t.close());

  const summary = async (query = '') => {
    const response = await api.inject('GET', `/api/dashboard/hawala-summary${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as HawalaSummary;
  };

  it('counts and sums every card over all hawalas (missing amounts count as 0; Completed only in Total)', async () => {
    const result = await summary();
    expect(result).toMatchObject({ fromDate: null, toDate: null, today: shopDate(new Date(), defaultShopTimeZone) });
    expect(result.cards.total).toEqual({
      count: 8,
      pounds: '186.75',
      byCurrency: [
        { currency: 'AFN', count: 5, total: '9702.75' },
        { currency: 'PKR', count: 1, total: '1500.00' },
        { currency: 'USD', count: 2, total: '70.15' },
      ],
    });
    expect(result.cards.pending).toEqual({
      count: 4,
      pounds: '101.50',
      byCurrency: [
        { currency: 'AFN', count: 3, total: '9002.75' },
        { currency: 'USD', count: 1, total: '10.05' },
      ],
    });
    expect(result.cards.passed).toEqual({
      count: 2,
      pounds: '60.25',
      byCurrency: [
        { currency: 'AFN', count: 1, total: '700.00' },
        { currency: 'USD', count: 1, total: '60.10' },
      ],
    });
    expect(result.cards.cancelled).toEqual({ count: 1, pounds: '20.00', byCurrency: [{ currency: 'AFN', count: 1, total: '0.00' }] });
  });

  it('takes the range inclusively on the transaction date, each bound open when missing', async () => {
    const both = await summary('?fromDate=2026-01-10&toDate=2026-01-20');
    expect(both).toMatchObject({ fromDate: '2026-01-10', toDate: '2026-01-20' });
    expect(both.cards.total).toMatchObject({ count: 6, pounds: '175.75' });
    expect((await summary('?fromDate=2026-01-11')).cards.total).toMatchObject({ count: 4, pounds: '35.00' });
    expect((await summary('?toDate=2026-01-10')).cards.total).toMatchObject({ count: 3, pounds: '150.75' });
    expect((await summary('?fromDate=&toDate=')).cards.total.count).toBe(8);
    const none = await summary('?fromDate=2026-01-21&toDate=2026-01-31');
    expect(none.cards.total).toEqual({ count: 0, pounds: '0.00', byCurrency: [] });
    expect(none.cards.pending).toEqual({ count: 0, pounds: '0.00', byCurrency: [] });
    expectMessage(await api.inject('GET', '/api/dashboard/hawala-summary?fromDate=1/1/2026'), 400, 'From date must be YYYY-MM-DD');
  });

  it("counts Today's Activity on the shop's day, whatever the range (frozen clock)", async () => {
    const result = await readHawalaSummary(t.handle.db, { fromDate: '2026-01-10', toDate: '2026-01-10' }, frozen);
    expect(result.today).toBe('2026-02-01');
    expect(result.generatedAt).toBe(frozen.toISOString());
    expect(result.cards.total.count).toBe(3);
    expect(result.cards.today).toEqual({ count: 1, pounds: '10.00', byCurrency: [{ currency: 'AFN', count: 1, total: '700.00' }] });
    const nothingToday = await readHawalaSummary(t.handle.db, {}, new Date('2026-02-02T00:00:00Z'));
    expect(nothingToday.cards.today).toEqual({ count: 0, pounds: '0.00', byCurrency: [] });
  });

  it("agrees with the card modal's list: each card's count is X-Total-Count of GET /api/hawala-details", async () => {
    for (const range of ['', 'fromDate=2026-01-10&toDate=2026-01-20']) {
      const cards = (await summary(`?${range}`)).cards;
      for (const [card, status] of [['total', ''], ['pending', 'Pending'], ['passed', 'Passed'], ['cancelled', 'Cancelled']] as const) {
        const response = await api.inject('GET', `/api/hawala-details?${range}&status=${status}&limit=1&withTotal=true`);
        expect(response.headers[TOTAL_COUNT_HEADER], `${card} ${range}`).toBe(String(cards[card].count));
      }
    }
  });

  it('draws the daily chart per day × currency × status over the last 30 days by default', async () => {
    const result = await readHawalaDaily(t.handle.db, {}, frozen);
    expect(result).toEqual({
      fromDate: '2026-01-03',
      toDate: '2026-02-01',
      rows: [
        { date: '2026-01-10', currency: 'AFN', status: 'Pending', count: 2, total: '9000.75' },
        { date: '2026-01-10', currency: 'USD', status: 'Passed', count: 1, total: '60.10' },
        { date: '2026-01-15', currency: 'AFN', status: 'Cancelled', count: 1, total: '0.00' },
        { date: '2026-01-20', currency: 'PKR', status: 'Completed', count: 1, total: '1500.00' },
        { date: '2026-01-20', currency: 'USD', status: 'Pending', count: 1, total: '10.05' },
        { date: '2026-02-01', currency: 'AFN', status: 'Passed', count: 1, total: '700.00' },
      ],
    } satisfies HawalaDaily);
    const edges = await readHawalaDaily(t.handle.db, { fromDate: '2026-01-15', toDate: '2026-01-20' }, frozen);
    expect(edges.rows.map((r) => r.date)).toEqual(['2026-01-15', '2026-01-20', '2026-01-20']);
    expect(await readHawalaDaily(t.handle.db, { fromDate: '2026-01-20' }, frozen)).toMatchObject({ fromDate: '2026-01-20', toDate: '2026-02-01' });
    expect(await readHawalaDaily(t.handle.db, { toDate: '2026-01-10' }, frozen)).toMatchObject({ fromDate: '2025-12-12', toDate: '2026-01-10' });
    expect(await readHawalaDaily(t.handle.db, { fromDate: '2026-03-01' }, frozen)).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-01', rows: [] });
  });

  it('refuses a reversed range, one over 366 days and dates that do not exist', async () => {
    const daily = (query: string) => api.inject('GET', `/api/dashboard/hawala-daily${query}`);
    const ok = await daily('?fromDate=2025-02-01&toDate=2026-02-01');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as HawalaDaily).rows).toHaveLength(6);
    expectMessage(await daily('?fromDate=2025-01-31&toDate=2026-02-01'), 400, 'The chart shows at most 366 days; choose a shorter date range');
    expectMessage(await daily('?fromDate=2026-01-20&toDate=2026-01-19'), 400, 'From date must be on or before To date');
    expectMessage(await daily('?fromDate=2026-02-30'), 400, 'From date is not a valid date');
    expectMessage(await daily('?toDate=2026-13-01'), 400, 'To date is not a valid date');
    expectMessage(await daily('?toDate=yesterday'), 400, 'To date must be YYYY-MM-DD');
    const byDefault = await daily('');
    expect(byDefault.statusCode).toBe(200);
    expect((byDefault.json() as HawalaDaily).toDate).toBe(shopDate(new Date(), defaultShopTimeZone));
  });
});
