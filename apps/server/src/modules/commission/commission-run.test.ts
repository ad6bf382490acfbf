import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { booksMessages, commissionMessages, type CommissionRun } from '@sarafi/core';
import { booksState, commissionRunItems, transactions } from '../../db/schema';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AFN, expectMessage, PKR, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';
import { commissionApi } from './test-support';

describe('commission runs: preview → post → reverse, each hawala once, postings guarded', () => {
  let t: TestApp;
  let api: ReturnType<typeof commissionApi>;
  let user: string;
  let partner: number;
  let comm: { afn: number; usd: number };
  const today = shopToday();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = commissionApi(t, await t.cookieFor('admin'));
    user = await t.cookieFor('user');
    partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
  });
  afterAll(() => t.close());

  it('keeps rates per currency: admins set them, every clerk reads them', async () => {
    const rates = [
      { currencyId: AFN, perLakh: '200', fixedFee: '10' },
      { currencyId: USD, perLakh: 150, fixedFee: '' },
    ];
    expect((await api.setRates(partner, rates, user)).statusCode).toBe(403);
    const saved = await api.setRates(partner, rates);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await api.rates(partner, user);
    expect(read.json()).toEqual({
      partnerId: partner,
      rates: [
        { currencyId: USD, currencyCode: 'USD', perLakh: '150', fixedFee: '0.00' },
        { currencyId: AFN, currencyCode: 'AFN', perLakh: '200', fixedFee: '10.00' },
      ],
    });

    expect((await api.setRates(partner, [{ currencyId: AFN, perLakh: '0', fixedFee: '0' }])).statusCode).toBe(400);
    expect((await api.setRates(partner, [{ currencyId: AFN, perLakh: '-1', fixedFee: '0' }])).statusCode).toBe(400);
    expect((await api.setRates(partner, [{ currencyId: AFN, perLakh: '100000', fixedFee: '0' }])).statusCode).toBe(400);
    expect((await api.setRates(partner, [rates[0], rates[0]])).statusCode).toBe(400);
    const customer = await api.fixedAccount({ accountCode: '3003', currencyId: AFN, accountType: 'customer' });
    expectMessage(await api.rates(customer), 400, commissionMessages.notAPartner);
    expectMessage(await api.rates(11), 404, commissionMessages.partnerNotFound);
    expectMessage(await api.rates(999_999), 404, commissionMessages.partnerNotFound);
  });

  let first: CommissionRun;
  const hawalas: number[] = [];

  it('previews and posts a hand-computed run: one Commission transaction per currency, partner out, COMM-<cur> in', async () => {
    hawalas.push(await api.paid('2001', 'AFN', '250000.00'), await api.paid('2001', 'AFN', '40000.00'), await api.paid('2001', 'USD', '1500.00'));
    await api.paid('2001', 'PKR', '1000.00');
    const preview = await api.previewed(partner, today, today);
    // 250,000 × 200 / 100,000 + 10 = 510.00; 40,000 × 200 / 100,000 + 10 = 90.00; USD 1,500 × 150 / 100,000 = 2.25.
    expect(preview.items.map((i) => [i.hawalaId, i.currencyCode, i.amount, i.commission])).toEqual([
      [hawalas[0], 'AFN', '250000.00', '510.00'],
      [hawalas[1], 'AFN', '40000.00', '90.00'],
      [hawalas[2], 'USD', '1500.00', '2.25'],
    ]);
    expect(preview.totals).toEqual([
      { currencyId: AFN, currencyCode: 'AFN', count: 2, amount: '290000.00', commission: '600.00' },
      { currencyId: USD, currencyCode: 'USD', count: 1, amount: '1500.00', commission: '2.25' },
    ]);
    expect(preview.unrated).toEqual([{ currencyId: PKR, currencyCode: 'PKR', count: 1, amount: '1000.00' }]);
    expect((await api.preview(partner, today, today, user)).statusCode).toBe(200);
    expect(await t.handle.db.$count(commissionRunItems)).toBe(0);

    expect((await api.run(partner, today, today, user)).statusCode).toBe(403);
    const before = await api.balances();
    const key = { 'Idempotency-Key': 'run-1' };
    const posted = await api.run(partner, today, today, undefined, key);
    expect(posted.statusCode, posted.body).toBe(201);
    first = posted.json();
    const replay = await api.run(partner, today, today, undefined, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first);

    expect(first).toMatchObject({ partnerId: partner, from: today, to: today, status: 'posted', postedBy: 'admin', reversedBy: null });
    expect(first.totals.map((x) => [x.currencyCode, x.count, x.amount, x.commission, x.reversalTransactionId])).toEqual([
      ['USD', 1, '1500.00', '2.25', null],
      ['AFN', 2, '290000.00', '600.00', null],
    ]);
    comm = { afn: (await api.accountIdOf('COMM-AFN'))!, usd: (await api.accountIdOf('COMM-USD'))! };
    const afnPosting = first.totals.find((x) => x.currencyCode === 'AFN')!.transactionId!;
    const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, afnPosting));
    expect(row).toMatchObject({ transType: 'Commission', outAccountId: partner, inAccountId: comm.afn, currencyId: AFN, dAmount: '600.00', transDate: today, userCreated: 'admin' });
    expect(await api.balances()).toEqual({
      ...before,
      [`${partner}:${AFN}`]: '-290600.00',
      [`${comm.afn}:${AFN}`]: '600.00',
      [`${partner}:${USD}`]: '-1502.25',
      [`${comm.usd}:${USD}`]: '2.25',
    });
    expect(await t.handle.db.$count(commissionRunItems)).toBe(3);
    await expectLedgerHolds(t);
  });

  it('skips hawalas already commissioned: a second run takes only the new one, or has nothing to post', async () => {
    expectMessage(await api.run(partner, today, today), 409, commissionMessages.nothingToPost);
    const next = await api.paid('2001', 'AFN', '10000.00');
    const preview = await api.previewed(partner, today, today);
    expect(preview.items.map((i) => [i.hawalaId, i.commission])).toEqual([[next, '30.00']]);
    const second = await api.posted(partner, today, today);
    expect(second.totals.map((x) => [x.currencyCode, x.count, x.commission])).toEqual([['AFN', 1, '30.00']]);
    expect(await api.balance(partner, AFN)).toBe('-300630.00');
    await expectLedgerHolds(t);
  });

  it('refuses to edit or delete a run’s postings on their own', async () => {
    const id = first.totals[0]!.transactionId!;
    const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, id));
    const edit = { transType: 'Transfer', outAccountId: partner, inAccountId: comm.usd, currencyId: USD, cCurrencyId: USD, dAmount: '1', cAmount: '1', transDescription: 'changed', cTransDescription: 'changed', exRate: '1', transDate: today, updatedAt: row!.updatedAt.toISOString() };
    expectMessage(await api.put(id, edit), 409, commissionMessages.runPosting);
    expectMessage(await api.del(id), 409, commissionMessages.runPosting);
    expect(await t.handle.db.$count(transactions, eq(transactions.id, id))).toBe(1);
    await expectLedgerHolds(t);
  });

  it('reverses a run as a whole (admins only, with a reason), once; its hawalas are free for a later run', async () => {
    expect((await api.reverse(first.id, 'wrong rate', user)).statusCode).toBe(403);
    expect((await api.reverse(first.id, '  ')).statusCode).toBe(400);
    const response = await api.reverse(first.id, 'wrong rate');
    expect(response.statusCode, response.body).toBe(200);
    const reversed: CommissionRun = response.json();
    expect(reversed).toMatchObject({ id: first.id, status: 'reversed', reversedBy: 'admin', reverseReason: 'wrong rate' });
    const afn = reversed.totals.find((x) => x.currencyCode === 'AFN')!;
    const [undo] = await t.handle.db.select().from(transactions).where(eq(transactions.id, afn.reversalTransactionId!));
    expect(undo).toMatchObject({ transType: 'Commission', outAccountId: comm.afn, inAccountId: partner, dAmount: '600.00', transDate: today, referenceId: afn.transactionId });
    expect(await api.balance(partner, AFN)).toBe('-300030.00');
    expect(await api.balance(partner, USD)).toBe('-1500.00');
    expect(await api.balance(comm.afn, AFN)).toBe('30.00');
    expect(await api.balance(comm.usd, USD)).toBe('0.00');
    expectMessage(await api.reverse(first.id, 'again'), 409, commissionMessages.alreadyReversed);
    expectMessage(await api.del(afn.reversalTransactionId!), 409, commissionMessages.runPosting);
    expectMessage(await api.reverse(999_999, 'none'), 404, commissionMessages.runNotFound);
    await expectLedgerHolds(t);

    const rerun = await api.posted(partner, today, today);
    expect(rerun.totals.map((x) => [x.currencyCode, x.count, x.commission])).toEqual([
      ['USD', 1, '2.25'],
      ['AFN', 2, '600.00'],
    ]);
    expect(await api.balance(partner, AFN)).toBe('-300630.00');
    const runs = (await api.runs(partner, user)).json() as CommissionRun[];
    expect(runs.map((r) => [r.id, r.status])).toEqual([
      [rerun.id, 'posted'],
      [first.id + 1, 'posted'],
      [first.id, 'reversed'],
    ]);
    await expectLedgerHolds(t);
  });

  it('lets only one of two runs racing for the same hawalas take them', async () => {
    await api.paid('2001', 'AFN', '5000.00');
    const [a, b] = await Promise.all([api.run(partner, today, today), api.run(partner, today, today)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const activeItems = await t.handle.db.$count(commissionRunItems, eq(commissionRunItems.active, true));
    expect(activeItems).toBe(5);
    await expectLedgerHolds(t);
  });

  it('refuses a run or a reverse while the shop’s day is closed, and posts nothing', async () => {
    await api.paid('2001', 'AFN', '7000.00');
    const runs = (await api.runs(partner)).json() as CommissionRun[];
    const before = await api.balances();
    await t.handle.db.update(booksState).set({ closedThrough: today }).where(eq(booksState.id, 1));
    try {
      expectMessage(await api.run(partner, today, today), 409, booksMessages.dayClosed(today));
      expectMessage(await api.reverse(runs[0]!.id, 'closed'), 409, booksMessages.dayClosed(today));
    } finally {
      await t.handle.db.update(booksState).set({ closedThrough: null }).where(eq(booksState.id, 1));
    }
    expect(await api.balances()).toEqual(before);
    expect((await api.runs(partner)).json()).toEqual(runs);
    expect(await t.handle.db.$count(commissionRunItems, and(eq(commissionRunItems.active, true)))).toBe(5);
    await expectLedgerHolds(t);
  });

  it('checks the range and the partner', async () => {
    expectMessage(await api.preview(partner, today, '2000-01-01'), 400, commissionMessages.rangeReversed);
    expect((await api.preview(partner, '2020-01-01', '2022-01-01')).statusCode).toBe(400);
    expect((await api.preview(partner, '2026-02-30', '2026-03-01')).statusCode).toBe(400);
    expectMessage(await api.run(999_999, today, today), 404, commissionMessages.partnerNotFound);
  });
});
