import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commissionAccountCode, fxAccountCode, hawalaMessages, Money, toAssignAccountCode, type Hawala, type HawalaSummary } from '@sarafi/core';
import { accounts, hawalas, ledgerEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds } from '../transactions/test-support';
import { AFN, expectMessage, hawalaApi, USD } from './test-support';

const CASH = 11;

describe('hawalas we send post money: create, mark paid, cancel with refund', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let userCookie: string;
  let otherCookie: string;
  let adminCookie: string;
  const acc: Record<string, number> = {};
  const base = { senderName: 'Ahmad Karimi', receiverName: 'Bilal Noori', senderPhone: '0700 111 222', receiverPhone: '+44 20 7946 0000' };
  const systemAccount = async (code: string) => (await t.handle.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code)))[0]!.id;

  const create = async (body: object, cookie = userCookie) => {
    const response = await api.inject('POST', '/api/hawala', { ...base, ...body }, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Hawala;
  };
  const paid = (id: number, body: object = {}, cookie = userCookie, headers: Record<string, string> = {}) => api.inject('POST', `/api/hawala/${id}/paid`, body, cookie, headers);
  const cancel = (id: number, reason = 'sender changed plans', cookie = userCookie) => api.inject('POST', `/api/hawala/${id}/cancel`, { reason }, cookie);
  const entriesOf = async (transactionId: number) =>
    (await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))).map((e) => ({ accountId: e.accountId, currencyId: e.currencyId, amount: e.amount }));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    userCookie = await t.cookieFor('user');
    adminCookie = await t.cookieFor('admin');
    otherCookie = await t.cookieFor('operator');
    api = hawalaApi(t, userCookie);
    acc.sender = await api.account('Ahmad Karimi', AFN);
    acc.partner = await api.fixedAccount({ accountCode: 'P-LDN', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    acc.partner2 = await api.fixedAccount({ accountCode: 'P-DXB', accountName: 'Dubai Partner', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  it('same currency, cash: the drawer takes amount + commission, the partner is owed the amount, the commission is income', async () => {
    const before = await api.balances();
    const hawala = await create({ amount: '10,000', currency: 'AFN', convertedCurrency: 'AFN', commission: '150', partnerAccountId: acc.partner });
    expect(hawala).toMatchObject({ status: 'sent', senderPaid: '10150.00', convertedAmount: '10000.00', paidFromAccountId: CASH, partnerName: 'London Partner', partnerCode: 'P-LDN' });
    const income = await systemAccount(commissionAccountCode('AFN'));
    expect(await entriesOf(hawala.transactionId!)).toEqual([
      { accountId: CASH, currencyId: AFN, amount: '-10150.00' },
      { accountId: income, currencyId: AFN, amount: '150.00' },
      { accountId: acc.partner, currencyId: AFN, amount: '10000.00' },
    ]);
    expect(await api.balance(CASH, AFN)).toBe(new Money(before[`${CASH}:${AFN}`] ?? 0).minus(10150).toFixed(2));
    await expectLedgerHolds(t);
  });

  it('two currencies convert through the FX position accounts, as an exchange does; the commission stays in the send currency', async () => {
    const hawala = await create({ amount: '10000', currency: 'AFN', exchangeRate: '68.75', convertedCurrency: 'USD', commission: '100', partnerAccountId: acc.partner });
    expect(hawala).toMatchObject({ convertedAmount: '145.45', senderPaid: '10100.00' });
    expect(await entriesOf(hawala.transactionId!)).toEqual([
      { accountId: CASH, currencyId: AFN, amount: '-10100.00' },
      { accountId: await systemAccount(commissionAccountCode('AFN')), currencyId: AFN, amount: '100.00' },
      { accountId: await systemAccount(fxAccountCode('AFN')), currencyId: AFN, amount: '10000.00' },
      { accountId: await systemAccount(fxAccountCode('USD')), currencyId: USD, amount: '-145.45' },
      { accountId: acc.partner, currencyId: USD, amount: '145.45' },
    ]);
    await expectLedgerHolds(t);
  });

  it("paid from the sender's account: their account gives amount + commission, the drawer is untouched", async () => {
    const cashBefore = await api.balance(CASH, AFN);
    const hawala = await create({ amount: '500', currency: 'AFN', convertedCurrency: 'AFN', commission: '10', partnerAccountId: acc.partner, senderAccountId: acc.sender, paidFrom: 'account' });
    expect(hawala.paidFromAccountId).toBe(acc.sender);
    expect(await api.balance(acc.sender, AFN)).toBe('-510.00');
    expect(await api.balance(CASH, AFN)).toBe(cashBefore);
  });

  it('the posting is a Hawala transaction Search finds, and it cannot be edited or deleted behind the hawala', async () => {
    const hawala = await create({ amount: '70', currency: 'AFN', convertedCurrency: 'AFN', partnerAccountId: acc.partner });
    const found = await api.inject('GET', `/api/transactions?type=hawala&limit=500`);
    expect(found.statusCode, found.body).toBe(200);
    const rows = found.json() as { id: number; transType: string }[];
    expect(rows.find((r) => r.id === hawala.transactionId)).toMatchObject({ transType: 'Hawala' });
    expectMessage(await api.del(hawala.transactionId!, { reason: 'oops', formName: 'Search Transactions' }, adminCookie), 409, hawalaMessages.postingOfSentHawala);
    // Whatever the edit says (a transfer-shaped body passes validation), the posting is refused before it is read.
    const edit = { transType: 'Transfer', outAccountId: acc.sender, inAccountId: acc.partner, currencyId: AFN, dAmount: '1', transDescription: 'changed', cTransDescription: 'changed', transDate: '2026-11-01' };
    expectMessage(await api.put(hawala.transactionId!, { ...edit, updatedAt: hawala.updatedAt }, adminCookie), 409, hawalaMessages.postingOfSentHawala);
    // Passed-hawala lists payouts of imported hawalas only.
    const passed = (await api.inject('GET', '/api/transactions/passed-hawala?limit=500')).json() as { id: number }[];
    expect(passed.map((p) => p.id)).not.toContain(hawala.transactionId);
  });

  it('mark paid records who and when; paid again or cancelled after is a 409', async () => {
    const hawala = await create({ amount: '1000', currency: 'AFN', convertedCurrency: 'AFN', partnerAccountId: acc.partner });
    const balancesBefore = await api.balances();
    const response = await paid(hawala.id, {}, userCookie, { 'idempotency-key': 'paid-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', paidAt: expect.any(String), paidByName: expect.any(String) });
    expect(await api.balances()).toEqual(balancesBefore);
    const replay = await paid(hawala.id, {}, userCookie, { 'idempotency-key': 'paid-1' });
    expect(replay.statusCode).toBe(200);
    expectMessage(await paid(hawala.id), 409, hawalaMessages.alreadyPaid);
    expectMessage(await cancel(hawala.id), 409, hawalaMessages.alreadyPaid);
  });

  it('cancel refunds the sender by reversal: every balance is back where it was, the send and the refund both stay in the books', async () => {
    const before = await api.balances();
    const hawala = await create({ amount: '10000', currency: 'AFN', exchangeRate: '68.75', convertedCurrency: 'USD', commission: '100', partnerAccountId: acc.partner });
    expect(await api.balances()).not.toEqual(before);
    const response = await cancel(hawala.id, 'receiver unreachable', otherCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', cancelReason: 'receiver unreachable', cancelledByName: expect.any(String), cancelledAt: expect.any(String) });
    expect(await api.balances()).toEqual(before);
    await expectLedgerHolds(t);
    expect(await entriesOf(hawala.transactionId!)).toHaveLength(5);
    expectMessage(await cancel(hawala.id), 409, hawalaMessages.sentAlreadyCancelled);
    expectMessage(await paid(hawala.id), 409, hawalaMessages.sentAlreadyCancelled);
    expectMessage(await api.inject('POST', `/api/hawala/${hawala.id}/cancel`, { reason: '  ' }), 400, hawalaMessages.cancelReasonRequired);
    expectMessage(await api.inject('POST', '/api/hawala/999999/cancel', { reason: 'x' }), 404, hawalaMessages.sentHawalaNotFound);
  });

  it("a hawala with no partner is held in 'hawalas to assign' until the partner who paid it is named", async () => {
    const hawala = await create({ amount: '100', currency: 'USD', convertedCurrency: 'USD' });
    const toAssign = await systemAccount(toAssignAccountCode('USD'));
    expect(await api.balance(toAssign, USD)).toBe('100.00');
    expectMessage(await paid(hawala.id), 400, hawalaMessages.partnerRequiredToPay);
    const partnerBefore = await api.balance(acc.partner2, USD);
    const response = await paid(hawala.id, { partnerAccountId: acc.partner2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', partnerAccountId: acc.partner2, partnerName: 'Dubai Partner' });
    expect(await api.balance(toAssign, USD)).toBe('0.00');
    expect(await api.balance(acc.partner2, USD)).toBe((Number(partnerBefore) + 100).toFixed(2));
    await expectLedgerHolds(t);
  });

  it('paid and cancel racing on one hawala: the row lock lets exactly one through, the other gets a 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const hawala = await create({ amount: '300', currency: 'AFN', convertedCurrency: 'AFN', commission: '3', partnerAccountId: acc.partner });
      const answers = await Promise.all([paid(hawala.id), cancel(hawala.id), paid(hawala.id), cancel(hawala.id)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    }
    await expectLedgerHolds(t);
  });

  it('a hawala stored before hawalas posted (no posting) is marked paid or cancelled by its status alone', async () => {
    const [old, older] = await t.handle.db
      .insert(hawalas)
      .values([
        { hawalaNumber: 'OLD-1', senderName: 'A', receiverName: 'B', amount: '10', currency: 'AFN' },
        { hawalaNumber: 'OLD-2', senderName: 'A', receiverName: 'B', amount: '10', currency: 'AFN' },
      ])
      .returning();
    const before = await api.balances();
    expect((await paid(old!.id)).json()).toMatchObject({ status: 'paid', transactionId: null });
    expect((await cancel(older!.id)).json()).toMatchObject({ status: 'cancelled', transactionId: null });
    expect(await api.balances()).toEqual(before);
  });

  it('the secret code is shown to its creator and to admins, not to other clerks', async () => {
    const hawala = await create({ amount: '5', currency: 'USD', convertedCurrency: 'USD', partnerAccountId: acc.partner });
    expect(hawala.secretCode).toMatch(/^\d{6}$/);
    const read = async (cookie: string) => (await api.inject('GET', `/api/hawala/${hawala.id}`, undefined, cookie)).json() as Hawala;
    expect((await read(userCookie)).secretCode).toBe(hawala.secretCode);
    expect((await read(adminCookie)).secretCode).toBe(hawala.secretCode);
    expect((await read(otherCookie)).secretCode).toBeNull();
    const listed = (await api.inject('GET', '/api/hawala?limit=500', undefined, otherCookie)).json() as Hawala[];
    expect(listed.every((h) => h.secretCode === null)).toBe(true);
    expectMessage(await api.inject('GET', '/api/hawala/999999'), 404, hawalaMessages.sentHawalaNotFound);
  });

  it('the list filters by status and searches number, sender and receiver', async () => {
    const statuses = async (query: string) => ((await api.inject('GET', `/api/hawala?limit=500&${query}`)).json() as Hawala[]).map((h) => h.status);
    expect(new Set(await statuses('status=paid'))).toEqual(new Set(['paid']));
    expect(new Set(await statuses('status=cancelled'))).toEqual(new Set(['cancelled']));
    expect((await api.inject('GET', '/api/hawala?status=lost')).statusCode).toBe(400);
    const one = await create({ amount: '1', currency: 'USD', convertedCurrency: 'USD', partnerAccountId: acc.partner, receiverName: 'Zarghuna Unique' });
    const byReceiver = (await api.inject('GET', '/api/hawala?q=zarghuna')).json() as Hawala[];
    expect(byReceiver.map((h) => h.id)).toEqual([one.id]);
    const byNumber = (await api.inject('GET', `/api/hawala?q=${one.hawalaNumber}&status=sent`)).json() as Hawala[];
    expect(byNumber.map((h) => h.id)).toEqual([one.id]);
  });

  it("the dashboard counts and sums today's outgoing hawalas beside the incoming ones", async () => {
    const response = await api.inject('GET', '/api/dashboard/hawala-summary');
    expect(response.statusCode, response.body).toBe(200);
    const { outgoing } = response.json() as HawalaSummary;
    const all = (await api.inject('GET', '/api/hawala?limit=500')).json() as Hawala[];
    expect(outgoing.total.count).toBe(all.length);
    expect(outgoing.today.count).toBe(all.length);
    expect(outgoing.paid.count).toBe(all.filter((h) => h.status === 'paid').length);
    expect(outgoing.cancelled.count).toBe(all.filter((h) => h.status === 'cancelled').length);
    const afn = all.filter((h) => h.currency === 'AFN');
    expect(outgoing.total.byCurrency.find((c) => c.currency === 'AFN')).toEqual({
      currency: 'AFN',
      count: afn.length,
      amount: afn.reduce((sum, h) => sum + Number(h.amount), 0).toFixed(2),
      commission: afn.reduce((sum, h) => sum + Number(h.commission), 0).toFixed(2),
    });
  });
});
