import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, commissionAccountCode, fxAccountCode } from '@sarafi/core';
import { accounts, appSettings, transactions } from '../db/schema';
import { designatedAccountKey } from '../modules/balances/designated-account';
import { commissionApi } from '../modules/commission/test-support';
import { AFN } from '../modules/hawala/test-support';
import type { TestApp } from '../test/test-app';
import { exchange, exchangeSale, securityTestApp, seedWorld, today, type World } from './world';

/**
 * Each path that answered an owner-only figure to every role (docs/decisions.md 'Owner-only figures'): a clerk gets
 * it no more, an admin still does. The route walk over every GET is in role-boundaries.test.ts.
 */
describe('owner-only figures on each path', () => {
  let t: TestApp;
  let w: World;
  let user: string;
  let operator: string;
  let fxUsd: number;
  beforeAll(async () => {
    t = await securityTestApp();
    w = await seedWorld(t, 2);
    user = await t.cookieFor('user');
    operator = await t.cookieFor('operator');
    fxUsd = (await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, fxAccountCode('USD'))))[0]!.id;
  });
  afterAll(() => t.close());

  const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who }, ...(payload ? { payload } : {}) });

  it('a system account’s record, statement and statement export answer 404 to a clerk, as if it did not exist', async () => {
    for (const suffix of ['', '/statement', '/statement/export']) {
      for (const who of [user, operator]) {
        const response = await as(who, 'GET', `/api/accounts/${fxUsd}${suffix}`);
        expect(response.statusCode, suffix).toBe(404);
        expect(response.json()).toMatchObject({ code: 'account.notFound' });
      }
      expect((await as(w.admin, 'GET', `/api/accounts/${fxUsd}${suffix}`)).statusCode, suffix).toBe(200);
    }
    // The drawer is a system account too, but every clerk's own.
    expect((await as(user, 'GET', `/api/accounts/${CASH_ACCOUNT_ID}/statement`)).statusCode).toBe(200);
    expect((await as(user, 'GET', `/api/accounts/${w.accounts.afn}/statement`)).statusCode).toBe(200);
  });

  it('balances by account code leave the system accounts out for a clerk', async () => {
    const accountCodes = [fxAccountCode('USD'), commissionAccountCode('AFN'), '2001'];
    const codesOf = async (who: string) => {
      const response = await as(who, 'POST', '/api/account-balances', { accountCodes });
      expect(response.statusCode, response.body).toBe(200);
      return [...new Set((response.json() as { accountCode: string }[]).map((row) => row.accountCode))];
    };
    expect(await codesOf(w.admin)).toEqual(accountCodes);
    expect(await codesOf(user)).toEqual(['2001']);
    expect(await codesOf(operator)).toEqual(['2001']);
  });

  it('the designated balance, were it set to a system account, is empty for a clerk', async () => {
    await t.handle.db.insert(appSettings).values({ key: designatedAccountKey, value: { name: 'desk', accountCode: fxAccountCode('USD') } });
    try {
      expect((await as(w.admin, 'GET', '/api/desk-balance')).json()).toEqual([expect.objectContaining({ accountCode: fxAccountCode('USD') })]);
      const response = await as(user, 'GET', '/api/desk-balance');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await t.handle.db.delete(appSettings).where(eq(appSettings.key, designatedAccountKey));
    }
  });

  it('a deal’s realised profit is not on a clerk’s post, edit, search, history or receipt answers', async () => {
    const posted = await as(user, 'POST', '/api/transactions', exchange(w));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).not.toHaveProperty('realisedProfit');
    expect(posted.json()).toMatchObject({ baseCurrency: 'AFN' });
    const sale = await as(w.admin, 'POST', '/api/transactions', exchangeSale(w));
    expect(sale.json()).toMatchObject({ realisedProfit: '200.00' });
    const { id, updatedAt } = sale.json() as { id: number; updatedAt: string };
    const edited = await as(user, 'PUT', `/api/transactions/${id}`, { ...exchangeSale(w), exRate: '73', dAmount: '7300', updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).not.toHaveProperty('realisedProfit');

    const search = `/api/transactions?type=Exchange&date=${today}`;
    expect((await as(w.admin, 'GET', search)).json()).toContainEqual(expect.objectContaining({ id, realisedProfit: '300.00' }));
    const found = (await as(user, 'GET', search)).json() as object[];
    expect(found).toContainEqual(expect.objectContaining({ id }));
    for (const row of found) expect(row).not.toHaveProperty('realisedProfit');

    const fields = async (who: string) =>
      ((await as(who, 'GET', `/api/transactions/${id}/history`)).json() as { changes: { field: string }[]; newValues: object }[]).map((entry) => ({
        changed: entry.changes.map((c) => c.field),
        profit: 'realisedProfit' in entry.newValues,
      }));
    expect(await fields(w.admin)).toEqual([
      { changed: [], profit: true },
      { changed: expect.arrayContaining(['exRate', 'realisedProfit']), profit: true },
    ]);
    const clerk = await fields(user);
    expect(clerk.map((entry) => entry.profit)).toEqual([false, false]);
    expect(clerk[1]!.changed).toContain('exRate');
    expect(clerk[1]!.changed).not.toContain('realisedProfit');

    const receipt = await as(user, 'GET', `/api/transactions/${id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).not.toContain('realisedProfit');
  });

  it('a clerk’s own approval request previews the customers’ balances, never the FX positions it moves', async () => {
    const limits = (clerkLimit: string | null) => as(w.admin, 'PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: '1000000', clerkLimit }] });
    expect((await limits('50')).statusCode).toBe(200);
    try {
      const asked = await as(user, 'POST', '/api/transactions', exchange(w));
      expect(asked.statusCode, asked.body).toBe(202);
      const { approvalId } = asked.json() as { approvalId: number };
      type Preview = { balances: { accountId: number; accountName: string }[] };
      const shown = async (who: string) => {
        const response = await as(who, 'GET', `/api/approvals/${approvalId}`);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as Preview).balances.map((b) => b.accountId);
      };
      // The world's accounts it moves, and the FX position of each currency: the owner's figures.
      expect(await shown(w.admin)).toEqual(expect.arrayContaining([w.accounts.usd, w.accounts.afn, fxUsd]));
      const clerk = await shown(user);
      expect(clerk).toEqual(expect.arrayContaining([w.accounts.usd, w.accounts.afn]));
      expect(clerk).not.toContain(fxUsd);
      expect(clerk).toHaveLength(2);
    } finally {
      await limits(null);
    }
  });

  it('follows the grants the owner stores, not the shipped defaults: granted, a role reads the figures; taken back, not', async () => {
    type Policy = { role: string; permissions: string[]; limits: object[]; changesNeedApproval: boolean };
    const policies = (await as(w.admin, 'GET', '/api/roles')).json().roles as Policy[];
    const original = policies.find((p) => p.role === 'operator')!;
    const save = (permissions: string[]) => as(w.admin, 'PUT', '/api/roles', { roles: [{ ...original, permissions }] });
    expect((await save([...original.permissions, 'fx-reports', 'system-accounts'])).statusCode).toBe(200);
    try {
      expect((await as(operator, 'GET', `/api/accounts/${fxUsd}`)).statusCode).toBe(200);
      const sales = (await as(operator, 'GET', `/api/transactions?type=Exchange&date=${today}`)).json() as object[];
      expect(sales.some((row) => 'realisedProfit' in row)).toBe(true);
    } finally {
      expect((await save(original.permissions)).statusCode).toBe(200);
    }
    expect((await as(operator, 'GET', `/api/accounts/${fxUsd}`)).statusCode).toBe(404);
    for (const row of (await as(operator, 'GET', `/api/transactions?type=Exchange&date=${today}`)).json() as object[]) expect(row).not.toHaveProperty('realisedProfit');
  });

  it('a searched transaction names a system account to a clerk as no account', async () => {
    const api = commissionApi(t, w.admin);
    expect((await api.setRates(w.accounts.partner, [{ currencyId: AFN, perLakh: '1000', fixedFee: '0' }])).statusCode).toBe(200);
    await api.paid('2001', 'AFN', '10000');
    await api.posted(w.accounts.partner, today, today);
    const [run] = await t.handle.db.select().from(transactions).where(eq(transactions.transType, 'Commission')).orderBy(desc(transactions.id)).limit(1);
    const rowOf = async (who: string) =>
      ((await as(who, 'GET', `/api/transactions?referenceId=${run!.id}`)).json() as { id: number; creditAccount: { accountCode: string } | null }[]).find((r) => r.id === run!.id);
    expect((await rowOf(w.admin))?.creditAccount).toMatchObject({ accountCode: commissionAccountCode('AFN') });
    expect(await rowOf(user)).toMatchObject({ id: run!.id, creditAccount: null });
  });
});
