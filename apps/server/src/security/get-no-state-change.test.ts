import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { concreteUrl, fingerprint, plausibleQuery, routeSchemas, securityTestApp, seedWorld, type World } from './world';

/** docs/architecture.md, Security; docs/decisions.md, Security: reading never writes. Every registered GET, as admin, leaves every table as it was. */
describe('no state change on GET', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t);
  });
  afterAll(() => t.close());

  it('every GET route, bare and with plausible ids and query parameters, leaves every table (and account_balances) identical', async () => {
    const gets = (await routeSchemas(t)).filter((r) => r.method === 'GET');
    const docs = ['/api/docs', '/api/docs/json'];
    const before = await fingerprint(t);
    expect(Object.keys(before)).toContain('public.account_balances');
    const statuses: Record<string, number> = {};
    for (const route of gets) {
      for (const pick of [0, 1]) {
        const url = concreteUrl(route.url, w, pick);
        const query = pick === 1 ? new URLSearchParams(plausibleQuery(route, w)).toString() : '';
        const target = query ? `${url}?${query}` : url;
        const response = await t.app.inject({ method: 'GET', url: target, headers: { cookie: w.admin } });
        statuses[target] = response.statusCode;
        expect(response.statusCode, `${target}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    for (const url of docs) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Plausible reads succeed: a test that only ever saw 404s would prove nothing.
    const succeeded = Object.values(statuses).filter((s) => s === 200).length;
    expect(succeeded).toBeGreaterThan(gets.length);
    expect(await fingerprint(t)).toEqual(before);
  });
});
