import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { hawalaMessages, transactionMessages } from '@sarafi/core';
import { deletedTransactions, hawalaStatusLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds } from '../transactions/test-support';
import { AFN, expectMessage, hawalaApi, USD } from './test-support';

describe('PUT /api/hawala/pending/{id} and PUT /api/hawala/cancel/{id}', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  const acc: Record<string, number> = {};
  const deletedCopy = async (id: number) => (await t.handle.db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, id)))[0];
  const trail = async (id: number) =>
    (await t.handle.db.select().from(hawalaStatusLog).where(eq(hawalaStatusLog.hawalaDetailsId, id)).orderBy(asc(hawalaStatusLog.id))).map(
      (r) => `${r.fromStatus}→${r.toStatus}:${r.transactionId ?? '-'}`,
    );

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = hawalaApi(t, await t.cookieFor('user'));
    acc.partner = await api.fixedAccount({ accountCode: '2001', currencyId: USD, accountType: 'hawala_partner' });
    acc.b1007 = await api.fixedAccount({ accountCode: '1007', currencyId: AFN, accountType: 'partner' });
  });
  afterAll(() => t.close());

  it('mark as pending moves a Passed hawala’s payout to the deleted list and reverses its balances', async () => {
    const hawala = await api.detail({ rAmount: '2500.00' });
    const before = await api.balances();
    const { transactionId } = (await api.pass(hawala.id, { branchAccountId: acc.b1007 })).json();
    const response = await api.pending(hawala.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ hawalaId: hawala.id, hawalaStatus: 'Pending', deletedTransactionIds: [transactionId], message: hawalaMessages.markedPending });
    expect(await api.status(hawala.id)).toBe('Pending');
    expect(await api.payouts(hawala.id)).toEqual([]);
    expect(await api.balances()).toEqual(before);
    expect(await deletedCopy(transactionId)).toMatchObject({ transType: 'Hawala', hawalaId: hawala.id, deletionReason: 'Marked as pending', formName: 'Pass Hawala' });
    expect(await trail(hawala.id)).toEqual([`Pending→Passed:${transactionId}`, `Passed→Pending:${transactionId}`]);
    await expectLedgerHolds(t);
  });

  it('pass → pending → pass leaves exactly one live payout and the balances of one payout', async () => {
    const hawala = await api.detail({ rAmount: '1234.56' });
    const before = await api.balances();
    await api.pass(hawala.id);
    const once = await api.balances();
    expect((await api.pending(hawala.id)).statusCode).toBe(200);
    const again = await api.pass(hawala.id);
    expect(again.statusCode, again.body).toBe(200);
    const payouts = await api.payouts(hawala.id);
    expect(payouts.map((p) => p.id)).toEqual([again.json().transactionId]);
    expect(await api.balances()).toEqual(once);
    expect(once).not.toEqual(before);
    await expectLedgerHolds(t);
  });

  it('marks a hawala without payout as pending (nothing to reverse), and reopens a cancelled one', async () => {
    const processed = await api.detail({ hawalaStatus: 'Processed' });
    expect((await api.pending(processed.id)).json()).toMatchObject({ hawalaStatus: 'Pending', deletedTransactionIds: [] });
    expect(await api.status(processed.id)).toBe('Pending');
    // Pending already: a no-op, not a new trail row.
    expect((await api.pending(processed.id)).statusCode).toBe(200);
    expect(await trail(processed.id)).toEqual(['Processed→Pending:-']);

    const cancelled = await api.detail({ hawalaStatus: 'Cancelled' });
    expect((await api.pending(cancelled.id)).statusCode).toBe(200);
    expect(await api.status(cancelled.id)).toBe('Pending');
    expect((await api.pass(cancelled.id)).statusCode).toBe(200);
  });

  it('cancel moves the payout to the deleted list, sets Cancelled, and a second cancel is 409', async () => {
    const hawala = await api.detail({ rAmount: '800.00' });
    const before = await api.balances();
    const { transactionId } = (await api.pass(hawala.id)).json();
    const [first, second] = await Promise.all([api.cancel(hawala.id), api.cancel(hawala.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toEqual({ hawalaId: hawala.id, hawalaStatus: 'Cancelled', deletedTransactionIds: [transactionId], message: 'Hawala cancelled successfully and transaction record deleted' });
    expectMessage(await api.cancel(hawala.id), 409, hawalaMessages.alreadyCancelled);
    expect(await api.status(hawala.id)).toBe('Cancelled');
    expect(await api.balances()).toEqual(before);
    expect(await deletedCopy(transactionId)).toMatchObject({ deletionReason: 'Hawala cancelled', formName: 'Pass Hawala' });
    expectMessage(await api.pass(hawala.id), 409, hawalaMessages.cancelledCannotPass);
    await expectLedgerHolds(t);
  });

  it('cancels a pending hawala with nothing to delete, saying so', async () => {
    const hawala = await api.detail();
    expect((await api.cancel(hawala.id)).json()).toEqual({ hawalaId: hawala.id, hawalaStatus: 'Cancelled', deletedTransactionIds: [], message: hawalaMessages.cancelled });
    expect(await trail(hawala.id)).toEqual(['Pending→Cancelled:-']);
  });

  it('keeps a payout tied to its hawala: no delete from search, no recover by hand', async () => {
    const hawala = await api.detail({ rAmount: '50.00' });
    const { transactionId } = (await api.pass(hawala.id)).json();
    const deleted = await api.del(transactionId, { reason: 'typo' }, await t.cookieFor('admin'));
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json().message).toBe(transactionMessages.hawalaPayoutOnly);
    expect((await api.payouts(hawala.id)).map((p) => p.id)).toEqual([transactionId]);
    await api.pending(hawala.id);
    const recovered = await api.recover(transactionId);
    expect(recovered.statusCode, recovered.body).toBe(409);
    expect(await api.payouts(hawala.id)).toEqual([]);
    await expectLedgerHolds(t);
  });

  it('answers 404 for an unknown hawala and 400 for a malformed id', async () => {
    expectMessage(await api.pending(999_999), 404, hawalaMessages.hawalaNotFound);
    expectMessage(await api.cancel(999_999), 404, hawalaMessages.hawalaNotFound);
    expect((await api.inject('PUT', '/api/hawala/cancel/x')).statusCode).toBe(400);
  });
});

