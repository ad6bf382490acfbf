import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { editMessages, transactionMessages } from '@sarafi/core';
import { accounts, ledgerEntries, transactionAuditLog, transactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerHolds, transactionApi } from './test-support';

describe('PUT /api/transactions/{id}: edit with an optimistic lock, entries replaced, balances moved by the difference', () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  let user: string;
  const acc: Record<string, number> = {};
  const fx: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    user = await t.cookieFor('user');
    acc.a = await api.account('Ahmad', 2);
    acc.b = await api.account('Bilal', 2);
    acc.c = await api.account('Carla', 1);
    acc.e = await api.account('Emil', 4);
    const [inactive] = await t.handle.db.insert(accounts).values({ accountCode: 'OLD9', accountName: 'Old', currencyId: 2, accountStatus: 'inactive' }).returning();
    acc.inactive = inactive!.id;
    for (const code of ['USD', 'AFN', 'EUR']) {
      const [row] = await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, `FX-${code}`));
      fx[code] = row!.id;
    }
  });
  afterAll(() => t.close());

  const debit = (over: object = {}) => ({ transType: 'Debit', outAccountId: acc.a, inAccountId: 11, currencyId: 2, dAmount: '1000', transDescription: 'withdrawal', transDate: '2026-11-01', ...over });
  const transfer = (over: object = {}) => ({ transType: 'Transfer', outAccountId: acc.a, inAccountId: acc.b, currencyId: 2, dAmount: '500', transDescription: 'rent', cTransDescription: 'rent in', transDate: '2026-11-01', ...over });
  const exchange = (over: object = {}) => ({ transType: 'Exchange', outAccountId: acc.c, inAccountId: acc.b, currencyId: 1, cCurrencyId: 2, dAmount: '100', cAmount: '7000', exRate: '70', transDate: '2026-11-01', ...over });
  const stored = async (id: number) => (await t.handle.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const entries = async (id: number) =>
    (await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, id))).map((e) => `${e.accountId}:${e.currencyId}:${e.amount}`).sort();

  it('edits a debit voucher: amount, narrative, date and account; balances and entries follow exactly', async () => {
    const before = await api.balances();
    const posted = await api.post(debit());
    const response = await api.put(posted.id, { ...debit({ dAmount: '1,200.50', transDescription: 'withdrawal corrected', transDate: '2026-11-05' }), updatedAt: posted.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({ id: posted.id, dAmount: '1200.50', cAmount: '1200.50', transDescription: 'withdrawal corrected', transDate: '2026-11-05', userCreated: 'admin', userModified: 'admin', createdAt: posted.createdAt });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(posted.updatedAt));
    expect(edited.dateModified).toBe(edited.updatedAt);
    expect(await api.balance(acc.a!, 2)).toBe('-1200.50');
    expect(await entries(posted.id)).toEqual([`11:2:1200.50`, `${acc.a}:2:-1200.50`].sort());

    // Moving the voucher to another account takes its whole effect off the first one.
    const moved = await api.put(posted.id, { ...debit({ outAccountId: acc.b, dAmount: '1200.50' }), updatedAt: edited.updatedAt });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await api.balance(acc.a!, 2)).toBe('0.00');
    expect(await api.balance(acc.b!, 2)).toBe('-1200.50');
    const after = await api.balances();
    expect(after[`11:2`]).toBe((Number(before['11:2'] ?? 0) + 1200.5).toFixed(2));
    await expectLedgerHolds(t);
  });

  it('edits a transfer, reversing its direction and amount', async () => {
    const posted = await api.post(transfer());
    expect(await api.balance(acc.a!, 2)).toBe('-500.00');
    const response = await api.put(posted.id, { ...transfer({ outAccountId: acc.b, inAccountId: acc.a, dAmount: '300', cTransDescription: 'rent back' }), updatedAt: posted.updatedAt });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ outAccountId: acc.b, inAccountId: acc.a, dAmount: '300.00', cTransDescription: 'rent back' });
    expect(await api.balance(acc.a!, 2)).toBe('300.00');
    expect(await api.balance(acc.b!, 2)).toBe('-1500.50');
    expect(await entries(posted.id)).toEqual([`${acc.a}:2:300.00`, `${acc.b}:2:-300.00`].sort());
    await expectLedgerHolds(t);
  });

  it('edits an exchange with the selling amount recomputed from the rate, through the FX position accounts', async () => {
    const posted = await api.post(exchange());
    const base = await api.balances();
    // USD → AFN multiplies: 200 × 71 = 14,200; anything else is refused and changes nothing.
    const wrong = await api.put(posted.id, { ...exchange({ dAmount: '200', exRate: '71', cAmount: '14000' }), updatedAt: posted.updatedAt });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Selling amount must be 14200.00 for 200.00 USD at 71');
    const ok = await api.put(posted.id, { ...exchange({ dAmount: '200', exRate: '71', cAmount: '14200' }), updatedAt: posted.updatedAt });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await entries(posted.id)).toEqual([`${acc.c}:1:-200.00`, `${fx.USD}:1:200.00`, `${fx.AFN}:2:-14200.00`, `${acc.b}:2:14200.00`].sort());
    const moved = await api.balances();
    expect(Number(moved[`${acc.c}:1`]) - Number(base[`${acc.c}:1`])).toBeCloseTo(-100, 2);
    expect(Number(moved[`${acc.b}:2`]) - Number(base[`${acc.b}:2`])).toBeCloseTo(7200, 2);

    // Turned around: AFN → USD divides (7,100 / 71 = 100); EUR → USD multiplies (100 × 1.08 = 108).
    const turned = await api.put(posted.id, { ...exchange({ outAccountId: acc.b, inAccountId: acc.c, currencyId: 2, cCurrencyId: 1, dAmount: '7100', exRate: '71', cAmount: '100' }), updatedAt: ok.json().updatedAt });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(await entries(posted.id)).toEqual([`${acc.b}:2:-7100.00`, `${fx.AFN}:2:7100.00`, `${fx.USD}:1:-100.00`, `${acc.c}:1:100.00`].sort());
    const eur = await api.put(posted.id, { ...exchange({ outAccountId: acc.e, inAccountId: acc.c, currencyId: 4, cCurrencyId: 1, dAmount: '100', exRate: '1.08', cAmount: '108' }), updatedAt: turned.json().updatedAt });
    expect(eur.statusCode, eur.body).toBe(200);
    expect(await entries(posted.id)).toEqual([`${acc.e}:4:-100.00`, `${fx.EUR}:4:100.00`, `${fx.USD}:1:-108.00`, `${acc.c}:1:108.00`].sort());
    await expectLedgerHolds(t);
  });

  it('refuses a stale updatedAt with 409 and overwrites nothing; the same instant in another notation is not stale', async () => {
    const posted = await api.post(transfer({ dAmount: '10' }));
    const first = await api.put(posted.id, { ...transfer({ dAmount: '11' }), updatedAt: posted.updatedAt });
    expect(first.statusCode).toBe(200);
    const balances = await api.balances();
    const row = await stored(posted.id);
    const stale = await api.put(posted.id, { ...transfer({ dAmount: '99' }), updatedAt: posted.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This transaction was changed by someone else; reload it');
    expect(await stored(posted.id)).toEqual(row);
    expect(await api.balances()).toEqual(balances);
    // 2026-…Z and the same instant written with an offset are one instant.
    const instant = new Date(first.json().updatedAt);
    const withOffset = new Date(instant.getTime() + 4.5 * 3600_000).toISOString().replace('Z', '+04:30');
    expect((await api.put(posted.id, { ...transfer({ dAmount: '12' }), updatedAt: withOffset })).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent edits of the same version win', async () => {
    const posted = await api.post(transfer({ dAmount: '20' }));
    const [x, y] = await Promise.all([
      api.put(posted.id, { ...transfer({ dAmount: '21' }), updatedAt: posted.updatedAt }),
      api.put(posted.id, { ...transfer({ dAmount: '22' }), updatedAt: posted.updatedAt }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const winner = x.statusCode === 200 ? x : y;
    expect((await stored(posted.id)).dAmount).toBe(winner.json().dAmount);
    await expectLedgerHolds(t);
  });

  it.each([
    ['transDescription', editMessages.descriptionRequired],
    ['dAmount', editMessages.amountRequired],
    ['currencyId', editMessages.currencyRequired],
    ['outAccountId', editMessages.accountRequired],
    ['inAccountId', editMessages.accountRequired],
    ['transDate', editMessages.dateRequired],
  ])('refuses an edit without %s with its catalogue message', async (field, message) => {
    const posted = await api.post(transfer({ dAmount: '30' }));
    const body: Record<string, unknown> = { ...transfer({ dAmount: '31' }), updatedAt: posted.updatedAt };
    body[field] = '';
    const response = await api.put(posted.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await stored(posted.id)).dAmount).toBe('30.00');
  });

  it.each([
    [{ dAmount: '0' }, transactionMessages.amountPositive],
    [{ cTransDescription: '' }, transactionMessages.creditNarrativeRequired],
    [{ inAccountId: 'x' }, transactionMessages.creditAccountRequired],
  ])('applies every posting rule to an edited transfer: %o', async (over, message) => {
    const posted = await api.post(transfer({ dAmount: '40' }));
    const response = await api.put(posted.id, { ...transfer(over), updatedAt: posted.updatedAt });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('applies the posting rules to exchanges and vouchers too, and the database rules (inactive account)', async () => {
    const x = await api.post(exchange());
    const rate = await api.put(x.id, { ...exchange({ exRate: '0' }), updatedAt: x.updatedAt });
    expect(rate.json().message).toBe(transactionMessages.rateRequired);
    const d = await api.post(debit({ dAmount: '5' }));
    expect((await api.put(d.id, { ...debit({ dAmount: '-5' }), updatedAt: d.updatedAt })).json().message).toBe(transactionMessages.amountPositive);
    const inactive = await api.put(d.id, { ...debit({ outAccountId: acc.inactive }), updatedAt: d.updatedAt });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toMatch(/inactive; only active accounts/);
    const noUpdatedAt = await api.put(d.id, debit());
    expect(noUpdatedAt.statusCode).toBe(400);
    expect(noUpdatedAt.json().message).toBe(editMessages.updatedAtRequired);
  });

  it('never changes the type of a transaction, and answers 404 for an unknown id', async () => {
    const posted = await api.post(transfer({ dAmount: '50' }));
    const response = await api.put(posted.id, { ...exchange(), updatedAt: posted.updatedAt });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The type of a transaction cannot be changed (this is a Transfer)');
    expect((await api.put(999999, { ...transfer(), updatedAt: posted.updatedAt })).statusCode).toBe(404);
  });

  it('lets a clerk edit transfers, exchanges and cash vouchers, never into another type', async () => {
    const voucher = await api.post(debit({ dAmount: '60' }));
    const asTransfer = await api.put(voucher.id, { ...transfer(), updatedAt: voucher.updatedAt }, user);
    expect(asTransfer.statusCode).toBe(400);
    expect(asTransfer.json().code).toBe('transaction.typeLocked');
    expect((await api.put(voucher.id, { ...debit({ dAmount: '61' }), updatedAt: voucher.updatedAt }, user)).statusCode).toBe(200);
    const tr = await api.post(transfer({ dAmount: '70' }));
    const byClerk = await api.put(tr.id, { ...transfer({ dAmount: '71' }), updatedAt: tr.updatedAt }, user);
    expect(byClerk.statusCode).toBe(200);
    expect(byClerk.json().userModified).toBe('user1');
    const ex = await api.post(exchange());
    expect((await api.put(ex.id, { ...exchange({ dAmount: '10', cAmount: '700' }), updatedAt: ex.updatedAt }, user)).statusCode).toBe(200);
  });

  it('applies one Idempotency-Key once, and refuses it for another body', async () => {
    const posted = await api.post(transfer({ dAmount: '80' }));
    const body = { ...transfer({ dAmount: '81' }), updatedAt: posted.updatedAt };
    const headers = { 'idempotency-key': 'edit-form-1' };
    const [x, y] = [await api.put(posted.id, body, undefined, headers), await api.put(posted.id, body, undefined, headers)];
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(y.json()).toEqual(x.json());
    const audits = await t.handle.db.select().from(transactionAuditLog).where(eq(transactionAuditLog.transactionId, posted.id));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
    expect((await api.put(posted.id, { ...body, dAmount: '82' }, undefined, headers)).statusCode).toBe(422);
    await expectLedgerHolds(t);
  });
});
