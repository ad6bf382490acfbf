import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { rowsOf } from '../../db/rows-of';
import { chainPending } from '../journal/chain-journal';
import { verifyJournal } from '../journal/verify-journal';
import { eq, sql } from 'drizzle-orm';
import { calendarMonthOf, Money, tillMessages } from '@sarafi/core';
import { deletedTransactions, ledgerEntries, transactions, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, PASSWORD, sessionCookie, type TestApp } from '../../test/test-app';
import { AFN, hawalaApi, USD } from '../hawala/test-support';
import { expectLedgerHolds } from '../transactions/test-support';
import { writeOffShortage } from './clerk-shortages';

const CASH = 11;
type Reply = { statusCode: number; body: string; json(): any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Notes of AFN as the day-close settings hold them: a float of n × 1000 and a count in 1000s, 100s and 1s. */
const afnCount = (amount: number) => {
  const thousands = Math.floor(amount / 1000);
  const hundreds = Math.floor((amount % 1000) / 100);
  const ones = amount % 100;
  return { currencyId: AFN, denominations: [{ value: '1000', count: thousands }, { value: '100', count: hundreds }, { value: '1', count: ones }] };
};

describe('tills, shifts and the safe', () => {
  let t: TestApp;
  let api: ReturnType<typeof hawalaApi>;
  let admin: string;
  let owner2: string;
  let clerkA: string;
  let clerkB: string;
  let clerkBId: string;
  let clerkAId: string;
  const acc: Record<string, number> = {};
  const till: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object): Promise<Reply> =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const ok = async (reply: Promise<Reply>, status = 200) => {
    const r = await reply;
    expect(r.statusCode, r.body).toBe(status);
    return r.json();
  };
  const refusal = async (reply: Promise<Reply>) => {
    const r = await reply;
    return [r.statusCode, r.json().code];
  };
  const voucher = (transType: 'Credit' | 'Debit', amount: string, cookie: string, currencyId = AFN, customer = acc.afn!) =>
    call('POST', '/api/transactions', cookie, {
      transType,
      currencyId,
      dAmount: amount,
      transDescription: 'counter',
      outAccountId: transType === 'Credit' ? CASH : customer,
      inAccountId: transType === 'Credit' ? customer : CASH,
    });
  /** What a till (or the safe) holds per currency, as the shop reads it, from the keeper's list. */
  const held = async (name: string, currencyId = AFN) => {
    const tills = (await ok(call('GET', '/api/tills', admin))) as { name: string; balances: { currencyId: number; balance: string }[] }[];
    const stored = tills.find((x) => x.name === name)!.balances.find((b) => b.currencyId === currencyId)?.balance ?? '0';
    return new Money(stored).neg().toFixed(2);
  };
  const shopCash = async (currencyId = AFN) => {
    const rows = (await ok(call('GET', '/api/cash-shop-balance', admin))) as { currencyid: number; currentbalance: string }[];
    return new Money(rows.find((r) => r.currencyid === currencyId)?.currentbalance ?? '0').neg().toFixed(2);
  };
  const open = (tillId: number, cookie: string, amount: number) => call('POST', `/api/tills/${tillId}/shifts`, cookie, { float: amount ? [afnCount(amount)] : [] });
  const current = async (cookie: string) => (await ok(call('GET', '/api/shifts/current', cookie))) as { shift: any; handoverOffers: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const closeAndApprove = async (shiftId: number, cookie: string, counted: number) => {
    await ok(call('POST', `/api/shifts/${shiftId}/close`, cookie, { counts: [afnCount(counted)] }));
    const reviewed = await ok(call('GET', `/api/shifts/${shiftId}`, owner2));
    return ok(call('POST', `/api/shifts/${shiftId}/approve`, owner2, { id: reviewed.id, version: reviewed.version }));
  };
  const addUser = async (username: string, role: 'admin' | 'user') => {
    const [row] = await t.handle.db.insert(users).values({ username, passwordHash: await hashPassword(PASSWORD), role, email: `${username}@example.com` }).returning();
    return { id: row!.id, cookie: sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } })) };
  };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    api = hawalaApi(t, admin);
    owner2 = (await addUser('owner2', 'admin')).cookie;
    clerkA = await t.cookieFor('user');
    clerkAId = (await ok(call('GET', '/api/auth/me', clerkA))).id;
    ({ id: clerkBId, cookie: clerkB } = await addUser('clerk2', 'user'));
    acc.afn = await api.account('Ahmad Hakimi', AFN);
    acc.usd = await api.account('Bilal Noori', USD);
    acc.partner = await api.fixedAccount({ accountCode: '2001', accountName: 'London Partner', currencyId: USD, accountType: 'hawala_partner' });
    till.c1 = (await ok(call('POST', '/api/tills', admin, { name: 'Counter 1' }), 201)).id;
    till.c2 = (await ok(call('POST', '/api/tills', admin, { name: 'Counter 2' }), 201)).id;
    // The safe starts with 500,000 AFN and 10,000 USD, deposited while nobody holds a till.
    await ok(voucher('Credit', '500000', admin), 201);
    await ok(voucher('Credit', '10000', admin, USD, acc.usd), 201);
  });
  afterEach(async () => {
    await expectLedgerHolds(t);
    // The journal keeps the entries as written, a till's in place of the safe, through edits and recovers too.
    await chainPending(t.handle.db, { wait: true });
    expect(await verifyJournal(t.handle.db)).toMatchObject({ ok: true });
  });
  afterAll(() => t.close());

  it('lists the safe and the tills; a clerk sees neither balances nor variances, and only an admin creates a till', async () => {
    const list = await ok(call('GET', '/api/tills', admin));
    expect(list.map((x: { name: string; isSafe: boolean }) => [x.name, x.isSafe])).toEqual([
      ['Safe', true],
      ['Counter 1', false],
      ['Counter 2', false],
    ]);
    expect(list[0]).toMatchObject({ accountId: CASH, holder: null });
    expect(await held('Safe')).toBe('500000.00');
    const asClerk = await ok(call('GET', '/api/tills', clerkA));
    expect(asClerk.every((x: { balances: unknown; lastVariances: unknown[] }) => x.balances === null && x.lastVariances.length === 0)).toBe(true);
    expect(await refusal(call('POST', '/api/tills', clerkA, { name: 'Mine' }))).toEqual([403, 'permission.tills']);
    expect(await refusal(call('POST', '/api/tills', admin, { name: 'counter 1' }))).toEqual([409, 'till.nameTaken']);
    expect(await refusal(call('POST', `/api/tills/${list[0].id}/shifts`, clerkA, { float: [] }))).toEqual([400, 'till.safeHasNoShift']);
  });

  it('a shift with 30 mixed cash postings ends with the till equal to float + movements, the safe untouched', async () => {
    const shift = await ok(open(till.c1!, clerkA, 20000), 201);
    expect(shift).toMatchObject({ status: 'open', tillName: 'Counter 1', username: 'user1', currencies: [], moves: [{ kind: 'float', status: 'confirmed' }] });
    expect(await held('Counter 1')).toBe('20000.00');
    expect(await held('Safe')).toBe('480000.00');
    const safeUsd = await held('Safe', USD);

    let afn = new Money(20000);
    let usd = new Money(0);
    const clerkIds: number[] = [];
    const posted = async (reply: Promise<Reply>) => {
      const body = await ok(reply, 201);
      if (typeof body.id === 'number') clerkIds.push(body.id);
      return body;
    };
    for (let i = 1; i <= 12; i++) {
      const deposit = await posted(voucher('Credit', `${i * 10}`, clerkA));
      expect(deposit).toMatchObject({ outAccountId: CASH, tillId: till.c1, tillName: 'Counter 1' });
      if (i === 1) expect((await ok(call('GET', `/api/transactions/${deposit.id}/receipt`, clerkA))).till_name).toBe('Counter 1');
      afn = afn.plus(i * 10);
    }
    for (let i = 1; i <= 8; i++) {
      await posted(voucher('Debit', `${i * 5}`, clerkA));
      afn = afn.minus(i * 5);
    }
    for (let i = 1; i <= 4; i++) {
      await posted(voucher('Credit', '20', clerkA, USD, acc.usd));
      usd = usd.plus(20);
    }
    // A walk-in exchange: the customer hands 100 USD over the counter and takes 6,875 AFN.
    await posted(call('POST', '/api/transactions', clerkA, { transType: 'Exchange', outAccountId: CASH, inAccountId: CASH, currencyId: USD, cCurrencyId: AFN, dAmount: '100', cAmount: '6875', exRate: '68.75', transDescription: 'walk-in', walkInName: 'Rahim' }));
    usd = usd.plus(100);
    afn = afn.minus(6875);
    // A hawala sent, paid in cash by a walk-in sender, then marked paid by the partner (no cash), and one cancelled (cash back).
    const sent = await ok(call('POST', '/api/hawala', clerkA, { senderName: 'Ahmad', receiverName: 'Wali', amount: '700', currency: 'AFN', exchangeRate: '70', convertedCurrency: 'USD', commission: '10', partnerAccountId: acc.partner }), 201);
    afn = afn.plus(710);
    await ok(call('POST', `/api/hawala/${sent.id}/paid`, clerkA, {}));
    const cancelled = await ok(call('POST', '/api/hawala', clerkA, { senderName: 'Karim', receiverName: 'Naweed', amount: '300', currency: 'AFN', exchangeRate: '70', convertedCurrency: 'USD' }), 201);
    await ok(call('POST', `/api/hawala/${cancelled.id}/cancel`, clerkA, { reason: 'sender changed plans' }));
    // An incoming hawala paid out in cash.
    const incoming = await api.detail({ hawalaNo: 'LN-T1', rAmount: '900.00' });
    await ok(call('POST', `/api/hawala/pass/${incoming.id}`, clerkA, {}));
    afn = afn.minus(900);
    // A settlement received from the partner in cash.
    await ok(call('POST', '/api/settlements', clerkA, { narrative: 'weekly', partnerAccountId: acc.partner, counterAccountId: CASH, direction: 'received', currencyId: USD, amount: '50' }), 201);
    usd = usd.plus(50);

    expect(clerkIds.length).toBe(25);
    expect(await held('Counter 1')).toBe(afn.toFixed(2));
    expect(await held('Counter 1', USD)).toBe(usd.toFixed(2));
    expect(await held('Safe')).toBe('480000.00');
    expect(await held('Safe', USD)).toBe(safeUsd);
    // The shop's cash is the safe and the till together; no posting of the shift left an entry on the safe.
    expect(await shopCash()).toBe(new Money(480000).plus(afn).toFixed(2));
    const onSafe = await t.handle.db.select().from(ledgerEntries).innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId)).where(eq(transactions.tillShiftId, shift.id));
    expect(onSafe.filter((row) => row.ledger_entries.accountId === CASH)).toEqual([]);
    // Search names the till each of the clerk's cash postings moved, and none for the safe's opening deposit.
    const found = (await ok(call('GET', `/api/transactions?account=${acc.afn}&limit=100`, admin))) as { id: number; tillId: number | null; tillName: string | null }[];
    const tillOf = new Map(found.map((row) => [row.id, row.tillName]));
    expect(clerkIds.filter((id) => tillOf.has(id)).map((id) => tillOf.get(id))).toEqual(Array.from({ length: 20 }, () => 'Counter 1'));
    expect(found.at(-1)).toMatchObject({ tillId: null, tillName: null });
    // The search's export carries the same till, last as on the screen.
    const exported = await t.app.inject({ method: 'GET', url: `/api/transactions/export?account=${acc.afn}`, headers: { cookie: admin } });
    expect(exported.statusCode).toBe(200);
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(exported.rawPayload).Sheets.Transactions!, { header: 1, raw: true });
    expect(sheet[0]!.at(-1)).toBe('Till');
    const exportedTill = new Map(sheet.slice(1).map((line) => [line[0], line.at(-1)]));
    expect(clerkIds.filter((id) => tillOf.has(id)).map((id) => exportedTill.get(id))).toEqual(Array.from({ length: 20 }, () => 'Counter 1'));
    expect(sheet.at(-1)!.at(-1)).toBe('');

    // An edit and a delete by the admin (who holds no till) move the clerk's till, the one the posting moved.
    const first = clerkIds[0]!;
    const row = (await t.handle.db.select().from(transactions).where(eq(transactions.id, first)))[0]!;
    await ok(call('PUT', `/api/transactions/${first}`, admin, { transType: 'Credit', outAccountId: CASH, inAccountId: acc.afn, currencyId: AFN, dAmount: '15', transDescription: 'counter', transDate: row.transDate, updatedAt: row.updatedAt.toISOString() }));
    afn = afn.plus(5);
    expect(await held('Counter 1')).toBe(afn.toFixed(2));
    await ok(t.app.inject({ method: 'DELETE', url: `/api/transactions/${first}`, headers: { cookie: admin }, payload: { reason: 'typo' } }));
    afn = afn.minus(15);
    expect(await held('Counter 1')).toBe(afn.toFixed(2));
    expect(await held('Safe')).toBe('480000.00');
    const [deleted] = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, first));
    await ok(call('POST', `/api/deleted-transactions/${deleted!.id}/recover`, admin));
    afn = afn.plus(15);
    expect(await held('Counter 1')).toBe(afn.toFixed(2));

    // The blind close counts exactly; approval sends the cash back to the safe.
    const closing = await ok(call('POST', `/api/shifts/${shift.id}/close`, clerkA, { counts: [afnCount(afn.toNumber()), { currencyId: USD, denominations: [{ value: '1', count: usd.toNumber() }] }] }));
    expect(closing.currencies.map((c: { variance: string }) => c.variance)).toEqual(['0.00', '0.00']);
    const reviewed = await ok(call('GET', `/api/shifts/${shift.id}`, owner2));
    await ok(call('POST', `/api/shifts/${shift.id}/approve`, owner2, { id: reviewed.id, version: reviewed.version }));
    expect(await held('Counter 1')).toBe('0.00');
    expect(await held('Safe')).toBe(new Money(480000).plus(afn).toFixed(2));
  });

  it('a blind close 500 AFN short posts the variance to that clerk, who owes it until an admin writes it off', async () => {
    const shift = await ok(open(till.c1!, clerkA, 10000), 201);
    await ok(voucher('Credit', '2000', clerkA), 201);
    // The clerk's own views of the open shift hold no expected cash.
    expect((await current(clerkA)).shift).toMatchObject({ id: shift.id, currencies: [] });
    expect((await ok(call('GET', `/api/shifts/${shift.id}`, clerkA))).currencies).toEqual([]);
    expect((await ok(call('GET', `/api/shifts/${shift.id}`, admin))).currencies).toMatchObject([{ currencyId: AFN, expected: '12000.00', counted: null }]);

    const approved = await closeAndApprove(shift.id, clerkA, 11500);
    expect(approved).toMatchObject({ status: 'closed', approvedBy: 'owner2', currencies: [{ expected: '12000.00', counted: '11500.00', variance: '-500.00', varianceTransactionId: expect.any(Number) }] });
    const owed = await ok(call('GET', '/api/clerk-shortages', admin));
    expect(owed).toEqual([expect.objectContaining({ userId: clerkAId, username: 'user1', currencyId: AFN, owed: '500.00' })]);
    expect(await held('Counter 1')).toBe('0.00');
    // The shift's life is in the journal, each step by the hand that took it.
    const steps = await t.handle.db.execute(sql`select kind, actor_name from journal where entity = 'shift' and entity_id = ${String(shift.id)} order by id`);
    expect(rowsOf(steps)).toEqual([
      { kind: 'shift.open', actor_name: 'user1' },
      { kind: 'shift.close', actor_name: 'user1' },
      { kind: 'shift.approve', actor_name: 'owner2' },
    ]);

    expect(await refusal(call('POST', `/api/clerk-shortages/${clerkAId}/write-off`, admin, { currencyId: AFN, amount: '600', reason: 'x' }))).toEqual([400, 'till.writeOffTooLarge']);
    expect(await refusal(call('POST', `/api/clerk-shortages/${clerkAId}/write-off`, clerkA, { currencyId: AFN, amount: '100', reason: 'x' }))).toEqual([403, 'permission.tills']);
    // A write-off is kept for a second admin: nothing moves until one approves it.
    const kept = await ok(call('POST', `/api/clerk-shortages/${clerkAId}/write-off`, admin, { currencyId: AFN, amount: '200', reason: 'first month' }), 202);
    expect(kept).toEqual({ approvalId: expect.any(Number), status: 'pending' });
    expect((await ok(call('GET', '/api/clerk-shortages', admin)))[0].owed).toBe('500.00');
    const request = await ok(call('GET', `/api/approvals/${kept.approvalId}`, owner2));
    expect(request).toMatchObject({ kind: 'till-write-off', grounds: ['tillShortage'], makerName: 'admin', status: 'pending' });
    expect(await refusal(call('POST', `/api/approvals/${kept.approvalId}/approve`, admin, { version: request.version }))).toEqual([403, 'approval.ownRequest']);
    expect(await refusal(call('POST', `/api/approvals/${kept.approvalId}/approve`, owner2, { version: request.version + 1 }))).toEqual([409, 'approval.staleVersion']);
    const approvedOff = await ok(call('POST', `/api/approvals/${kept.approvalId}/approve`, owner2, { version: request.version }));
    expect(approvedOff).toMatchObject({ status: 'approved', deciderName: 'owner2', transactionId: expect.any(Number) });
    expect((await ok(call('GET', '/api/clerk-shortages', admin)))[0].owed).toBe('300.00');
    // Outside an approval's replay the write-off itself is refused: no path posts it alone.
    const direct = t.handle.db.transaction((tx) => writeOffShortage(tx, { userId: clerkAId, currencyId: AFN, amount: '10', reason: 'alone' }, { id: 'x', username: 'admin', role: 'admin' } as never));
    await expect(direct).rejects.toMatchObject({ statusCode: 403, code: 'approval.required' });
    expect((await ok(call('GET', '/api/clerk-shortages', admin)))[0].owed).toBe('300.00');

    const month = shopToday().slice(0, 7);
    const report = await ok(call('GET', `/api/reports/till-variances?from=${month}-01&to=${shopToday()}`, admin));
    expect(report.rows).toContainEqual(expect.objectContaining({ username: 'user1', month, currency: 'AFN', short: '500.00', net: '-500.00' }));
    // A Solar Hijri reader's months: the same close falls in this Solar Hijri month.
    const hijri = await ok(call('GET', `/api/reports/till-variances?from=${month}-01&to=${shopToday()}&calendar=solar-hijri`, admin));
    expect(hijri).toMatchObject({ calendar: 'solar-hijri' });
    expect(hijri.rows).toContainEqual(expect.objectContaining({ username: 'user1', month: calendarMonthOf(shopToday(), 'solar-hijri'), short: '500.00' }));
    expect(await refusal(call('GET', `/api/reports/till-variances?from=${month}-01&to=${shopToday()}&calendar=julian`, admin))).toEqual([400, 'validation']);
    expect(await refusal(call('GET', '/api/reports/till-variances?from=2026-13-01&to=2026-01-01', admin))).toEqual([400, 'dashboard.fromDateInvalid']);
  });

  it('a handover with a difference charges the clerk handing over, and the receiving clerk carries on', async () => {
    const shift = await ok(open(till.c2!, clerkA, 5000), 201);
    await ok(voucher('Credit', '1000', clerkA), 201);
    // Clerk A picks whom to hand over to from a list a clerk may read: never themself, nobody inactive.
    const gone = await addUser('gone1', 'user');
    await t.handle.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const recipients = async (cookie: string) => ((await ok(call('GET', '/api/tills/handover-recipients', cookie))) as { username: string }[]).map((u) => u.username);
    expect(await recipients(clerkA)).toEqual(expect.arrayContaining(['clerk2', 'admin']));
    expect(await recipients(clerkA)).not.toEqual(expect.arrayContaining(['user1']));
    expect(await recipients(clerkA)).not.toEqual(expect.arrayContaining(['gone1']));
    // The till should hold 6,000; both count 5,900.
    await ok(call('POST', `/api/shifts/${shift.id}/handover`, clerkA, { toUserId: clerkBId, counts: [afnCount(5900)] }));
    expect((await current(clerkB)).handoverOffers).toMatchObject([{ shiftId: shift.id, tillName: 'Counter 2', fromUsername: 'user1' }]);
    expect(await refusal(call('POST', `/api/shifts/${shift.id}/handover/accept`, clerkB, { counts: [afnCount(6000)] }))).toEqual([409, 'till.countsDiffer']);
    const next = await ok(call('POST', `/api/shifts/${shift.id}/handover/accept`, clerkB, { counts: [afnCount(5900)] }));
    expect(next).toMatchObject({ status: 'open', username: 'clerk2', tillName: 'Counter 2' });
    // Clerk B holds a till now, so nobody can offer them another.
    expect(await recipients(clerkA)).not.toEqual(expect.arrayContaining(['clerk2']));
    const handed = await ok(call('GET', `/api/shifts/${shift.id}`, admin));
    expect(handed).toMatchObject({ status: 'handed-over', currencies: [{ expected: '6000.00', counted: '5900.00', variance: '-100.00' }] });
    // The till holds what was counted; the 100 short waits in over/short until an admin charges it to clerk A.
    expect(await held('Counter 2')).toBe('5900.00');
    const owedBy = async (username: string) => ((await ok(call('GET', '/api/clerk-shortages', admin))) as { username: string; owed: string }[]).find((o) => o.username === username)?.owed;
    expect(await owedBy('user1')).toBe('300.00');
    const pending = (await ok(call('GET', '/api/approvals?status=pending', owner2))) as { id: number; kind: string; targetId: number; version: number; makerName: string }[];
    const charge = pending.find((p) => p.kind === 'till-shortage' && p.targetId === shift.id)!;
    expect(charge).toMatchObject({ makerName: 'clerk2' });
    // Its maker cannot approve it; a clerk may not approve at all; an admin does, naming the version read.
    expect(await refusal(call('POST', `/api/approvals/${charge.id}/approve`, clerkB, { version: charge.version }))).toEqual([403, 'permission.approve']);
    await ok(call('POST', `/api/approvals/${charge.id}/approve`, owner2, { version: charge.version }));
    expect(await owedBy('user1')).toBe('400.00');
    expect(await owedBy('clerk2')).toBeUndefined();
    expect(await refusal(call('POST', `/api/approvals/${charge.id}/approve`, admin, { version: charge.version + 1 }))).toEqual([409, 'approval.notPending']);

    // Clerk B's postings now move Counter 2; clerk A's move the safe.
    expect(await ok(voucher('Credit', '100', clerkB), 201)).toMatchObject({ tillName: 'Counter 2' });
    expect(await ok(voucher('Credit', '100', clerkA), 201)).toMatchObject({ tillId: null });
    await closeAndApprove(next.id, clerkB, 6000);
    expect(await held('Counter 2')).toBe('0.00');
  });

  it('two clerks posting at once each move only their own till', async () => {
    const a = await ok(open(till.c1!, clerkA, 1000), 201);
    const b = await ok(open(till.c2!, clerkB, 1000), 201);
    const safe = await held('Safe');
    await Promise.all(Array.from({ length: 10 }, (_, i) => ok(voucher('Credit', '10', i % 2 ? clerkA : clerkB), 201)));
    await Promise.all([ok(voucher('Debit', '7', clerkA), 201), ok(voucher('Debit', '3', clerkB), 201)]);
    expect(await held('Counter 1')).toBe('1043.00');
    expect(await held('Counter 2')).toBe('1047.00');
    expect(await held('Safe')).toBe(safe);
    await closeAndApprove(a.id, clerkA, 1043);
    await closeAndApprove(b.id, clerkB, 1047);
  });

  it('the whole shop’s cash book reads the safe and every till as one drawer, each line naming its till', async () => {
    const day = shopToday();
    const a = await ok(open(till.c1!, clerkA, 2000), 201);
    const deposit = await ok(voucher('Credit', '300', clerkA), 201);
    const book = await ok(call('GET', `/api/reports/cash-book?date=${day}&scope=shop`, admin));
    expect(book).toMatchObject({ shop: true, cashAccount: { id: CASH } });
    const afn = book.currencies.find((c: { currencyCode: string }) => c.currencyCode === 'AFN');
    // The book closes on all the shop's cash, and its movements add up from the opening.
    expect(afn.closing).toBe(await shopCash());
    expect(new Money(afn.opening).plus(afn.totalIn).minus(afn.totalOut).toFixed(2)).toBe(afn.closing);
    const tail = afn.lines.slice(-3).map((l: { transactionId: number; till: string | null; amountIn: string; amountOut: string; counterpart: { id: number } | null }) => [l.till, l.amountIn, l.amountOut, l.counterpart?.id]);
    const tillAccount = (await ok(call('GET', '/api/tills', admin))).find((x: { name: string }) => x.name === 'Counter 1').accountId;
    // The float is one posting, two lines: into the till from the safe and out of the safe into the till.
    expect(tail).toEqual([
      ['Counter 1', '2000.00', '0.00', CASH],
      [null, '0.00', '2000.00', tillAccount],
      ['Counter 1', '300.00', '0.00', acc.afn],
    ]);
    expect(afn.lines.at(-1).transactionId).toBe(deposit.id);
    // The safe's own book leaves the till's lines out; a till's own book has only them.
    const safe = (await ok(call('GET', `/api/reports/cash-book?date=${day}`, admin))).currencies.find((c: { currencyCode: string }) => c.currencyCode === 'AFN');
    expect(safe.lines.every((l: { till: string | null }) => l.till === null)).toBe(true);
    expect(safe.closing).toBe(await held('Safe'));
    const own = (await ok(call('GET', `/api/reports/cash-book?date=${day}&cashAccountId=${tillAccount}`, admin))).currencies.find((c: { currencyCode: string }) => c.currencyCode === 'AFN');
    expect(own.lines.at(-1)).toMatchObject({ till: 'Counter 1', amountIn: '300.00', counterpart: { id: acc.afn } });
    expect(await refusal(call('GET', `/api/reports/cash-book?date=${day}&scope=shop&cashAccountId=${CASH}`, admin))).toEqual([400, 'form.cashBookAccountOrShop']);
    // The workbook of the whole shop's book names each line's drawer in a Till column.
    const file = await t.app.inject({ method: 'GET', url: `/api/reports/cash-book/export?date=${day}&scope=shop`, headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(file.rawPayload, { type: 'buffer' }).Sheets.AFN!, { header: 1, raw: false });
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]!.at(-1)).toBe('Till');
    expect(rows.slice(header + 1, header + 1 + afn.lines.length).map((r) => r[10])).toEqual(afn.lines.map((l: { till: string | null }) => l.till ?? 'Safe'));
    await closeAndApprove(a.id, clerkA, 2300);
  });

  it('a clerk cannot close, drop from or read another clerk’s till; drops and top-ups wait for the receiving side', async () => {
    const a = await ok(open(till.c1!, clerkA, 3000), 201);
    expect(await refusal(call('POST', `/api/shifts/${a.id}/close`, clerkB, { counts: [] }))).toEqual([403, 'till.notYourShift']);
    expect(await refusal(call('POST', `/api/shifts/${a.id}/drops`, clerkB, { counts: [afnCount(100)] }))).toEqual([403, 'till.notYourShift']);
    expect(await refusal(call('GET', `/api/shifts/${a.id}`, clerkB))).toEqual([403, 'till.notYourShift']);
    expect(await refusal(call('POST', `/api/tills/${till.c1}/shifts`, clerkB, { float: [] }))).toEqual([409, 'till.heldByOther']);
    expect(await refusal(call('POST', `/api/tills/${till.c2}/shifts`, clerkA, { float: [] }))).toEqual([409, 'till.alreadyOnShift']);
    expect(await refusal(call('POST', `/api/shifts/${a.id}/top-ups`, clerkA, { counts: [afnCount(100)] }))).toEqual([403, 'permission.tills']);

    const dropped = await ok(call('POST', `/api/shifts/${a.id}/drops`, clerkA, { counts: [afnCount(1000)] }));
    const drop = dropped.moves.find((m: { kind: string }) => m.kind === 'drop');
    expect(drop).toMatchObject({ status: 'pending' });
    expect(await held('Counter 1')).toBe('3000.00');
    expect(await refusal(call('POST', `/api/shifts/${a.id}/moves/${drop.id}/confirm`, clerkA))).toEqual([403, 'till.confirmOwnMove']);
    expect(await refusal(call('POST', `/api/shifts/${a.id}/close`, clerkA, { counts: [afnCount(3000)] }))).toEqual([409, 'till.pendingMoves']);
    await ok(call('POST', `/api/shifts/${a.id}/moves/${drop.id}/confirm`, admin));
    expect(await held('Counter 1')).toBe('2000.00');

    const topped = await ok(call('POST', `/api/shifts/${a.id}/top-ups`, admin, { counts: [afnCount(500)] }));
    const topUp = topped.moves.find((m: { kind: string }) => m.kind === 'top-up');
    expect(await refusal(call('POST', `/api/shifts/${a.id}/moves/${topUp.id}/confirm`, clerkB))).toEqual([403, 'till.notYourShift']);
    await ok(call('POST', `/api/shifts/${a.id}/moves/${topUp.id}/confirm`, clerkA));
    expect(await held('Counter 1')).toBe('2500.00');

    // Approval names the version reviewed: a stale one is refused.
    await ok(call('POST', `/api/shifts/${a.id}/close`, clerkA, { counts: [afnCount(2500)] }));
    const reviewed = await ok(call('GET', `/api/shifts/${a.id}`, owner2));
    expect(await refusal(call('POST', `/api/shifts/${a.id}/approve`, owner2, { id: a.id, version: reviewed.version - 1 }))).toEqual([409, 'till.changedSinceReview']);
    expect(await refusal(call('POST', `/api/shifts/${a.id}/approve`, clerkA, { id: a.id, version: reviewed.version }))).toEqual([403, 'permission.tills']);
    await ok(call('POST', `/api/shifts/${a.id}/approve`, owner2, { id: a.id, version: reviewed.version }));
  });

  it('day close is refused while a shift is open; the safe is counted once every shift is closed', async () => {
    const today = shopToday();
    const a = await ok(open(till.c1!, clerkA, 1000), 201);
    const counts = [{ currencyId: AFN, denominations: [] }];
    expect(await refusal(call('POST', '/api/day-closes', admin, { date: today, counts }))).toEqual([409, 'till.shiftOpenOnDay']);
    await ok(call('POST', `/api/shifts/${a.id}/close`, clerkA, { counts: [afnCount(1000)] }));
    expect(await refusal(call('POST', '/api/day-closes', admin, { date: today, counts }))).toEqual([409, 'till.shiftOpenOnDay']);
    const reviewed = await ok(call('GET', `/api/shifts/${a.id}`, owner2));
    await ok(call('POST', `/api/shifts/${a.id}/approve`, owner2, { id: a.id, version: reviewed.version }));
    // Now the count is taken against the safe alone.
    const safe = await held('Safe');
    const submitted = await ok(call('POST', '/api/day-closes', admin, { date: today, counts: [{ currencyId: AFN, denominations: [], coins: safe }, { currencyId: USD, denominations: [], coins: await held('Safe', USD) }] }), 201);
    expect(submitted.currencies.find((c: { currencyId: number }) => c.currencyId === AFN)).toMatchObject({ expected: safe, variance: '0.00' });
  });

  it('a shop that requires tills refuses a clerk’s cash with no open shift; the setting change is recorded', async () => {
    await ok(call('PUT', '/api/settings/tills', admin, { requireTills: true, keepCashInTill: false }));
    expect(await refusal(voucher('Credit', '10', clerkA))).toEqual([409, 'till.noOpenShift']);
    expect((await voucher('Credit', '10', clerkA)).json().message).toBe(tillMessages.noOpenShift);
    // The keeper of the safe still posts against the safe.
    expect(await ok(voucher('Credit', '10', admin), 201)).toMatchObject({ tillId: null });
    const changes = await ok(call('GET', '/api/settings/changes?setting=tills.requireTills', admin));
    expect(changes.changes[0]).toMatchObject({ oldValue: 'false', newValue: 'true', weakened: false });
    await ok(call('PUT', '/api/settings/tills', admin, { requireTills: false, keepCashInTill: false }));
    expect(await ok(voucher('Credit', '10', clerkA), 201)).toMatchObject({ tillId: null });
  });

  it('keepCashInTill leaves a closed shift’s counted cash in the till, and the next clerk takes it on in their shift’s record', async () => {
    await ok(call('PUT', '/api/settings/tills', admin, { requireTills: false, keepCashInTill: true }));
    const a = await ok(open(till.c1!, clerkA, 1000), 201);
    await ok(voucher('Credit', '200', clerkA), 201);
    const safe = await held('Safe');
    const total = await shopCash();
    const closed = await closeAndApprove(a.id, clerkA, 1200);
    // Approved: no return to the safe; the counted 1,200 stays in the till, the shop's cash unchanged.
    expect(closed.moves.map((m: { kind: string }) => m.kind)).toEqual(['float']);
    expect(await held('Counter 1')).toBe('1200.00');
    expect(await held('Safe')).toBe(safe);
    expect(await shopCash()).toBe(total);

    // The next clerk's shift starts from the kept cash and the float on top, each a move of their shift.
    const b = await ok(open(till.c1!, clerkB, 500), 201);
    expect(b.moves.map((m: { kind: string; counts: { total: string }[] }) => [m.kind, m.counts.map((c) => c.total)])).toEqual([
      ['float', ['1200.00']],
      ['float', ['500.00']],
    ]);
    expect(b.moves[0]).toMatchObject({ createdBy: 'user1', confirmedBy: 'clerk2' });
    expect(await held('Counter 1')).toBe('1700.00');
    expect((await ok(call('GET', `/api/shifts/${b.id}`, admin))).currencies).toMatchObject([{ currencyId: AFN, expected: '1700.00' }]);

    // With the setting off again, the approval sends the whole counted drawer back to the safe.
    await ok(call('PUT', '/api/settings/tills', admin, { requireTills: false, keepCashInTill: false }));
    const back = await closeAndApprove(b.id, clerkB, 1700);
    expect(back.moves.map((m: { kind: string }) => m.kind)).toEqual(['float', 'float', 'return']);
    expect(await held('Counter 1')).toBe('0.00');
    expect(await held('Safe')).toBe(new Money(safe).plus(1200).toFixed(2));
  });
});
