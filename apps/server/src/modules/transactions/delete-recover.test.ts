import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { editMessages } from '@sarafi/core';
import { accounts, deletedTransactions, ledgerEntries, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from './test-support';

describe('DELETE /api/transactions/{id} and POST /api/deleted-transactions/{id}/recover', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let user: string;
  const acc: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    user = await t.cookieFor('user');
    acc.a = await api.account('Ahmad', 2);
    acc.b = await api.account('Bilal', 2);
    acc.c = await api.account('Carla', 1);
    acc.company = await api.account('Company', 1, 'company');
  });
  afterAll(() => t.close());

  const documents = {
    debit: { transType: 'Debit', outAccountId: 0, inAccountId: 11, currencyId: 2, dAmount: '1234.56', transDescription: 'withdrawal', transDate: '2026-11-01' },
    credit: { transType: 'Credit', outAccountId: 0, inAccountId: 11, currencyId: 1, dAmount: '10.01', transDescription: 'deposit', transDate: '2026-11-02' },
    transfer: { transType: 'Transfer', outAccountId: 0, inAccountId: 0, currencyId: 2, dAmount: '777', transDescription: 'rent', cTransDescription: 'rent in', transDate: '2026-11-03' },
    exchange: { transType: 'Exchange', outAccountId: 0, inAccountId: 0, currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '7000', exRate: '70', transDate: '2026-11-04' },
  };
  const payload = (kind: keyof typeof documents) => {
    const sides: Record<keyof typeof documents, [number, number]> = {
      debit: [acc.a!, 11],
      credit: [acc.company!, 11],
      transfer: [acc.a!, acc.b!],
      exchange: [acc.c!, acc.b!],
    };
    const [outAccountId, inAccountId] = sides[kind];
    return { ...documents[kind], outAccountId, inAccountId };
  };
  const stored = async (id: number) => (await t.handle.db.select().from(transactions).where(eq(transactions.id, id)))[0];
  const entries = async (id: number) =>
    (await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, id))).map((e) => `${e.accountId}:${e.currencyId}:${e.amount}`).sort();

  it.each(['debit', 'credit', 'transfer', 'exchange'] as const)('deletes and recovers a %s, restoring the exact balances, entries and id', async (kind) => {
    const before = await api.balances();
    const posted = await api.post(payload(kind));
    const withIt = await api.balances();
    const row = (await stored(posted.id))!;
    const postedEntries = await entries(posted.id);

    const deleted = await api.del(posted.id, { reason: `wrong ${kind}`, formName: 'Search Transactions' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Transaction deleted successfully', id: posted.id });
    expect(await stored(posted.id)).toBeUndefined();
    expect(await entries(posted.id)).toEqual([]);
    expect(await api.balances()).toEqual(before);
    const [copy] = await t.handle.db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, posted.id));
    const { id: _id, createdAt, updatedAt, ...document } = row;
    expect(copy).toMatchObject({ ...document, originalCreatedAt: createdAt, originalUpdatedAt: updatedAt, deletionReason: `wrong ${kind}`, formName: 'Search Transactions' });
    expect(copy!.deletedUserId).toEqual(expect.any(String));
    await expectLedgerHolds(t);

    const recovered = await api.recover(posted.id);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toEqual({ message: 'Transaction recovered successfully', id: posted.id });
    const back = (await stored(posted.id))!;
    expect({ ...back, updatedAt: row.updatedAt }).toEqual(row);
    expect(back.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await entries(posted.id)).toEqual(postedEntries);
    expect(await api.balances()).toEqual(withIt);
    expect(await t.handle.db.$count(deletedTransactions, eq(deletedTransactions.originalTransactionId, posted.id))).toBe(0);
    await expectLedgerHolds(t);
  });

  it('answers 404 to a second delete and a second recover, and to unknown ids', async () => {
    const posted = await api.post(payload('transfer'));
    const [x, y] = await Promise.all([api.del(posted.id), api.del(posted.id)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 404]);
    expect((await api.del(posted.id)).json().message).toBe('Transaction not found');
    expect((await api.put(posted.id, { ...payload('transfer'), updatedAt: posted.updatedAt })).statusCode).toBe(404);
    expect((await api.recover(posted.id)).statusCode).toBe(200);
    const again = await api.recover(posted.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Deleted transaction not found');
    expect((await api.recover(987654)).statusCode).toBe(404);
    expect((await api.del(987654)).statusCode).toBe(404);
    // Past the int4 range an id is a bad request, never a database error.
    for (const url of ['/api/transactions/99999999999/history', '/api/deleted-transactions/99999999999/recover']) {
      expect((await api.inject(url.endsWith('recover') ? 'POST' : 'GET', url)).statusCode).toBe(400);
    }
    await expectLedgerHolds(t);
  });

  it('needs a reason to delete (the confirmation’s reason), and changes nothing without one', async () => {
    const posted = await api.post(payload('transfer'));
    for (const body of [{ reason: '   ' }, { formName: 'Search' }, undefined]) {
      const response = await api.inject('DELETE', `/api/transactions/${posted.id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(editMessages.deleteReasonRequired);
    }
    expect(await stored(posted.id)).toBeDefined();
    const noForm = await api.del(posted.id, { reason: 'duplicate' });
    expect(noForm.statusCode).toBe(200);
    const [copy] = await t.handle.db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, posted.id));
    expect(copy).toMatchObject({ deletionReason: 'duplicate', formName: null });
  });

  it('lets a clerk delete and recover transfers, exchanges and cash vouchers', async () => {
    const voucher = await api.post(payload('debit'));
    expect((await api.del(voucher.id, undefined, user)).statusCode).toBe(200);
    expect(await stored(voucher.id)).toBeUndefined();
    expect((await api.recover(voucher.id, user)).statusCode).toBe(200);
    expect(await stored(voucher.id)).toBeDefined();

    for (const kind of ['transfer', 'exchange'] as const) {
      const posted = await api.post(payload(kind), user);
      expect((await api.del(posted.id, undefined, user)).statusCode).toBe(200);
      expect((await api.recover(posted.id, user)).statusCode).toBe(200);
    }
    await expectLedgerHolds(t);
  });

  it('recovers into an account made inactive since: history is restored as it was', async () => {
    const posted = await api.post(payload('transfer'));
    const withIt = await api.balances();
    expect((await api.del(posted.id)).statusCode).toBe(200);
    await t.handle.db.update(accounts).set({ accountStatus: 'inactive' }).where(eq(accounts.id, acc.b!));
    const recovered = await api.recover(posted.id);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(await api.balances()).toEqual(withIt);
    // Editing it now is a new posting into an inactive account, which is refused.
    const edit = await api.put(posted.id, { ...payload('transfer'), updatedAt: (await stored(posted.id))!.updatedAt.toISOString() });
    expect(edit.statusCode).toBe(400);
    await t.handle.db.update(accounts).set({ accountStatus: 'active' }).where(eq(accounts.id, acc.b!));
  });

  it('recovers the edited version, keeps the stale-copy rule, and never lets the id sequence reissue a recovered id', async () => {
    const posted = await api.post(payload('transfer'));
    const edited = await api.put(posted.id, { ...payload('transfer'), dAmount: '778', updatedAt: posted.updatedAt });
    expect(edited.statusCode).toBe(200);
    expect((await api.del(posted.id)).statusCode).toBe(200);
    const later = await api.post(payload('transfer'));
    expect((await api.recover(posted.id)).statusCode).toBe(200);
    const back = (await stored(posted.id))!;
    expect(back.dAmount).toBe('778.00');
    // The copy the client held before the delete is stale now.
    expect((await api.put(posted.id, { ...payload('transfer'), updatedAt: edited.json().updatedAt })).statusCode).toBe(409);
    expect((await api.put(posted.id, { ...payload('transfer'), updatedAt: back.updatedAt.toISOString() })).statusCode).toBe(200);

    // Delete and recover the newest transaction: the next posting still gets a fresh id.
    expect((await api.del(later.id)).statusCode).toBe(200);
    expect((await api.recover(later.id)).statusCode).toBe(200);
    const next = await api.post(payload('transfer'));
    expect(next.id).toBeGreaterThan(later.id);
    const result = await t.handle.db.execute(sql`select last_value from transactions_id_seq`);
    const lastValue = Number((result as unknown as { rows: { last_value: number | string }[] }).rows[0]!.last_value);
    const maxId = (await t.handle.db.execute(sql`select max(id) as max from transactions`)) as unknown as { rows: { max: number }[] };
    expect(lastValue).toBeGreaterThanOrEqual(Number(maxId.rows[0]!.max));
    await expectLedgerHolds(t);
  });
  it('answers a retried delete or recover with the same Idempotency-Key as the first time, moving nothing twice', async () => {
    const posted = await api.post(payload('transfer'));
    const before = await api.balances();
    const reason = { reason: 'retried after a timeout', formName: 'Search Transactions' };
    const first = await api.inject('DELETE', `/api/transactions/${posted.id}`, reason, undefined, { 'idempotency-key': `del-${posted.id}` });
    const again = await api.inject('DELETE', `/api/transactions/${posted.id}`, reason, undefined, { 'idempotency-key': `del-${posted.id}` });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await t.handle.db.$count(deletedTransactions, eq(deletedTransactions.originalTransactionId, posted.id))).toBe(1);

    const recoverKey = { 'idempotency-key': `recover-${posted.id}` };
    const [row] = await t.handle.db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, posted.id));
    const recovered = await api.inject('POST', `/api/deleted-transactions/${row!.id}/recover`, undefined, undefined, recoverKey);
    const recoveredAgain = await api.inject('POST', `/api/deleted-transactions/${row!.id}/recover`, undefined, undefined, recoverKey);
    expect([recovered.statusCode, recoveredAgain.statusCode]).toEqual([200, 200]);
    expect(recoveredAgain.json()).toEqual(recovered.json());
    expect(await api.balances()).toEqual(before);
    // Without a key a second delete is a new request, and the first one already took the row.
    await api.del(posted.id);
    expect((await api.del(posted.id)).statusCode).toBe(404);
    await expectLedgerHolds(t);
  });
});