/**
 * Mark as Pending and Cancel remove a posted payout: the one guard asks the same role questions of them as of a delete
 * (docs/architecture.md, The guard). These routes keep no requests, so a clerk whose changes need an approver, or who
 * would remove a payout past their alone limit, is refused and asks an admin.
 */
describe('removing a payout by a role whose changes need an approver', () => {
  let t: TestApp;
  let admin: ReturnType<typeof hawalaApi>;
  let clerk: ReturnType<typeof hawalaApi>;
  let userPolicy: { role: string; permissions: string[]; limits: object[]; changesNeedApproval: boolean };
  const setUser = (changes: Partial<typeof userPolicy>) => admin.inject('PUT', '/api/roles', { roles: [{ ...userPolicy, ...changes }] });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = hawalaApi(t, await t.cookieFor('admin'));
    clerk = hawalaApi(t, await t.cookieFor('user'));
    await admin.fixedAccount({ accountCode: '2001', currencyId: USD, accountType: 'hawala_partner' });
    userPolicy = ((await admin.inject('GET', '/api/roles')).json().roles as (typeof userPolicy)[]).find((r) => r.role === 'user')!;
  });
  afterAll(() => t.close());

  it('refuses a clerk’s Mark as Pending and Cancel while the role’s changes need approval; an admin still may', async () => {
    expect((await setUser({ changesNeedApproval: true })).statusCode).toBe(200);
    const hawala = await admin.detail({ rAmount: '900.00' });
    const { transactionId } = (await clerk.pass(hawala.id)).json();
    for (const response of [await clerk.pending(hawala.id), await clerk.cancel(hawala.id)]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('approval.required');
      // These routes keep no request: the answer must not say one was kept.
      expect(response.json().message).toBe('This needs an approver, and this action cannot wait as a request: ask an admin to do it');
    }
    expect((await clerk.payouts(hawala.id)).map((p) => p.id)).toEqual([transactionId]);
    expect(await clerk.status(hawala.id)).toBe('Passed');
    expect((await admin.pending(hawala.id)).statusCode).toBe(200);
    expect((await setUser({ changesNeedApproval: false })).statusCode).toBe(200);
  });

  it('refuses a clerk’s removal of a payout past their alone limit', async () => {
    expect((await setUser({ limits: [{ currencyId: AFN, alone: '5000', atAll: null }] })).statusCode).toBe(200);
    const hawala = await admin.detail({ rAmount: '9000.00' });
    expect((await admin.pass(hawala.id)).statusCode).toBe(200);
    const refused = await clerk.pending(hawala.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('approval.required');
    expect(await clerk.status(hawala.id)).toBe('Passed');
    const small = await admin.detail({ rAmount: '900.00' });
    expect((await admin.pass(small.id)).statusCode).toBe(200);
    expect((await clerk.pending(small.id)).statusCode).toBe(200);
  });
});
