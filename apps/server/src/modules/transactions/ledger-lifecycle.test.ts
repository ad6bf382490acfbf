import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { entriesFor, Money, sellingAmount, toAmount, type PostingLegs } from '@sarafi/core';
import { accounts, deletedTransactions, transactions } from '../../db/schema';
import { withoutPostingLimits } from '../posting-limits/test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fxAccountCode } from '../currencies/fx-position-account';
import { documentBalances } from '../fx/test-support';
import { expectLedgerHolds, transactionApi } from './test-support';

/**
 * Property: any sequence of post / edit / delete / recover — including stale edits, second deletes and second
 * recovers — keeps the ledger invariants (docs/architecture.md, Ledger: entries sum to zero per transaction and currency,
 * account_balances equals the entries, every currency sums to zero) and leaves exactly the balances a model of
 * the live documents predicts. One database serves all runs, so the model carries over between them.
 */
const seed = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.LEDGER_RUNS ?? 20);
const codes: Record<number, string> = { 1: 'USD', 2: 'AFN', 4: 'EUR' };

const documentArb = fc.record({
  kind: fc.constantFrom('Debit', 'Credit', 'Transfer', 'Exchange'),
  a: fc.nat(),
  b: fc.nat(),
  cents: fc.integer({ min: 1, max: 50_000_000 }),
  /** Rate in ten-thousandths: 0.5 to 300. */
  rate: fc.integer({ min: 5_000, max: 3_000_000 }),
});
type DocumentChoice = typeof documentArb extends fc.Arbitrary<infer T> ? T : never;

const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('post' as const), doc: documentArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('edit' as const), pick: fc.nat(), doc: documentArb, stale: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), pick: fc.nat(), again: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('recover' as const), pick: fc.nat(), again: fc.boolean() }) },
);

interface Live {
  type: string;
  legs: PostingLegs;
  updatedAt: string;
  /** Every updatedAt this transaction has had, for sending stale copies. */
  seen: string[];
}

