import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { maxSerialId } from '@sarafi/core';
import { accountBalances, deletedTransactions } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { ledgerViolations, noViolations } from '../ledger/ledger-invariants';

/** HTTP helpers for the transaction tests: every write goes through the API, as a clerk's would. */
export function transactionApi(t: TestApp, defaultCookie: string) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = defaultCookie, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload }) });
  return {
    inject,
    async account(accountName: string, currencyId: number, accountType = 'customer') {
      const response = await inject('POST', '/api/accounts', { accountName, currencyId, accountType });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    },
    async post(payload: object, cookie = defaultCookie) {
      const response = await inject('POST', '/api/transactions', payload, cookie);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; updatedAt: string } & Record<string, unknown>;
    },
    put: (id: number, payload: object, cookie = defaultCookie, headers: Record<string, string> = {}) => inject('PUT', `/api/transactions/${id}`, payload, cookie, headers),
    del: (id: number, body: object = { reason: 'entered twice', formName: 'Search Transactions' }, cookie = defaultCookie) =>
      inject('DELETE', `/api/transactions/${id}`, body, cookie),
    /**
     * Recovers the deleted copy of transaction `transactionId` by the deleted row's own id, as a client takes it from
     * the deleted list; with no such row, an id no row has, so the answer is 404.
     */
    async recover(transactionId: number, cookie = defaultCookie) {
      const [row] = await t.handle.db
        .select({ id: deletedTransactions.id })
        .from(deletedTransactions)
        .where(eq(deletedTransactions.originalTransactionId, transactionId));
      return inject('POST', `/api/deleted-transactions/${row?.id ?? maxSerialId}/recover`, undefined, cookie);
    },
    async balance(accountId: number, currencyId: number) {
      const [row] = await t.handle.db
        .select()
        .from(accountBalances)
        .where(and(eq(accountBalances.accountId, accountId), eq(accountBalances.currencyId, currencyId)));
      return row?.balance ?? '0.00';
    },
    /** Every non-zero balance, keyed 'account:currency', for exact before/after comparisons. */
    async balances() {
      const rows = await t.handle.db.select().from(accountBalances);
      return Object.fromEntries(rows.filter((r) => !/^-?0\.00$/.test(r.balance)).map((r) => [`${r.accountId}:${r.currencyId}`, r.balance]));
    },
  };
}

export async function expectLedgerHolds(t: TestApp) {
  expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
}
