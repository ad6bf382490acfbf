import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultGrants, permissions, roles } from '@sarafi/core';
import { openPostgres } from '../../db/client';
import { createTestApp, testAppOn, type TestApp } from '../../test/test-app';

/** docs/decisions.md, Roles the owner shapes. */
describe('roles the owner shapes', () => {
  let t: TestApp;
  let admin: string;
  let clerk: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
    clerk = await t.cookieFor('user');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, payload });
  const rolesNow = async () => (await call('GET', '/api/roles', admin)).json().roles as { role: string; permissions: string[]; limits: object[]; changesNeedApproval: boolean }[];
  const userPolicy = async () => (await rolesNow()).find((r) => r.role === 'user')!;

  it('answers the permission table as the defaults on a fresh database', async () => {
    const answer = await rolesNow();
    expect(answer.map((r) => r.role)).toEqual([...roles]);
    for (const r of answer) {
      expect(r.permissions).toEqual(permissions.filter((p) => defaultGrants(r.role).has(p)));
      expect(r.changesNeedApproval).toBe(false);
    }
    expect((await call('GET', '/api/auth/me', clerk)).json().permissions).toEqual((await userPolicy()).permissions);
  });

  it('refuses a currency limited twice, or a role sent twice, in one change with 400 and stores nothing', async () => {
    const before = await rolesNow();
    const operator = before.find((r) => r.role === 'operator')!;
    const twice = await call('PUT', '/api/roles', admin, {
      roles: [{ ...operator, limits: [{ currencyId: 1, alone: '10', atAll: '100' }, { currencyId: 1, alone: '20', atAll: '200' }] }],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().code).toBe('decimal.limitCurrencyTwice');
    const roleTwice = await call('PUT', '/api/roles', admin, { roles: [operator, { ...operator, permissions: ['dashboard'] }] });
    expect(roleTwice.statusCode, roleTwice.body).toBe(400);
    expect(roleTwice.json().code).toBe('role.roleTwice');
    expect(await rolesNow()).toEqual(before);
  });

  it('lets only the roles permission read or change roles', async () => {
    expect((await call('GET', '/api/roles', clerk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/roles', clerk, { roles: [] })).statusCode).toBe(403);
  });

  it('takes a permission away at once, records who did it, and gives it back', async () => {
    const before = await userPolicy();
    expect((await call('GET', '/api/transactions', clerk)).statusCode).not.toBe(403);
    const without = { ...before, permissions: before.permissions.filter((p) => p !== 'search'), limits: [{ currencyId: 1, alone: '500', atAll: null }], changesNeedApproval: true };
    const put = await call('PUT', '/api/roles', admin, { roles: [without] });
    expect(put.statusCode, put.body).toBe(200);
    const after = await userPolicy();
    expect(after).toEqual({ ...without, limits: [{ currencyId: 1, alone: '500.00', atAll: null }] });
    expect((await call('GET', '/api/transactions', clerk)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/me', clerk)).json().permissions).not.toContain('search');

    const changes = (await call('GET', '/api/roles/changes', admin)).json().changes;
    expect(changes[0]).toMatchObject({ role: 'user', username: 'admin' });
    expect(JSON.parse(changes[0].oldValue).permissions).toContain('search');
    expect(JSON.parse(changes[0].newValue).permissions).not.toContain('search');

    expect((await call('PUT', '/api/roles', admin, { roles: [before] })).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions', clerk)).statusCode).not.toBe(403);
  });

  it('takes a permission away at once in every app process on the database (docs/decisions.md, Every core)', async () => {
    // A second app on its own connection pool and cache, as another worker of the cluster is.
    const other = await testAppOn(await openPostgres(t.handle.url));
    try {
      const onOther = (url: string) => other.app.inject({ method: 'GET', url, headers: { cookie: clerk } });
      const before = await userPolicy();
      expect((await onOther('/api/transactions')).statusCode).not.toBe(403);
      const without = { ...before, permissions: before.permissions.filter((p) => p !== 'search') };
      expect((await call('PUT', '/api/roles', admin, { roles: [without] })).statusCode).toBe(200);
      expect((await onOther('/api/transactions')).statusCode).toBe(403);
      expect((await call('PUT', '/api/roles', admin, { roles: [before] })).statusCode).toBe(200);
      expect((await onOther('/api/transactions')).statusCode).not.toBe(403);
    } finally {
      await other.close();
    }
  });

  it('refuses taking away fixed permissions, admin users and roles, and unknown names', async () => {
    const user = await userPolicy();
    const adminRole = (await rolesNow()).find((r) => r.role === 'admin')!;
    const refused = async (payload: object, status: number, code: string) => {
      const response = await call('PUT', '/api/roles', admin, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().code).toBe(code);
    };
    await refused({ roles: [{ ...user, permissions: user.permissions.filter((p) => p !== 'dashboard') }] }, 409, 'role.fixedPermission');
    await refused({ roles: [{ ...adminRole, permissions: adminRole.permissions.filter((p) => p !== 'roles') }] }, 409, 'role.adminKeepsRoles');
    await refused({ roles: [{ ...adminRole, permissions: adminRole.permissions.filter((p) => p !== 'users') }] }, 409, 'role.adminKeepsRoles');
    await refused({ roles: [{ ...user, permissions: [...user.permissions, 'fly'] }] }, 400, 'role.unknownPermission');
    await refused({ roles: [{ ...user, role: 'owner' }] }, 400, 'role.unknownRole');
    await refused({ roles: [{ ...user, limits: [{ currencyId: 999, alone: '1', atAll: null }] }] }, 400, 'role.unknownCurrency');
    await refused({ roles: [{ ...user, limits: [{ currencyId: 2, alone: '500', atAll: '499.99' }] }] }, 400, 'role.limitOrder');
    expect(await userPolicy()).toEqual(user);
  });
});
