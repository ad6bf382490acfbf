import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, lte, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, defaultShopTimeZone, Money, shopDate, type CurrentUser } from '@sarafi/core';
import { currencies, ledgerEntries, transactions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postTransaction } from '../ledger/post-transaction';
import { cashBookIn } from './read-cash-book';
import { readTrialBalance } from './read-trial-balance';

/**
 * Property (docs/decisions.md, Books and day close): whatever postings land at whatever instants over a few days — many of them in the hours after
 * a Kabul midnight, which are still the previous UTC day — each day's cash book closes at the cash account's ledger
 * balance at the end of that Kabul day, its opening is the previous day's closing, and the trial balance's debit and
 * credit totals are equal per currency on every day.
 */
const seed = Number(process.env.BOOKS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const numRuns = Number(process.env.BOOKS_RUNS ?? 8);
const firstDay = Date.UTC(2026, 2, 1);
const days = 4;

describe('books properties', () => {
  let t: TestApp;
  let actor: CurrentUser;
  let afn: number;
  let usd: number;
  let accountsOf: Record<number, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.cookieFor('admin');
    const [row] = await t.handle.db.select().from(users).where(eq(users.username, 'admin'));
    actor = { id: row!.id, username: row!.username, fullName: null, role: 'admin', language: 'en', calendar: 'gregorian' };
    const id = async (code: string) => (await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, code)))[0]!.id;
    afn = await id('AFN');
    usd = await id('USD');
    const open = async (name: string, currencyId: number) =>
      (await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie: admin }, payload: { accountName: name, currencyId, accountType: 'customer' } })).json().id;
    accountsOf = { [afn]: await open('Ahmad', afn), [usd]: await open('Zarghona', usd) };
  });
  afterAll(() => t.close());

  const posting = fc.record({
    day: fc.integer({ min: 0, max: days - 1 }),
    // Minutes after the Kabul midnight that starts the day: the first 270 are the previous UTC day.
    minute: fc.oneof(fc.integer({ min: 0, max: 269 }), fc.integer({ min: 0, max: 1439 })),
    usd: fc.boolean(),
    deposit: fc.boolean(),
    cents: fc.integer({ min: 1, max: 50_000_000 }),
  });

  it('closes each Kabul day at the ledger balance, opens at the day before, and balances the trial balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(posting, { minLength: 1, maxLength: 25 }), async (list) => {
        await t.handle.db.execute(sql`truncate transactions, ledger_entries, account_balances, account_day_totals, fx_day_totals, transaction_audit_log restart identity cascade`);
        for (const p of list) {
          const currencyId = p.usd ? usd : afn;
          const customer = accountsOf[currencyId]!;
          // Kabul midnight of the day is 19:30 UTC the evening before.
          const now = new Date(firstDay + p.day * 86_400_000 - 270 * 60_000 + p.minute * 60_000);
          const dAmount = new Money(p.cents).div(100).toFixed(2);
          const doc = p.deposit
            ? { transType: 'Credit' as const, outAccountId: CASH_ACCOUNT_ID, inAccountId: customer }
            : { transType: 'Debit' as const, outAccountId: customer, inAccountId: CASH_ACCOUNT_ID };
          await t.handle.db.transaction((tx) =>
            postTransaction(
              tx,
              { ...doc, currencyId, cCurrencyId: currencyId, dAmount, cAmount: dAmount, exRate: '1', transDescription: 'p', cTransDescription: null, transDate: null, confirmUnitRate: false, creditLimitOverride: false },
              actor,
              now,
            ),
          );
          const [stored] = await t.handle.db.select({ transDate: transactions.transDate }).from(transactions).orderBy(sql`id desc`).limit(1);
          expect(stored!.transDate).toBe(shopDate(now, defaultShopTimeZone));
        }
        let previous = new Map<string, string>();
        for (let d = 0; d < days; d++) {
          const date = new Date(firstDay + d * 86_400_000).toISOString().slice(0, 10);
          const book = await t.handle.db.transaction((tx) => cashBookIn(tx, { from: date, to: date, cashAccountId: CASH_ACCOUNT_ID, shop: false }, defaultShopTimeZone));
          for (const c of book.currencies) {
            const [ledger] = await t.handle.db
              .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
              .from(ledgerEntries)
              .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
              .where(and(eq(ledgerEntries.accountId, CASH_ACCOUNT_ID), eq(ledgerEntries.currencyId, c.currencyId), lte(transactions.transDate, date)));
            // The drawer holds the negative of the cash account's stored balance (docs/architecture.md, Ledger).
            expect(new Money(c.closing).equals(new Money(ledger!.total).neg())).toBe(true);
            expect(c.opening).toBe(previous.get(c.currencyCode) ?? '0.00');
          }
          previous = new Map(book.currencies.map((c) => [c.currencyCode, c.closing]));
          const trial = await readTrialBalance(t.handle.db, date);
          expect(trial.totals.every((x) => x.balanced)).toBe(true);
        }
      }),
      { seed, numRuns },
    );
  }, 120_000);
});
