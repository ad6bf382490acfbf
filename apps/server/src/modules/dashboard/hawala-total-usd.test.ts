import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSettings, HawalaTotalUsd } from '@sarafi/core';
import { appSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { designatedAccountKey } from '../balances/designated-account';
import { hawalaApi, USD } from '../hawala/test-support';
import { readDashboardSettings } from './read-dashboard-settings';
import { usdTotalRuleKey } from './usd-total-rule';
import { defaultShopTimeZone, shopDate } from '@sarafi/core';

/**
 * Hand-computed fixture: only sender 2001 (a blank code is 2001), not Cancelled, within the period (the range, else
 * this shop month; a cutoff only where a shop set one).
 *   U1 2001 2025-08-17 Pending    100.00  yes
 *   U2 2001 2025-08-18 Pending    200.50  yes
 *   U3 2001 2025-09-01 Passed     300.25  yes
 *   U4 2001 2025-09-02 Cancelled 1000.00  no (cancelled)
 *   U5 3005 2025-09-03 Pending   5000.00  no (another sender)
 *   U6 2001 2025-10-01 Completed  (none)  yes, as 0
 *   U7 ''   2025-10-05 Pending      0.25  yes
 *   U8 2001 today      Pending      7.00  yes, and the only one of this shop month
 */
describe('GET /api/hawala-total-usd and GET /api/dashboard/settings', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;

  const today = shopDate(new Date(), defaultShopTimeZone);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    const rows = [
      { senderCode: '2001', transactionDate: '2025-08-17', hawalaStatus: 'Pending', intoUSD: '100.00' },
      { senderCode: '2001', transactionDate: '2025-08-18', hawalaStatus: 'Pending', intoUSD: '200.50' },
      { senderCode: '2001', transactionDate: '2025-09-01', hawalaStatus: 'Passed', intoUSD: '300.25' },
      { senderCode: '2001', transactionDate: '2025-09-02', hawalaStatus: 'Cancelled', intoUSD: '1000.00' },
      { senderCode: '3005', transactionDate: '2025-09-03', hawalaStatus: 'Pending', intoUSD: '5000.00' },
      { senderCode: '2001', transactionDate: '2025-10-01', hawalaStatus: 'Completed', intoUSD: null },
      { senderCode: '2001', transactionDate: today, hawalaStatus: 'Pending', intoUSD: '7.00' },
      { senderCode: '', transactionDate: '2025-10-05', hawalaStatus: 'Pending', intoUSD: '0.25' },
    ];
    for (const row of rows) await admin.detail(row);
  });
  afterAll(() => t.close());

  const totalUsd = async (query = '') => {
    const response = await admin.inject('GET', `/api/hawala-total-usd${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as HawalaTotalUsd;
  };

  it("without a range sums sender 2001's intoUSD of this shop month up to today, and says so (no fixed 2025 cutoff)", async () => {
    expect(await totalUsd()).toEqual({ totalUsd: '7.00', count: 1, senderCode: '2001', fromDate: `${today.slice(0, 8)}01`, toDate: today, partnerName: null });
  });

  it('applies the range inclusively, leaving out cancelled hawalas and other senders', async () => {
    expect(await totalUsd('?fromDate=2025-01-01&toDate=2025-08-18')).toMatchObject({ totalUsd: '300.50', count: 2, fromDate: '2025-01-01', toDate: '2025-08-18' });
    expect(await totalUsd('?toDate=2025-08-17')).toMatchObject({ totalUsd: '100.00', count: 1, fromDate: null });
    expect(await totalUsd('?fromDate=2025-09-01&toDate=2025-09-30')).toMatchObject({ totalUsd: '300.25', count: 1 });
    expect(await totalUsd('?toDate=2025-09-01')).toMatchObject({ totalUsd: '600.75', count: 3 });
    expect(await totalUsd('?fromDate=2025-10-02')).toMatchObject({ totalUsd: '7.25', count: 2, toDate: null });
  });

  it('is admin-only on the server', async () => {
    for (const role of ['user', 'operator'] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/hawala-total-usd', headers: { cookie: await t.cookieFor(role) } });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it("names the designated partner's account and the rule, and follows changed settings", async () => {
    const settings = await admin.inject('GET', '/api/dashboard/settings', undefined, await t.cookieFor('user'));
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toEqual({
      balanceName: 'partner',
      partnerAccountCode: '2001',
      partnerName: null,
      senderCode: '2001',
      usdCutoffDate: null,
      today: shopDate(new Date(), defaultShopTimeZone),
    } satisfies DashboardSettings);

    await admin.fixedAccount({ accountCode: '2001', accountName: 'Khan Brothers', currencyId: USD, accountType: 'hawala_partner' });
    await t.handle.db.insert(appSettings).values([
      { key: usdTotalRuleKey, value: { senderCode: '3005', cutoffDate: '2025-09-03' } },
      { key: designatedAccountKey, value: { name: 'london', accountCode: '2001' } },
    ]);
    // A shop's own cutoff still holds: an earlier from date does not reach before it.
    expect(await totalUsd('?fromDate=2025-01-01')).toEqual({ totalUsd: '5000.00', count: 1, senderCode: '3005', fromDate: '2025-09-03', toDate: null, partnerName: 'Khan Brothers' });
    expect(await readDashboardSettings(t.handle.db, new Date('2026-11-23T23:59:59Z'))).toEqual({
      balanceName: 'london',
      partnerAccountCode: '2001',
      partnerName: 'Khan Brothers',
      senderCode: '3005',
      usdCutoffDate: '2025-09-03',
      // 23:59:59 UTC is 04:29:59 the next morning in Kabul: the shop's day.
      today: '2026-11-24',
    });
  });
});
