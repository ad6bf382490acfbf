import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteAccess, type TransactionHistoryEntry } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { transactionApi } from './test-support';

describe('GET /api/transactions/{id}/history: the append-only audit trail', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let user: string;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    api = transactionApi(t, await t.cookieFor('admin'));
    user = await t.cookieFor('user');
    acc.a = await api.account('Ahmad', 2);
    acc.b = await api.account('Bilal', 2);
  });
  afterAll(() => t.close());

  const history = async (id: number, cookie = user) => {
    const response = await api.inject('GET', `/api/transactions/${id}/history`, undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TransactionHistoryEntry[];
  };

  it('lists create, update, delete and recover, oldest first, with who did it and what changed', async () => {
    const transfer = { transType: 'Transfer', outAccountId: acc.a, inAccountId: acc.b, currencyId: 2, dAmount: '100', transDescription: 'rent', cTransDescription: 'rent in', transDate: '2026-11-01' };
    const posted = await api.post(transfer);
    const edited = await api.put(posted.id, { ...transfer, dAmount: '150', transDescription: 'rent (corrected)', updatedAt: posted.updatedAt }, user);
    expect(edited.statusCode).toBe(200);
    expect((await api.del(posted.id, { reason: 'paid in cash instead', formName: 'Search Transactions' }, user)).statusCode).toBe(200);

    // After the delete the transaction is gone, but its history is still there.
    const whileDeleted = await history(posted.id);
    expect(whileDeleted.map((h) => h.action)).toEqual(['create', 'update', 'delete']);
    expect((await api.recover(posted.id)).statusCode).toBe(200);

    const entries = await history(posted.id);
    expect(entries.map((h) => [h.action, h.username])).toEqual([
      ['create', 'admin'],
      ['update', 'user1'],
      ['delete', 'user1'],
      ['recover', 'admin'],
    ]);
    const [create, update, remove, recover] = entries;
    expect(create).toMatchObject({ changes: [], oldValues: null, reason: null, newValues: { id: posted.id, dAmount: '100.00' } });
    expect(update!.changes).toEqual([
      { field: 'transDescription', old: 'rent', new: 'rent (corrected)' },
      { field: 'dAmount', old: '100.00', new: '150.00' },
      { field: 'cAmount', old: '100.00', new: '150.00' },
    ]);
    expect(update!.oldValues).toMatchObject({ dAmount: '100.00', userModified: 'admin' });
    expect(update!.newValues).toMatchObject({ dAmount: '150.00', userModified: 'user1' });
    expect(remove).toMatchObject({ reason: 'paid in cash instead', changes: [], oldValues: { dAmount: '150.00' }, newValues: { deletionReason: 'paid in cash instead', formName: 'Search Transactions' } });
    expect(recover).toMatchObject({ reason: null, newValues: { id: posted.id, dAmount: '150.00' } });
    for (const entry of entries) expect(Date.parse(entry.createdAt)).not.toBeNaN();
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => a - b));
  });

  it('answers 404 for an id that never existed', async () => {
    expect((await api.inject('GET', '/api/transactions/424242/history')).statusCode).toBe(404);
  });

  it('has no route that updates or deletes audit rows', () => {
    const writes = ['PUT', 'PATCH', 'DELETE'];
    const touchesAudit = (url: string) => /history|audit/i.test(url);
    const registered = t.app.apiRoutes.filter((r) => writes.includes(r.method) && touchesAudit(r.url));
    expect(registered).toEqual([]);
    expect(Object.keys(apiRouteAccess).filter((key) => writes.includes(key.split(' ')[0]!) && touchesAudit(key))).toEqual([]);
    // The history routes (a transaction's, a currency's rates') are reads.
    expect([...new Set(t.app.apiRoutes.filter((r) => touchesAudit(r.url)).map((r) => r.method))].sort()).toEqual(['GET', 'HEAD']);
  });
});
