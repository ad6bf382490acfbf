import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DeletedTransaction } from '@sarafi/core';
import { transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from './test-support';

/**
 * docs/decisions.md, Ledger and postings: POST /api/deleted-transactions/{id}/recover takes the `id` that GET /api/deleted-transactions
 * lists (the deleted row's own id), not the original transaction id, which can be another deleted row's id.
 */
describe('recover addresses the row the deleted list returns', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const posted: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    const [a, b] = [await api.account('Ahmad', 2), await api.account('Bilal', 2)];
    for (const amount of ['1', '2', '3', '4', '5', '6']) {
      const body = { transType: 'Transfer', outAccountId: a, inAccountId: b, currencyId: 2, dAmount: amount, transDescription: `t${amount}`, cTransDescription: `t${amount}` };
      posted.push((await api.post(body)).id);
    }
    // Deleted newest first, so the deleted rows' ids run against the original ids and the two sets overlap.
    for (const id of [...posted].reverse()) expect((await api.del(id)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = async () => (await api.inject('GET', '/api/deleted-transactions')).json() as DeletedTransaction[];
  const live = async () => (await t.handle.db.select({ id: transactions.id }).from(transactions)).map((r) => r.id).sort((x, y) => x - y);

  it('recovers exactly the transaction of the listed row, whose id differs from its original id', async () => {
    const rows = await list();
    const row = rows.find((r) => r.id !== r.originalTransactionId && rows.some((other) => other.originalTransactionId === r.id))!;
    expect(row, 'a listed id that is also another row’s original id').toBeDefined();
    const response = await api.inject('POST', `/api/deleted-transactions/${row.id}/recover`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Transaction recovered successfully', id: row.originalTransactionId });
    expect(await live()).toEqual([row.originalTransactionId]);
    const [restored] = await t.handle.db.select().from(transactions).where(eq(transactions.id, row.originalTransactionId));
    expect(restored).toMatchObject({ transDescription: row.transDescription, dAmount: row.dAmount });
    expect((await list()).map((r) => r.id)).not.toContain(row.id);
    await expectLedgerHolds(t);
  });

  it('answers 404 to an id that is no deleted row’s id, even when it is a deleted transaction’s original id', async () => {
    const rows = await list();
    const listed = new Set(rows.map((r) => r.id));
    const originalOnly = rows.map((r) => r.originalTransactionId).find((id) => !listed.has(id));
    expect(originalOnly, 'an original id that is not a listed id').toBeDefined();
    const before = await live();
    const response = await api.inject('POST', `/api/deleted-transactions/${originalOnly}/recover`);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('Deleted transaction not found');
    expect(await live()).toEqual(before);
    expect((await list()).length).toBe(rows.length);
  });
});
