import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { approvalMessages } from '@sarafi/core';
import { approvalRequests, transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { approveRequest } from './decide-request';
import { listRequests } from './read-requests';
import { AFN, approvalShop } from './test-support';
import { hawalaApi, recordedReceiverId } from '../hawala/test-support';

const dayMs = 86_400_000;

/** docs/decisions.md, Approvals. */
describe('maker-checker approvals', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof approvalShop>>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await approvalShop(t);
  });
  afterAll(() => t.close());

  const submit = async (amount: string, extra: object = {}, headers: Record<string, string> = {}) => {
    const response = await shop.call('POST', '/api/transactions', shop.clerk, shop.voucher(amount, extra), headers);
    expect(response.statusCode, response.body).toBe(202);
    return response.json().approvalId as number;
  };
  const approve = (id: number, version: number, cookie = shop.approver) => shop.call('POST', `/api/approvals/${id}/approve`, cookie, { version });

  it('posts under and at the alone limit, keeps a posting over it as a pending request that moves nothing', async () => {
    expect((await shop.call('POST', '/api/transactions', shop.clerk, shop.voucher('4999.99'))).statusCode).toBe(201);
    expect((await shop.call('POST', '/api/transactions', shop.clerk, shop.voucher('5000'))).statusCode).toBe(201);
    const balance = await shop.call('POST', '/api/account-balances', shop.admin, { accountId: shop.customer });
    const id = await submit('5000.01', { approvalReason: 'customer is waiting' });
    expect(await shop.postingsOf('cash in 5000.01')).toEqual([]);
    const search = await shop.call('GET', `/api/transactions?accountId=${shop.customer}`, shop.admin);
    expect(search.json().map((r: { dAmount: string }) => r.dAmount)).not.toContain('5000.01');
    expect((await shop.call('POST', '/api/account-balances', shop.admin, { accountId: shop.customer })).body).toBe(balance.body);
    expect(await shop.request(id)).toMatchObject({ status: 'pending', version: 1, grounds: ['overAloneLimit'], makerName: 'user1', approvalReason: 'customer is waiting', kind: 'post' });
  });

  it('shows an approver the document, the maker, the reason and the balances now and after', async () => {
    const id = await submit('6000', { approvalReason: 'deposit' });
    const detail = await shop.call('GET', `/api/approvals/${id}`, shop.approver);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ id, version: 1, status: 'pending', makerName: 'user1', approvalReason: 'deposit', refusal: null, document: { dAmount: '6000.00', userCreated: 'user1' } });
    const karim = body.balances.find((b: { accountId: number }) => b.accountId === shop.customer);
    expect(Number(karim.after) - Number(karim.now)).toBe(6000);
    expect(await shop.postingsOf('cash in 6000')).toEqual([]);
    // The maker reads their own request; the count is the approvers'.
    expect((await shop.call('GET', `/api/approvals/${id}`, shop.clerk)).statusCode).toBe(200);
    expect((await shop.call('GET', '/api/approvals/count', shop.clerk)).statusCode).toBe(403);
    expect((await shop.call('GET', '/api/approvals/count', shop.approver)).json().pending).toBeGreaterThanOrEqual(2);
  });

  it('approves once: the posting is the maker’s, the request names its approver, a second approve is refused', async () => {
    const id = await submit('7000');
    expect((await approve(id, 1, shop.clerk)).statusCode).toBe(403);
    const approved = await approve(id, 1);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', version: 2, deciderName: 'admin2', transactionId: expect.any(Number) });
    const [posting] = await shop.postingsOf('cash in 7000');
    expect(posting).toMatchObject({ id: approved.json().transactionId, userCreated: 'user1', dAmount: '7000.00' });
    const history = await shop.call('GET', `/api/transactions/${posting!.id}/history`, shop.clerk);
    expect(history.json()).toMatchObject([{ action: 'create', username: 'user1', approvedBy: 'admin2' }]);
    const receipt = await shop.call('GET', `/api/transactions/${posting!.id}/receipt`, shop.clerk);
    expect(receipt.json()).toMatchObject({ username: 'user1', approved_by: 'admin2' });
    expect((await approve(id, 2)).json().code).toBe('approval.notPending');
    expect(await shop.postingsOf('cash in 7000')).toHaveLength(1);
  });

  it('refuses a stale version with 409 and an approver’s own request with 403', async () => {
    const id = await submit('7100');
    const stale = await approve(id, 5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'approval.staleVersion', message: approvalMessages.staleVersion });
    // An admin's change of an old document is their own request: another admin decides it.
    const old = await shop.call('POST', '/api/transactions', shop.admin, shop.voucher('10', { transDate: shopToday(new Date(Date.now() - 5 * dayMs)) }));
    expect(old.statusCode, old.body).toBe(201);
    const edit = await shop.call('PUT', `/api/transactions/${old.json().id}`, shop.admin, { ...shop.voucher('12'), transDate: old.json().transDate, updatedAt: old.json().updatedAt });
    expect(edit.statusCode, edit.body).toBe(202);
    const own = await approve(edit.json().approvalId, 1, shop.admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('approval.ownRequest');
    expect((await shop.request(edit.json().approvalId)).grounds).toEqual(['oldDocument']);
    expect((await approve(edit.json().approvalId, 1)).statusCode).toBe(200);
    const [edited] = await t.handle.db.select().from(transactions).where(eq(transactions.id, old.json().id));
    expect(edited!.dAmount).toBe('12.00');
  });

  it('rejects with a reason only; the maker alone withdraws', async () => {
    const id = await submit('7200');
    expect((await shop.call('POST', `/api/approvals/${id}/reject`, shop.approver, { version: 1, reason: ' ' })).json().code).toBe('approval.rejectReasonRequired');
    const rejected = await shop.call('POST', `/api/approvals/${id}/reject`, shop.approver, { version: 1, reason: 'no cash today' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'no cash today', deciderName: 'admin2' });

    const other = await submit('7300');
    expect((await shop.call('POST', `/api/approvals/${other}/withdraw`, shop.approver)).json().code).toBe('approval.notMaker');
    const withdrawn = await shop.call('POST', `/api/approvals/${other}/withdraw`, shop.clerk);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', version: 2 });
    expect((await approve(other, 2)).json().code).toBe('approval.notPending');
    expect(await shop.postingsOf('cash in 7200')).toEqual([]);
    expect(await shop.postingsOf('cash in 7300')).toEqual([]);
    const mine = (await shop.call('GET', '/api/approvals?status=withdrawn', shop.clerk)).json();
    expect(mine.map((r: { id: number }) => r.id)).toContain(other);
  });

  it('expires a request after the shop’s approvalExpiryDays: it reads as expired and cannot be approved', async () => {
    const id = await submit('7400');
    const approver = await shop.user('admin2');
    const later = new Date(Date.now() + 8 * dayMs);
    const refused = t.handle.db.transaction((tx) => approveRequest(tx, id, 1, approver, later));
    await expect(refused).rejects.toMatchObject({ statusCode: 410, code: 'approval.expired' });
    expect((await listRequests(t.handle.db, approver, 'expired', later)).map((r) => r.id)).toContain(id);
    expect((await listRequests(t.handle.db, approver, 'pending', later)).map((r) => r.id)).not.toContain(id);
    expect(await shop.postingsOf('cash in 7400')).toEqual([]);
  });

  it('makes exactly one posting of twenty concurrent approves', async () => {
    const id = await submit('7500');
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(id, 1)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await shop.postingsOf('cash in 7500')).toHaveLength(1);
  });

  it('makes one request of twenty concurrent submits with one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'approve-me-once' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.call('POST', '/api/transactions', shop.clerk, shop.voucher('7600'), headers)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => a.json().approvalId)).size).toBe(1);
    const rows = await t.handle.db.select().from(approvalRequests);
    expect(rows.filter((r) => (r.body as { dAmount?: string }).dAmount === '7600.00')).toHaveLength(1);
  });

  it('refuses to approve into a day closed meanwhile with 409, and the request stays pending', async () => {
    const id = await submit('7700');
    const day = (await shop.request(id)).body as { transDate: string };
    await shop.closeThrough(day.transDate);
    try {
      const refused = await approve(id, 1);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('books.dayClosed');
      expect(await shop.request(id)).toMatchObject({ status: 'pending', version: 1 });
      expect(await shop.postingsOf('cash in 7700')).toEqual([]);
      expect((await shop.call('GET', `/api/approvals/${id}`, shop.approver)).json().refusal).toMatchObject({ code: 'books.dayClosed' });
    } finally {
      await shop.closeThrough('2000-01-01');
    }
  });

  it('turns a clerk’s credit-limit override into a request an approver grants', async () => {
    const partner = await shop.call('POST', '/api/accounts', shop.admin, { accountName: 'Herat Partner', currencyId: AFN, accountType: 'partner' });
    expect(partner.statusCode, partner.body).toBe(201);
    const limits = await shop.call('PUT', `/api/partners/${partner.json().id}/credit-limits`, shop.admin, { limits: [{ currency: 'AFN', limit: '100' }] });
    expect(limits.statusCode, limits.body).toBe(200);
    const transfer = { transType: 'Transfer', outAccountId: partner.json().id, inAccountId: shop.customer, currencyId: AFN, dAmount: '500', transDescription: 'over the limit', cTransDescription: 'over the limit' };
    expect((await shop.call('POST', '/api/transactions', shop.clerk, transfer)).json().code).toBe('partner.overLimit');
    const asked = await shop.call('POST', '/api/transactions', shop.clerk, { ...transfer, creditLimitOverride: true });
    expect(asked.statusCode, asked.body).toBe(202);
    expect((await shop.request(asked.json().approvalId)).grounds).toEqual(['creditLimitOverride']);
    expect((await approve(asked.json().approvalId, 1)).statusCode).toBe(200);
    expect(await shop.postingsOf('over the limit')).toHaveLength(1);
  });

  it('names the credit-limit override among the grounds when another check asked first, so approving never overrides unseen', async () => {
    const partner = await shop.call('POST', '/api/accounts', shop.admin, { accountName: 'Kunduz Partner', currencyId: AFN, accountType: 'partner' });
    const limits = await shop.call('PUT', `/api/partners/${partner.json().id}/credit-limits`, shop.admin, { limits: [{ currency: 'AFN', limit: '6000' }] });
    expect(limits.statusCode, limits.body).toBe(200);
    // Past the clerk's alone limit (5,000 AFN) and, once approved, past the partner's credit limit: the alone limit asks first.
    const transfer = { transType: 'Transfer', outAccountId: partner.json().id, inAccountId: shop.customer, currencyId: AFN, dAmount: '7000', transDescription: 'two grounds', cTransDescription: 'two grounds' };
    const asked = await shop.call('POST', '/api/transactions', shop.clerk, { ...transfer, creditLimitOverride: true });
    expect(asked.statusCode, asked.body).toBe(202);
    const id = asked.json().approvalId as number;
    expect((await shop.request(id)).grounds).toEqual(['overAloneLimit', 'creditLimitOverride']);
    const read = await shop.call('GET', `/api/approvals/${id}`, shop.approver);
    expect(read.json().grounds).toContain('creditLimitOverride');
    // Without the override the same request says what approving would meet.
    const plain = await shop.call('POST', '/api/transactions', shop.clerk, { ...transfer, transDescription: 'one ground', cTransDescription: 'one ground' });
    expect(plain.statusCode, plain.body).toBe(202);
    expect((await shop.request(plain.json().approvalId)).grounds).toEqual(['overAloneLimit']);
    expect((await shop.call('GET', `/api/approvals/${plain.json().approvalId}`, shop.approver)).json().refusal).toMatchObject({ code: 'partner.overLimit' });
  });

  // Last: a role change ends the clerk's session.
  it('replays a request with the maker’s rights as they are now: a kind the maker may no longer post or pass is refused', async () => {
    const asked = await shop.call('POST', '/api/transactions', shop.clerk, shop.voucher('6100'));
    expect(asked.statusCode, asked.body).toBe(202);
    const hawalas = hawalaApi(t, shop.admin);
    await hawalas.fixedAccount({ accountCode: '2001', currencyId: AFN, accountType: 'hawala_partner' });
    const detail = await hawalas.detail({ senderCode: '2001', currency: 'AFN', rAmount: '6200.00' });
    const pass = await shop.call('POST', `/api/hawala/pass/${detail.id}`, shop.clerk, recordedReceiverId);
    expect(pass.statusCode, pass.body).toBe(202);
    const roles = (await shop.call('GET', '/api/roles', shop.admin)).json().roles as { role: string; permissions: string[] }[];
    const user = roles.find((r) => r.role === 'user')!;
    const kept = user.permissions.filter((p) => p !== 'cash-vouchers' && p !== 'pass-hawala');
    expect((await shop.call('PUT', '/api/roles', shop.admin, { roles: [{ ...user, permissions: kept }] })).statusCode).toBe(200);
    const refused = await approve(asked.json().approvalId, 1);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('transaction.postNotAllowed');
    expect(await shop.postingsOf('cash in 6100')).toEqual([]);
    const notPassed = await approve(pass.json().approvalId, 1);
    expect(notPassed.statusCode, notPassed.body).toBe(403);
    expect(notPassed.json().code).toBe('transaction.postNotAllowed');
    expect(await hawalas.status(detail.id)).toBe('Pending');
  });
});
