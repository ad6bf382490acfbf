import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemHealth } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';

describe('GET /api/dashboard/system-health (the dashboard’s System Health Monitor)', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;

  beforeAll(async () => {
    t = await createTestApp();
    api = hawalaApi(t, await t.cookieFor('admin'));
    await api.fixedAccount({ accountCode: 'C1', currencyId: AFN });
    await api.fixedAccount({ accountCode: 'C2', currencyId: USD });
    await api.fixedAccount({ accountCode: 'C3', currencyId: USD, accountStatus: 'inactive' });
  });
  afterAll(() => t.close());

  it("reports the database and counts staff accounts (not cash 11 or the FX position accounts) and active currencies", async () => {
    const response = await api.inject('GET', '/api/dashboard/system-health');
    expect(response.statusCode, response.body).toBe(200);
    const health = response.json() as SystemHealth;
    expect(health).toEqual({
      database: { connected: true, kind: t.handle.kind, latencyMs: expect.any(Number) },
      activeAccounts: 2,
      totalAccounts: 3,
      currencies: 4,
      // No backup taken yet in this database's backup folder.
      backup: { lastVerifiedAt: null, lastFailure: null, everyHours: 24 },
      generatedAt: expect.any(String),
    });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is admin-only, while the other dashboard figures are open to every signed-in user', async () => {
    for (const role of ['user', 'operator'] as const) {
      const cookie = await t.cookieFor(role);
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect((await get('/api/dashboard/system-health')).statusCode, role).toBe(403);
      for (const url of ['/api/dashboard/hawala-summary', '/api/dashboard/hawala-daily', '/api/dashboard/settings']) {
        expect((await get(url)).statusCode, `${role} ${url}`).toBe(200);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/hawala-summary' })).statusCode).toBe(401);
  });
});
