import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, ne } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, isOwnerAccount, isOwnerAccountCode } from '@sarafi/core';
import { accounts, deletedTransactions, hawalaDetails, transactions, users } from '../db/schema';
import { AFN, hawalaApi } from '../modules/hawala/test-support';
import { fixture, postFile } from '../modules/hawala-import/test-support';
import type { TestApp } from '../test/test-app';
import { concreteUrl, exchangeSale, fingerprint, plausibleQuery, routeSchemas, securityTestApp, seedWorld, transfer, type World } from './world';

/**
 * Beyond the route × role matrix (route-matrix.test.ts, which sends empty bodies to made-up ids): with real records
 * and valid bodies, a role cannot read or change what the Roles and permissions section of docs/architecture.md keeps from it, and the refused request changes nothing.
 */
describe('a user cannot read or change data beyond their role', () => {
  let t: TestApp;
  let w: World;
  let adminId: string;
  let userId: string;
  const cookie: Record<'user' | 'operator', string> = { user: '', operator: '' };
  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t, 2);
    cookie.user = await t.cookieFor('user');
    cookie.operator = await t.cookieFor('operator');
    const all = await t.handle.db.select().from(users);
    adminId = all.find((u) => u.username === 'admin')!.id;
    userId = all.find((u) => u.username === 'user1')!.id;
  });
  afterAll(() => t.close());

  const as = (who: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'POST', url, headers: { cookie: who }, ...(payload ? { payload } : {}) });

  /** Refused with 403 and the whole database exactly as before. */
  async function refused(who: string, method: string, url: string, payload?: object) {
    const before = await fingerprint(t);
    const response = await as(who, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    expect(response.json().message).toEqual(expect.stringMatching(/permission|Only an admin|Your role may not/));
    expect(await fingerprint(t)).toEqual(before);
  }

  it("a 'user' cannot edit, deactivate or delete the admin, nor list users (no emails leak)", async () => {
    await refused(cookie.user, 'PATCH', `/api/users/${adminId}`, { username: 'admin', email: 'x@example.com', role: 'user', password: 'taken-over-1' });
    await refused(cookie.user, 'PATCH', `/api/users/${adminId}/status`, { isActive: false });
    await refused(cookie.user, 'DELETE', `/api/users/${adminId}`);
    await refused(cookie.user, 'GET', '/api/users');
    await refused(cookie.user, 'POST', '/api/users', { username: 'backdoor', email: 'b@example.com', password: 'backdoor-1', role: 'admin' });
    await refused(cookie.operator, 'PATCH', `/api/users/${adminId}`, { username: 'admin', email: 'x@example.com', role: 'user' });
    await refused(cookie.operator, 'POST', '/api/users', { username: 'backdoor', email: 'b@example.com', password: 'backdoor-1', role: 'admin' });
  });

  it("a 'user' cannot raise their own role or change their own record through the users API", async () => {
    await refused(cookie.user, 'PATCH', `/api/users/${userId}`, { username: 'user1', email: 'user@example.com', role: 'admin' });
    await refused(cookie.user, 'PATCH', `/api/users/${userId}/status`, { isActive: true });
    const me = await as(cookie.user, 'GET', '/api/auth/me');
    expect(me.json()).toMatchObject({ username: 'user1', role: 'user' });
    // What me answers is the caller only (and the shop's time zone): no password hash, no other user.
    expect(Object.keys(me.json()).sort()).toEqual(['calendar', 'fullName', 'id', 'language', 'permissions', 'role', 'shopTimeZone', 'username']);
  });

  it('an operator never posts, edits, deletes or recovers a cash voucher; a clerk does (docs/decisions.md, Clerks serve cash); every role posts transfers', async () => {
    const voucher = { transType: 'Debit', outAccountId: w.accounts.afn, inAccountId: CASH_ACCOUNT_ID, currencyId: AFN, dAmount: '50', transDescription: 'Cash out' };
    await refused(cookie.operator, 'POST', '/api/transactions', voucher);
    await refused(cookie.operator, 'POST', '/api/transactions', { ...voucher, transType: 'Credit', outAccountId: CASH_ACCOUNT_ID, inAccountId: w.accounts.afn });
    const debit = await as(cookie.user, 'POST', '/api/transactions', voucher);
    expect(debit.statusCode, debit.body).toBe(201);
    const { id, updatedAt } = debit.json() as { id: number; updatedAt: string };
    await refused(cookie.operator, 'PUT', `/api/transactions/${id}`, { ...voucher, dAmount: '5000', transDate: '2026-03-01', updatedAt });
    await refused(cookie.operator, 'DELETE', `/api/transactions/${id}`, { reason: 'hiding it' });
    expect((await as(cookie.user, 'DELETE', `/api/transactions/${id}`, { reason: 'entered twice' })).statusCode).toBe(200);
    const [deleted] = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, id));
    await refused(cookie.operator, 'POST', `/api/deleted-transactions/${deleted!.id}/recover`);
    // docs/architecture.md, Roles and permissions: transfer is open to all signed-in users, the operator included.
    for (const who of [cookie.user, cookie.operator]) {
      const response = await as(who, 'POST', '/api/transactions', transfer(w));
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, response.json().id));
      // The signed-in user is recorded, never a name the client sends (docs/architecture.md, Where we differ from the original product).
      expect(row!.userCreated).toBe(who === cookie.user ? 'user1' : 'operator1');
    }
  });

  it("a 'user' cannot import hawalas, change the hawala serial or account-number settings; an operator may import", async () => {
    const before = (await t.handle.db.select({ n: count() }).from(hawalaDetails))[0]!.n;
    const upload = await postFile(t, cookie.user, 'import', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') });
    expect(upload.statusCode).toBe(403);
    expect((await postFile(t, cookie.user, 'preview', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') })).statusCode).toBe(403);
    expect((await t.handle.db.select({ n: count() }).from(hawalaDetails))[0]!.n).toBe(before);
    await refused(cookie.user, 'PUT', '/api/hawala-settings', { prefix: 'EVIL', nextNumber: 1 });
    await refused(cookie.operator, 'PUT', '/api/hawala-settings', { prefix: 'EVIL', nextNumber: 1 });
    await refused(cookie.user, 'POST', '/api/hawala-settings/reset');
    await refused(cookie.user, 'POST', '/api/account-number-settings', { currency: 'EUR', startNumber: 1 });
    await refused(cookie.user, 'PUT', `/api/account-number-settings/${w.settingId}`, { startNumber: 1 });
    expect((await as(cookie.user, 'GET', '/api/hawala-settings')).statusCode).toBe(200);
    const imported = await postFile(t, cookie.operator, 'preview', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') });
    expect(imported.statusCode, imported.body).toBe(200);
  });

  it("no GET answer to a 'user' or an operator carries realised profit or a system account's figures; an admin's do", async () => {
    // A changed deal, so its history holds realised profit in snapshots and in a change line.
    const [sale] = await t.handle.db.select().from(transactions).where(eq(transactions.transType, 'Exchange')).orderBy(desc(transactions.id)).limit(1);
    const resale = await as(w.admin, 'PUT', `/api/transactions/${sale!.id}`, { ...exchangeSale(w), exRate: '73', dAmount: '7300', updatedAt: sale!.updatedAt.toISOString() });
    expect(resale.statusCode, resale.body).toBe(200);
    const system = await t.handle.db.select().from(accounts).where(eq(accounts.isSystem, true));
    const ownedIds = new Set(system.filter(isOwnerAccount).map((a) => a.id));
    expect(ownedIds.size).toBeGreaterThan(1);
    const special = (await t.handle.db.select({ id: transactions.id }).from(transactions).where(ne(transactions.transType, 'Transfer'))).map((r) => r.id);
    const urls = new Set<string>();
    for (const route of (await routeSchemas(t)).filter((r) => r.method === 'GET')) {
      for (const pick of [0, 1]) {
        const query = new URLSearchParams(plausibleQuery(route, w)).toString();
        urls.add(concreteUrl(route.url, w, pick));
        if (query) urls.add(`${concreteUrl(route.url, w, pick)}?${query}`);
      }
      if (route.url.startsWith('/api/transactions/:id')) for (const id of special) urls.add(route.url.replace(':id', String(id)));
      if (route.url.startsWith('/api/accounts/:id')) for (const id of ownedIds) urls.add(route.url.replace(':id', String(id)));
    }
    /** What an answer shows of the owner's figures: profit keys, system account codes, rows keyed by their ids. */
    const leaks = (body: unknown, path = ''): string[] => {
      if (typeof body === 'string') return isOwnerAccountCode(body) ? [`${path} = ${body}`] : [];
      if (Array.isArray(body)) return body.flatMap((item, i) => leaks(item, `${path}[${i}]`));
      if (!body || typeof body !== 'object') return [];
      return Object.entries(body).flatMap(([key, value]) => [
        ...(key === 'realisedProfit' ? [`${path}.${key}`] : []),
        ...(key === 'accountId' && ownedIds.has(value as number) ? [`${path}.${key} = ${String(value)}`] : []),
        ...leaks(value, `${path}.${key}`),
      ]);
    };
    const seen = async (who: string) => {
      const found: Record<string, string[]> = {};
      let read = 0;
      for (const url of urls) {
        const response = await as(who, 'GET', url);
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json')) continue;
        read += 1;
        const shown = leaks(response.json());
        if (shown.length > 0) found[url] = shown;
      }
      return { found, read };
    };
    // The world holds the figures, and an admin is shown them: the test can fail.
    const admin = await seen(w.admin);
    expect(Object.values(admin.found).flat().some((leak) => leak.endsWith('.realisedProfit'))).toBe(true);
    expect(Object.values(admin.found).flat().some((leak) => /= (FX|COMM)-/.test(leak))).toBe(true);
    for (const who of [cookie.user, cookie.operator]) {
      const { found, read } = await seen(who);
      expect(read).toBeGreaterThan(10);
      expect(found).toEqual({});
    }
    // Reads of one system account answer as if it did not exist.
    for (const id of ownedIds) {
      for (const suffix of ['', '/statement', '/statement/export']) expect((await as(cookie.user, 'GET', `/api/accounts/${id}${suffix}`)).statusCode).toBe(404);
    }
  });

  it('a deactivated clerk’s open session can no longer change anything', async () => {
    const api = hawalaApi(t, w.admin);
    const clerk = await api.inject('POST', '/api/users', { username: 'leaver', email: 'leaver@example.com', password: 'leaver-pass-1', role: 'operator' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'leaver', password: 'leaver-pass-1' } });
    const session = `sarafi_session=${login.cookies.find((c) => c.name === 'sarafi_session')!.value}`;
    expect((await as(w.admin, 'PATCH', `/api/users/${clerk.json().id}/status`, { isActive: false })).statusCode).toBe(200);
    const before = await fingerprint(t);
    const response = await as(session, 'POST', '/api/transactions', transfer(w));
    expect(response.statusCode).toBe(401);
    expect(await fingerprint(t)).toEqual(before);
  });
  it('a role holds what the database grants it: a grant the owner gives or takes answers at once (docs/decisions.md, Roles the owner shapes)', async () => {
    const admin = await t.cookieFor('admin');
    const operator = (await (await as(admin, 'GET', '/api/roles')).json().roles.find((r: { role: string }) => r.role === 'operator')) as { permissions: string[] };
    await refused(cookie.operator, 'GET', '/api/reports/trial-balance');
    const granted = await as(admin, 'PUT', '/api/roles', { roles: [{ ...operator, permissions: [...operator.permissions, 'trial-balance'] }] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await as(cookie.operator, 'GET', '/api/reports/trial-balance')).statusCode).toBe(200);
    expect((await as(admin, 'PUT', '/api/roles', { roles: [operator] })).statusCode).toBe(200);
    await refused(cookie.operator, 'GET', '/api/reports/trial-balance');
  });
});