describe(`ledger lifecycle property (seed ${seed}, ${numRuns} runs)`, () => {
  let t: TestApp;
  let api: ReturnType<typeof transactionApi>;
  const holders: Record<number, number[]> = {};
  const customers: { id: number; currencyId: number }[] = [];
  const fx = new Map<number, number>();
  const live = new Map<number, Live>();
  const deleted = new Map<number, Live>();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    api = transactionApi(t, await t.cookieFor('admin'));
    await withoutPostingLimits(t);
    for (const [name, currencyId] of [['a', 2], ['b', 2], ['c', 1], ['c2', 1], ['d', 4], ['d2', 4]] as const) {
      const id = await api.account(name, currencyId);
      customers.push({ id, currencyId });
      (holders[currencyId] ??= []).push(id);
    }
    const company = await api.account('company', 1, 'company');
    for (const c of [1, 2, 4]) holders[c]!.push(company);
    for (const [id, code] of Object.entries(codes)) {
      const [row] = await t.handle.db.select().from(accounts).where(eq(accounts.accountCode, fxAccountCode(code)));
      fx.set(Number(id), row!.id);
    }
  });
  afterAll(() => t.close());

  const pick = <T>(list: T[], n: number) => list[n % list.length]!;

  /** A valid document of the chosen kind (or of `type` when editing) and the legs it posts. */
  function documentFor(choice: DocumentChoice, type = choice.kind): { payload: Record<string, unknown>; legs: PostingLegs } {
    const amount = toAmount(new Money(choice.cents).div(100));
    const currencies = [1, 2, 4];
    if (type === 'Debit' || type === 'Credit') {
      const x = pick(customers, choice.a);
      const [out, into] = type === 'Debit' ? [x.id, 11] : [11, x.id];
      const payload = { transType: type, outAccountId: out, inAccountId: into, currencyId: x.currencyId, dAmount: amount, transDescription: type, transDate: '2026-11-23' };
      return { payload, legs: { transType: type, outAccountId: out, inAccountId: into, currencyId: x.currencyId, cCurrencyId: x.currencyId, dAmount: amount, cAmount: amount } };
    }
    if (type === 'Transfer') {
      const currencyId = pick(currencies, choice.a);
      const out = pick(holders[currencyId]!, choice.b);
      const into = pick(holders[currencyId]!.filter((id) => id !== out), choice.a + choice.b);
      const payload = { transType: type, outAccountId: out, inAccountId: into, currencyId, dAmount: amount, transDescription: 'out', cTransDescription: 'in', transDate: '2026-11-23' };
      return { payload, legs: { transType: type, outAccountId: out, inAccountId: into, currencyId, cCurrencyId: currencyId, dAmount: amount, cAmount: amount } };
    }
    const purchase = pick(currencies, choice.a);
    const selling = pick(currencies.filter((c) => c !== purchase), choice.b);
    const out = pick(holders[purchase]!, choice.b);
    const into = pick(holders[selling]!, choice.a + 1);
    const rate = new Money(choice.rate).div(10_000).toFixed();
    const cAmount = toAmount(sellingAmount(amount, rate, codes[purchase]!, codes[selling]!)!);
    const legs = { transType: 'Exchange' as const, outAccountId: out, inAccountId: into, currencyId: purchase, cCurrencyId: selling, dAmount: amount, cAmount };
    if (new Money(cAmount).lt('0.01')) return documentFor({ ...choice, cents: 100_000, rate: 10_000 }, type);
    // A drawn rate of exactly 1 across currencies is confirmed, as a clerk would (docs/decisions.md, Currencies and rates).
    return { payload: { ...legs, exRate: rate, transDate: '2026-11-23', ...(rate === '1' ? { confirmUnitRate: true } : {}) }, legs };
  }

  async function expectModel() {
    expect(new Set((await t.handle.db.select({ id: transactions.id }).from(transactions)).map((r) => r.id))).toEqual(new Set(live.keys()));
    const gone = await t.handle.db.select({ id: deletedTransactions.originalTransactionId }).from(deletedTransactions);
    expect(new Set(gone.map((r) => r.id))).toEqual(new Set(deleted.keys()));
    const expected = new Map<string, InstanceType<typeof Money>>();
    for (const doc of live.values()) {
      for (const e of entriesFor(doc.legs, (c) => fx.get(c)!)) {
        const key = `${e.accountId}:${e.currencyId}`;
        expected.set(key, (expected.get(key) ?? new Money(0)).plus(e.amount));
      }
    }
    const want = Object.fromEntries([...expected].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toFixed(2)]));
    const held = await documentBalances(t.handle.db);
    expect(Object.fromEntries(held.filter((r) => !new Money(r.balance).isZero()).map((r) => [`${r.accountId}:${r.currencyId}`, new Money(r.balance).toFixed(2)]))).toEqual(want);
    await expectLedgerHolds(t);
  }

  it('keeps the books and the model in step through post, edit, delete and recover', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) {
          if (step.op === 'post') {
            const { payload, legs } = documentFor(step.doc);
            const posted = await api.post(payload);
            live.set(posted.id, { type: legs.transType, legs, updatedAt: posted.updatedAt, seen: [posted.updatedAt] });
          } else if (step.op === 'edit' && live.size > 0) {
            const id = pick([...live.keys()], step.pick);
            const current = live.get(id)!;
            const { payload, legs } = documentFor(step.doc, current.type as DocumentChoice['kind']);
            const stale = step.stale && current.seen.length > 1 ? current.seen[0]! : undefined;
            const response = await api.put(id, { ...payload, updatedAt: stale ?? current.updatedAt });
            if (stale) {
              expect(response.statusCode, response.body).toBe(409);
            } else {
              expect(response.statusCode, response.body).toBe(200);
              const updatedAt = response.json().updatedAt as string;
              live.set(id, { ...current, legs, updatedAt, seen: [...current.seen, updatedAt] });
            }
          } else if (step.op === 'delete' && (live.size > 0 || deleted.size > 0)) {
            // A second delete when asked for, or when nothing is live any more (the model carries over between runs).
            const fromDeleted = deleted.size > 0 && (step.again || live.size === 0);
            const id = pick([...(fromDeleted ? deleted : live).keys()], step.pick);
            const response = await api.del(id);
            expect(response.statusCode, response.body).toBe(fromDeleted ? 404 : 200);
            if (!fromDeleted) {
              deleted.set(id, live.get(id)!);
              live.delete(id);
            }
          } else if (step.op === 'recover' && (live.size > 0 || deleted.size > 0)) {
            const fromLive = (step.again || deleted.size === 0) && live.size > 0;
            const id = pick([...(fromLive ? live : deleted).keys()], step.pick);
            const response = await api.recover(id);
            expect(response.statusCode, response.body).toBe(fromLive ? 404 : 200);
            if (!fromLive) {
              const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, id));
              const updatedAt = row!.updatedAt.toISOString();
              live.set(id, { ...deleted.get(id)!, updatedAt, seen: [...deleted.get(id)!.seen, updatedAt] });
              deleted.delete(id);
            }
          }
        }
        await expectModel();
      }),
      { seed, numRuns, endOnFailure: true },
    );
  });

  it('never deadlocks or loses an update when clerks post, edit, delete and recover the same accounts at once', async () => {
    const clients = 12;
    const rounds = 12;
    const statuses: Record<string, number[]> = { post: [], edit: [], delete: [], recover: [] };
    const touched: number[] = [];
    let lastRefusal: unknown = null;
    const choices = fc.sample(documentArb, { seed, numRuns: clients * rounds });
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        // Each clerk works on its own latest transaction; the accounts (and their balance rows) are shared.
        let own: { id: number; updatedAt: string; type: DocumentChoice['kind']; deleted: boolean } | undefined;
        for (let round = 0; round < rounds; round++) {
          const choice = choices[client * rounds + round]!;
          const op = own ? (['post', 'edit', own.deleted ? 'recover' : 'delete'] as const)[(choice.a + round) % 3]! : 'post';
          if (op === 'post') {
            const response = await api.inject('POST', '/api/transactions', documentFor(choice).payload);
            statuses.post!.push(response.statusCode);
            if (response.statusCode !== 201) lastRefusal = response.json();
            own = { id: response.json().id, updatedAt: response.json().updatedAt, type: choice.kind, deleted: false };
            touched.push(own.id);
          } else if (op === 'edit' && own) {
            const response = await api.put(own.id, { ...documentFor(choice, own.type).payload, updatedAt: own.updatedAt });
            statuses.edit!.push(response.statusCode);
            if (response.statusCode === 200) own.updatedAt = response.json().updatedAt;
          } else if (op === 'delete' && own) {
            statuses.delete!.push((await api.del(own.id)).statusCode);
            own.deleted = true;
          } else if (own) {
            statuses.recover!.push((await api.recover(own.id)).statusCode);
            const [row] = await t.handle.db.select().from(transactions).where(eq(transactions.id, own.id));
            own = { ...own, deleted: false, updatedAt: row!.updatedAt.toISOString() };
          }
        }
      }),
    );
    // Every clerk's own operations are valid, so anything but success (an edit of a deleted one: 404) is a bug.
    expect(statuses.post!.filter((s) => s !== 201), JSON.stringify(lastRefusal)).toEqual([]);
    expect(statuses.edit!.every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses.delete!.every((s) => s === 200)).toBe(true);
    expect(statuses.recover!.every((s) => s === 200)).toBe(true);
    await expectLedgerHolds(t);
    // The property above keeps its own model; forget what the clerks left behind.
    for (const id of touched) {
      live.delete(id);
      deleted.delete(id);
    }
  });
});
