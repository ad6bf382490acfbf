import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { apiRouteAccess, can, grantsOf, roles, type Grants, type Role, type RouteAccess, type RolesResponse } from '@sarafi/core';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerAuth } from './auth';

const who = ['none', ...roles] as const;
type Who = (typeof who)[number];

/** What the table says a caller gets, by each role's grants as the database holds them (GET /api/roles). */
function expected(access: RouteAccess, caller: Who, grants: Map<string, Grants>): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'none') return 401;
  if (access === 'signed-in' || access === 'signing-in') return 'allowed';
  return can(grants.get(caller)!, access) ? 'allowed' : 403;
}

const concrete = (url: string) => url.replace(/:id/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'json');

describe('every /api route × no session and each role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers exactly the routes of the access table', () => {
    const registered = new Set(t.app.apiRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const wildcardCovered = (key: string) => key.endsWith('/*') && [...registered].some((r) => r.startsWith(key.slice(0, -1)));
    for (const key of Object.keys(apiRouteAccess)) expect(registered.has(key) || wildcardCovered(key), key).toBe(true);
  });

  it('answers 401 / 403 / allowed exactly as the permission table in the database says', async () => {
    // The owner has shaped one role, so the walk checks the stored table, not the shipped one (docs/decisions.md, Roles the owner shapes).
    const admin = await t.cookieFor('admin');
    const stored = (await t.app.inject({ method: 'GET', url: '/api/roles', headers: { cookie: admin } })).json() as RolesResponse;
    const operator = stored.roles.find((r) => r.role === 'operator')!;
    const shaped = { ...operator, permissions: [...operator.permissions, 'trial-balance', 'currency-changes'] };
    expect((await t.app.inject({ method: 'PUT', url: '/api/roles', headers: { cookie: admin }, payload: { roles: [shaped] } })).statusCode).toBe(200);
    const table = (await t.app.inject({ method: 'GET', url: '/api/roles', headers: { cookie: admin } })).json() as RolesResponse;
    const grants = new Map(table.roles.map((r) => [r.role as string, grantsOf(r.permissions)]));
    expect(can(grants.get('operator')!, 'trial-balance')).toBe(true);
    const routes = t.app.apiRoutes
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs/'))
      // Logging out ends the session the remaining requests use, so it goes last.
      .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
    const summary: Record<string, Record<Who, string>> = {};
    for (const caller of who) {
      const cookie = caller === 'none' ? undefined : await t.cookieFor(caller as Role);
      for (const route of routes) {
        const access = apiRouteAccess[`${route.method} ${route.url}` as keyof typeof apiRouteAccess] as RouteAccess;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(access, caller, grants);
        const got = response.statusCode;
        const label = `${route.method} ${route.url} as ${caller}: got ${got}`;
        if (want === 'allowed') expect([401, 403], label).not.toContain(got);
        else expect(got, label).toBe(want);
        expect(got, label).toBeLessThan(500);
        (summary[`${route.method} ${route.url}`] ??= {} as Record<Who, string>)[caller] = `${got}`;
      }
    }
    console.log(`route×role matrix (${Object.keys(summary).length} routes × ${who.length} callers):`);
    console.table(summary);
  });

  it('refuses to start with a route missing from the access table', async () => {
    const app = Fastify();
    registerAuth(app);
    expect(() => app.get('/api/not-in-the-table', async () => 'x')).toThrow(/no entry in apiRouteAccess/);
    await app.close();
  });
});
