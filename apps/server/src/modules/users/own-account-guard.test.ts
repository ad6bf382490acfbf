import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { userMessages } from '@sarafi/core';
import { users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app';

/** docs/decisions.md, Security: an admin cannot lock themselves out, and two admins cannot switch each other off at once. */
describe('own account and last admin', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor('admin');
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const password = 'second-admin-pass-7';
  const createAdmin = async (username: string) => {
    const created = await call(admin, 'POST', '/api/users', { username, email: `${username}@example.com`, password, role: 'admin' });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    return { id: created.json().id as string, cookie: sessionCookie(login) };
  };
  const me = async (cookie: string) => (await call(cookie, 'GET', '/api/auth/me')).json() as { id: string };

  it('refuses to deactivate or delete the signed-in admin, even while another admin is active, and keeps their session', async () => {
    await createAdmin('backup-admin');
    const { id } = await me(admin);
    const deactivate = await call(admin, 'PATCH', `/api/users/${id}/status`, { isActive: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ message: userMessages.cannotDeactivateSelf, code: 'user.cannotDeactivateSelf' });
    const remove = await call(admin, 'DELETE', `/api/users/${id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ message: userMessages.cannotDeleteSelf, code: 'user.cannotDeleteSelf' });
    expect((await call(admin, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const [row] = (await call(admin, 'GET', '/api/users')).json().filter((u: { id: string }) => u.id === id);
    expect(row.isActive).toBe(true);
  });

  it('lets another admin deactivate and delete an admin', async () => {
    const other = await createAdmin('leaving-admin');
    expect((await call(admin, 'PATCH', `/api/users/${other.id}/status`, { isActive: false })).statusCode).toBe(200);
    expect((await call(other.cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/api/users/${other.id}`)).statusCode).toBe(204);
  });

  it('leaves one active admin when the only two admins switch each other off at the same moment', async () => {
    const { id: adminId } = await me(admin);
    const [backup] = (await call(admin, 'GET', '/api/users')).json().filter((u: { username: string }) => u.username === 'backup-admin');
    const backupCookie = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'backup-admin', password } }));
    const [a, b] = await Promise.all([
      call(admin, 'PATCH', `/api/users/${backup.id}/status`, { isActive: false }),
      call(backupCookie, 'PATCH', `/api/users/${adminId}/status`, { isActive: false }),
    ]);
    // The loser is refused by the last-admin guard, or finds its own session already ended when it arrives.
    const [won, lost] = [a, b].sort((x, y) => x.statusCode - y.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([401, 409]).toContain(lost!.statusCode);
    if (lost!.statusCode === 409) expect(lost!.json().message).toBe(userMessages.lastAdminDeactivate);
    const activeAdmins = await t.handle.db.select().from(users).where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    expect(activeAdmins).toHaveLength(1);
  });
});
