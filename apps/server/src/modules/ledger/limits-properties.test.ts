import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, Money } from '@sarafi/core';
import { accountBalances, accounts, creditLimitOverrides, deletedTransactions, hawalas, transactions } from '../../db/schema';
import { rowsOf } from '../../db/rows-of';
import { shopToday } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hawalaApi } from '../hawala/test-support';
import { ledgerViolations, noViolations } from './ledger-invariants';

/**
 * Property (docs/architecture.md, The sink): whatever vouchers, transfers, settlements, hawala passes, hawalas sent and
 * cancelled, commission runs, edits, deletes and recovers clerks and admins send, in any order and with or without `creditLimitOverride`, no partner
 * ends a step owing more than its credit limit (and more than before) without an override recorded in that step, no
 * live posting moves more than the posting limit in a currency, only an admin's override is ever recorded (anyone
 * else's waits for an approver: docs/decisions.md, Approvals), nothing answers 5xx, and the ledger invariants hold after every step.
 */

const seed = Number(process.env.LIMITS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.LIMITS_RUNS ?? 12);
const USD = 1;
const postingLimit = new Money('5000');
const creditLimit = '3000.00';
const roles = ['admin', 'operator', 'user'] as const;

const step = fc.record({
  kind: fc.constantFrom('transfer', 'voucher', 'settlement', 'pass', 'commission', 'edit', 'delete', 'recover', 'send', 'cancel'),
  role: fc.constantFrom(...roles),
  override: fc.boolean(),
  a: fc.nat(),
  b: fc.nat(),
  cents: fc.integer({ min: 1, max: 800_000 }),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe(`limits on every path (fast-check seed ${seed}, ${numRuns} runs; replay with LIMITS_SEED=${seed})`, () => {
  let t: TestApp;
  const api = {} as Record<(typeof roles)[number], ReturnType<typeof hawalaApi>>;
  const partners: { id: number; code: string }[] = [];
  const others: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    for (const role of roles) api[role] = hawalaApi(t, await t.cookieFor(role));
    const admin = api.admin;
    expect((await admin.inject('PUT', '/api/posting-limits', { limits: [{ currency: 'USD', limit: postingLimit.toFixed(2) }] })).statusCode).toBe(200);
    // A hawala partner too: a hawala we send is paid out by one, and its cancel takes back the room the send made.
    for (const [name, type] of [['Dubai Partner', 'partner'], ['Peshawar Partner', 'hawala_partner']] as const) {
      const id = await admin.account(name, USD, type);
      const [row] = await t.handle.db.select({ code: accounts.accountCode }).from(accounts).where(eq(accounts.id, id));
      partners.push({ id, code: row!.code });
      expect((await admin.inject('PUT', `/api/partners/${id}/credit-limits`, { limits: [{ currency: 'USD', limit: creditLimit }] })).statusCode).toBe(200);
      const rates = await admin.inject('PUT', `/api/partners/${id}/commission-rates`, { rates: [{ currencyId: USD, perLakh: '20000', fixedFee: '5' }] });
      expect(rates.statusCode, rates.body).toBe(200);
    }
    others.push(await admin.account('Ahmad', USD), await admin.account('Karim', USD), await admin.account('Kabul Co', USD, 'company'));
  });
  afterAll(() => t.close());

  const owedBy = async () => {
    const rows = await t.handle.db.select().from(accountBalances).where(eq(accountBalances.currencyId, USD));
    return new Map(partners.map((p) => [p.id, new Money(rows.find((r) => r.accountId === p.id)?.balance ?? 0).neg()]));
  };
  const overrides = async (accountId: number) =>
    (await t.handle.db.select({ id: creditLimitOverrides.id }).from(creditLimitOverrides).where(and(eq(creditLimitOverrides.accountId, accountId), eq(creditLimitOverrides.currencyId, USD)))).length;

  /** Sends one step; returns the response, or null when the step had nothing to act on. */
  async function send(s: Step) {
    const as = api[s.role];
    const amount = new Money(s.cents).div(100).toFixed(2);
    const all = [...partners.map((p) => p.id), ...others];
    const pick = <T>(list: T[], n: number) => list[n % list.length]!;
    const override = s.override ? { creditLimitOverride: true } : {};
    switch (s.kind) {
      case 'transfer': {
        const out = pick(all, s.a);
        const into = pick(all.filter((id) => id !== out), s.b);
        return as.inject('POST', '/api/transactions', { transType: 'Transfer', outAccountId: out, inAccountId: into, currencyId: USD, dAmount: amount, transDescription: 'out', cTransDescription: 'in', ...override });
      }
      case 'voucher': {
        const account = pick(others.slice(0, 2), s.a);
        const [outAccountId, inAccountId] = s.b % 2 ? [account, CASH_ACCOUNT_ID] : [CASH_ACCOUNT_ID, account];
        return as.inject('POST', '/api/transactions', { transType: s.b % 2 ? 'Debit' : 'Credit', outAccountId, inAccountId, currencyId: USD, dAmount: amount, transDescription: 'cash', ...override });
      }
      case 'settlement':
        return as.inject('POST', '/api/settlements', {
          partnerAccountId: pick(partners, s.a).id, counterAccountId: CASH_ACCOUNT_ID, direction: s.b % 2 ? 'paid' : 'received', currencyId: USD, amount, narrative: 'settle', ...override,
        });
      case 'pass': {
        const detail = await as.detail({ senderCode: pick(partners, s.a).code, currency: 'USD', rAmount: amount, exchangeRate: null });
        return as.pass(detail.id, s.override ? { overrideReason: 'the owner agreed' } : undefined);
      }
      case 'commission': {
        const today = shopToday();
        return as.inject('POST', `/api/partners/${pick(partners, s.a).id}/commission-runs`, { from: today, to: today });
      }
      case 'send':
        return as.inject('POST', '/api/hawala', {
          senderName: 'Walk-in', receiverName: 'Receiver', amount, currency: 'USD', convertedCurrency: 'USD', commission: '0', partnerAccountId: partners[1]!.id, paidFrom: 'cash', ...override,
        });
      case 'cancel': {
        const sent = await t.handle.db.select({ id: hawalas.id }).from(hawalas).where(eq(hawalas.status, 'sent')).orderBy(hawalas.id);
        if (sent.length === 0) return null;
        return as.inject('POST', `/api/hawala/${pick(sent, s.a).id}/cancel`, { reason: 'receiver never came', ...override });
      }
      case 'edit': {
        const live = await t.handle.db.select().from(transactions).where(sql`${transactions.transType} in ('Transfer', 'Debit', 'Credit', 'Settlement')`).orderBy(transactions.id);
        if (live.length === 0) return null;
        const row = pick(live, s.a);
        return as.put(row.id, {
          transType: row.transType, outAccountId: row.outAccountId, inAccountId: row.inAccountId, currencyId: row.currencyId, cCurrencyId: row.cCurrencyId, dAmount: amount, cAmount: amount, exRate: '1',
          transDescription: row.transDescription, cTransDescription: row.cTransDescription, transDate: row.transDate, updatedAt: row.updatedAt.toISOString(), ...override,
        });
      }
      case 'delete': {
        const live = await t.handle.db.select({ id: transactions.id }).from(transactions).orderBy(transactions.id);
        if (live.length === 0) return null;
        return as.inject('DELETE', `/api/transactions/${pick(live, s.a).id}`, { reason: 'wrong', ...override });
      }
      case 'recover': {
        const deleted = await t.handle.db.select({ id: deletedTransactions.id }).from(deletedTransactions).orderBy(deletedTransactions.id);
        if (deleted.length === 0) return null;
        return as.inject('POST', `/api/deleted-transactions/${pick(deleted, s.a).id}/recover`, override);
      }
    }
  }

  /** Each live posting's money per currency: the entries that gain. */
  const largestPostings = async () =>
    rowsOf<{ transaction_id: number; moved: string }>(
      await t.handle.db.execute(sql`select transaction_id, sum(amount)::text as moved from ledger_entries where amount > 0 and currency_id = ${USD} group by transaction_id having sum(amount) > ${postingLimit.toFixed(2)}::numeric`),
    );

  it('holds every limit, and the books, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const s of steps) {
          const before = await owedBy();
          const overridesBefore = new Map(await Promise.all(partners.map(async (p) => [p.id, await overrides(p.id)] as const)));
          const response = await send(s);
          if (!response) continue;
          expect(response.statusCode, `${s.kind} as ${s.role}: ${response.body}`).toBeLessThan(500);
          const after = await owedBy();
          if (s.override && s.role !== 'admin') {
            for (const p of partners) expect(await overrides(p.id), `${s.kind} override as ${s.role}`).toBe(overridesBefore.get(p.id)!);
          }
          for (const p of partners) {
            const owed = after.get(p.id)!;
            if (owed.gt(creditLimit) && owed.gt(before.get(p.id)!)) {
              expect(await overrides(p.id), `${s.kind} left partner ${p.code} owing ${owed.toFixed(2)} with no override`).toBeGreaterThan(overridesBefore.get(p.id)!);
            }
          }
          expect(await largestPostings()).toEqual([]);
          expect(await ledgerViolations(t.handle.db)).toEqual(noViolations);
        }
      }),
      { seed, numRuns },
    );
  });
});
