import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, type HawalaSummary } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { shopToday } from '../../lib/shop-day';
import { hawalaApi, PKR } from '../hawala/test-support';

const dayMs = 86_400_000;

/**
 * Today's incoming hawalas: those imported on the shop's day or paid out on it, never a cancelled one.
 *   Y dated and imported yesterday, paid today     counts (paid today)
 *   Z dated yesterday on its row, imported today   counts (imported today)
 *   X dated and imported today, cancelled          does not count
 *   O dated and imported a week ago, still Pending does not count
 */
describe("the dashboard's Today card, incoming", () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const now = new Date();
  const today = shopToday(now);
  const yesterday = shopToday(new Date(now.getTime() - dayMs));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('admin'));
    await api.fixedAccount({ accountCode: 'PSH', accountName: 'Peshawar Partner', currencyId: PKR, accountType: 'partner' });
    const common = { senderCode: 'PSH', currency: 'AFN', amount: '10.00' };
    const paid = await api.detail({ ...common, hawalaNo: 'Y', transactionDate: yesterday, importDate: new Date(now.getTime() - dayMs), rAmount: '500.00' });
    await api.detail({ ...common, hawalaNo: 'Z', transactionDate: yesterday, importDate: now, rAmount: '70.00' });
    await api.detail({ ...common, hawalaNo: 'X', transactionDate: today, importDate: now, rAmount: '900.00', hawalaStatus: 'Cancelled' });
    await api.detail({ ...common, hawalaNo: 'O', transactionDate: shopToday(new Date(now.getTime() - 7 * dayMs)), importDate: new Date(now.getTime() - 7 * dayMs), rAmount: '3.00' });
    const pass = await api.pass(paid.id);
    expect(pass.statusCode, pass.body).toBe(200);
  });
  afterAll(() => t.close());

  it('counts the hawalas imported or paid today, leaving out the cancelled one', async () => {
    const response = await api.inject('GET', '/api/dashboard/hawala-summary');
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json() as HawalaSummary;
    expect(summary.today).toBe(today);
    expect(summary.cards.today).toEqual({ count: 2, pounds: '20.00', byCurrency: [{ currency: 'AFN', count: 2, total: '570.00' }] });
  });

  it("lists the very same hawalas when the card is opened (GET /api/hawala-details?incomingOn)", async () => {
    const response = await api.inject('GET', `/api/hawala-details?incomingOn=${today}&withTotal=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect((response.json() as { hawalaNo: string }[]).map((h) => h.hawalaNo).sort()).toEqual(['Y', 'Z']);
  });
});
