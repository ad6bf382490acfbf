import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, Money, sellingAmount, toAmount, type MoneyValue } from '@sarafi/core';
import { accounts, ledgerEntries, transactions } from '../../db/schema';
import { fxAccountCode } from '../currencies/fx-position-account';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withoutPostingLimits } from '../posting-limits/test-support';
import { documentBalances } from '../fx/test-support';
import { ledgerViolations, noViolations } from './ledger-invariants';

/**
 * Property: whatever sequence of debits, credits, transfers and exchanges — valid or not — an admin posts
 * through the HTTP API, the books hold after every single step (docs/architecture.md, Ledger): each transaction's entries sum to
 * zero per currency, account_balances equals the entries, every currency sums to zero, one transaction per
 * 2xx, and an invalid document is a 4xx that changes nothing. A small model predicts each posting's effect,
 * so a posting on the wrong side or account fails too, not only an unbalanced one.
 */

const seed = Number(process.env.LEDGER_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** A run is ~10 requests, so this stays well under 30 s. */
const numRuns = Number(process.env.LEDGER_RUNS ?? 30);

const currencyIds = [1, 2, 4] as const; // USD, AFN, EUR
const currencyCode: Record<number, string> = { 1: 'USD', 2: 'AFN', 4: 'EUR' };

interface Account {
  id: number;
  currencyId: number;
  company: boolean;
}

const faults = ['zero', 'negative', 'same', 'currency', 'rate0', 'wrongSide', 'badSelling', 'sameCurrency', 'unitRate'] as const;
type Fault = (typeof faults)[number] | 'none';

const step = fc.record({
  kind: fc.constantFrom('Debit', 'Credit', 'Transfer', 'Exchange'),
  a: fc.nat(),
  b: fc.nat(),
  cur: fc.nat(),
  cur2: fc.nat(),
  cents: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 100_000_000 })),
  /** Rate in ten-thousandths: 0.0001 to 500. */
  rate: fc.integer({ min: 1, max: 5_000_000 }),
  fault: fc.oneof({ weight: 3, arbitrary: fc.constant<Fault>('none') }, { weight: 2, arbitrary: fc.constantFrom<Fault>(...faults) }),
  withKey: fc.boolean(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface Planned {
  payload: Record<string, unknown>;
  /** null when the API must refuse it; else the (account, currency, signed amount) moves it must make. */
  moves: [number, number, string][] | null;
}

/** The payload a step sends, and what it must do: the test's own reading of the Ledger, Validation and HTTP API sections of docs/architecture.md. */
function plan(s: Step, all: Account[], fx: Map<number, number>): Planned {
  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  const plain = all.filter((x) => !x.company);
  const holders = (currencyId: number) => all.filter((x) => x.company || x.currencyId === currencyId);
  const otherCurrency = (currencyId: number, n: number) => pick(currencyIds.filter((c) => c !== currencyId), n);
  const amount = toAmount(new Money(s.cents).div(100));
  const fault = s.fault;

  if (s.kind === 'Debit' || s.kind === 'Credit') {
    const f = fault === 'rate0' || fault === 'badSelling' || fault === 'sameCurrency' || fault === 'unitRate' ? 'zero' : fault;
    let x = pick(all, s.a);
    if (f === 'currency') x = pick(plain, s.a);
    const currencyId = f === 'currency' ? otherCurrency(x.currencyId, s.cur) : x.company ? pick([...currencyIds], s.cur) : x.currencyId;
    // docs/architecture.md, In and out per document type: a debit takes from a customer (out) and adds to a company account (in), against cash 11.
    let accountIsIn = (s.kind === 'Debit') === x.company;
    if (f === 'wrongSide') accountIsIn = !accountIsIn;
    let [outAccountId, inAccountId] = accountIsIn ? [CASH_ACCOUNT_ID, x.id] : [x.id, CASH_ACCOUNT_ID];
    if (f === 'same') [outAccountId, inAccountId] = [x.id, x.id];
    const dAmount = f === 'zero' ? pick(['0', '0.00', '0.004'], s.b) : f === 'negative' ? `-${amount}` : amount;
    const payload = { transType: s.kind, outAccountId, inAccountId, currencyId, dAmount, transDescription: `${s.kind} ${amount}` };
    return { payload, moves: f === 'none' ? [[outAccountId, currencyId, `-${amount}`], [inAccountId, currencyId, amount]] : null };
  }

  if (s.kind === 'Transfer') {
    const f = fault === 'rate0' || fault === 'wrongSide' || fault === 'badSelling' || fault === 'sameCurrency' || fault === 'unitRate' ? 'same' : fault;
    let currencyId = pick([...currencyIds], s.cur);
    const candidates = holders(currencyId);
    let out = pick(candidates, s.a);
    let into = pick(candidates.filter((x) => x !== out), s.b);
    if (f === 'same') into = out;
    if (f === 'currency') {
      // Either side may be the account that does not hold the currency.
      const wrong = pick(plain, s.a);
      const other = pick(all.filter((x) => x !== wrong), s.b >> 1);
      [out, into] = s.b % 2 === 0 ? [wrong, other] : [other, wrong];
      currencyId = otherCurrency(wrong.currencyId, s.cur);
    }
    const dAmount = f === 'zero' ? pick(['0', '0.00', '0.004'], s.b) : f === 'negative' ? `-${amount}` : amount;
    const payload = { transType: 'Transfer', outAccountId: out.id, inAccountId: into.id, currencyId, dAmount, transDescription: 'out', cTransDescription: 'in' };
    return { payload, moves: f === 'none' ? [[out.id, currencyId, `-${amount}`], [into.id, currencyId, amount]] : null };
  }

  const f = fault === 'wrongSide' ? 'same' : fault;
  let purchase: number = pick([...currencyIds], s.cur);
  let selling: number = otherCurrency(purchase, s.cur2);
  let out = pick(holders(purchase), s.a);
  let into = pick(holders(selling), s.b);
  if (f === 'same') {
    out = into = pick(plain, s.a);
    purchase = out.currencyId;
    selling = otherCurrency(purchase, s.cur2);
  } else if (f === 'sameCurrency') {
    selling = purchase;
    into = pick(holders(selling).filter((x) => x !== out), s.b);
  } else if (f === 'currency' && s.b % 2 === 0) {
    out = pick(plain, s.a); // the purchase account does not hold the purchase currency
    purchase = otherCurrency(out.currencyId, s.cur);
    selling = otherCurrency(purchase, s.cur2);
    into = pick(holders(selling), s.b >> 1);
  } else if (f === 'currency') {
    into = pick(plain, s.a); // the selling account does not hold the selling currency
    selling = otherCurrency(into.currencyId, s.cur2);
    purchase = otherCurrency(selling, s.cur);
    out = pick(holders(purchase), s.b >> 1);
  }
  // 'unitRate': a rate of 1 between two currencies without the clerk's confirmation (docs/decisions.md, Currencies and rates) is refused.
  const rate = f === 'unitRate' ? '1' : new Money(s.rate).div(10_000).toFixed();
  const exRate = f === 'rate0' ? pick(['0', '0.00', '-1'], s.b) : rate;
  const cAmount = toAmount(sellingAmount(amount, rate, currencyCode[purchase]!, currencyCode[selling]!)!);
  const payload = {
    transType: 'Exchange',
    outAccountId: out.id,
    inAccountId: into.id,
    currencyId: purchase,
    cCurrencyId: selling,
    dAmount: f === 'zero' ? '0' : f === 'negative' ? `-${amount}` : amount,
    cAmount: f === 'badSelling' ? toAmount(new Money(cAmount).plus('0.01')) : cAmount,
    exRate,
    transDescription: 'buy',
    cTransDescription: 'sell',
    // A drawn rate of exactly 1 is a valid exchange once confirmed.
    ...(f === 'none' && rate === '1' ? { confirmUnitRate: true } : {}),
  };
  // A selling amount that rounds to 0.00 is refused by the API, so the model expects a refusal too.
  const valid = f === 'none' && new Money(cAmount).gte('0.01');
  const moves: [number, number, string][] = [
    [out.id, purchase, `-${amount}`],
    [fx.get(purchase)!, purchase, amount],
    [fx.get(selling)!, selling, `-${cAmount}`],
    [into.id, selling, cAmount],
  ];
  return { payload, moves: valid ? moves : null };
}

describe(`ledger properties (fast-check seed ${seed}, ${numRuns} runs; replay with LEDGER_SEED=${seed})`, () => {
  let t: TestApp;
  let cookie: string;
  const all: Account[] = [];
  const fx = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    cookie = await t.cookieFor('admin');
    await withoutPostingLimits(t);
    const make = async (accountName: string, currencyId: number, accountType = 'customer') => {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', headers: { cookie }, payload: { accountName, currencyId, accountType } });
      expect(response.statusCode).toBe(201);
      all.push({ id: response.json().id, currencyId, company: accountType === 'company' });
    };
    for (const currencyId of currencyIds) {
      await make(`${currencyCode[currencyId]} one`, currencyId);
      await make(`${currencyCode[currencyId]} two`, currencyId);
    }
    await make('Company', 1, 'company');
    for (const currencyId of currencyIds) {
      const [row] = await t.handle.db.select({ id: accounts.id }).from(accounts).where(sql`${accounts.accountCode} = ${fxAccountCode(currencyCode[currencyId]!)}`);
      fx.set(currencyId, row!.id);
    }
  });
  afterAll(() => t?.close());

  const balances = async () => {
    const rows = await documentBalances(t.handle.db);
    return new Map(rows.filter((r) => !new Money(r.balance).isZero()).map((r) => [`${r.accountId}:${r.currencyId}`, toAmount(r.balance)]));
  };

  it('keeps the ledger invariants after every step of any sequence of postings', async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        // Every run (and every shrink) starts from empty books over the same accounts.
        await t.handle.db.execute(sql`truncate table ledger_entries, account_balances, account_day_totals, transaction_audit_log, idempotency_keys, fx_deal_legs, fx_deals, fx_day_totals, transactions restart identity`);
        const model = new Map<string, MoneyValue>();
        let succeeded = 0; // 2xx responses
        let entries = 0;
        for (const s of steps) {
          const { payload, moves } = plan(s, all, fx);
          const before = moves ? null : await balances();
          const headers: Record<string, string> = { cookie };
          if (s.withKey) headers['idempotency-key'] = `prop-${++counter}`;
          const response = await t.app.inject({ method: 'POST', url: '/api/transactions', headers, payload });
          const context = `${JSON.stringify(payload)} → ${response.statusCode} ${response.body}`;
          if (response.statusCode >= 200 && response.statusCode < 300) succeeded++;

          if (moves) {
            expect(response.statusCode, context).toBe(201);
            entries += moves.length;
            for (const [accountId, currencyId, amount] of moves) {
              const key = `${accountId}:${currencyId}`;
              model.set(key, (model.get(key) ?? new Money(0)).plus(amount));
            }
          } else {
            expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, context).toBeLessThan(500);
            expect(await balances(), context).toEqual(before);
          }

          expect(await ledgerViolations(t.handle.db), context).toEqual(noViolations);
          expect(await t.handle.db.$count(transactions), context).toBe(succeeded);
          expect(await t.handle.db.$count(ledgerEntries, eq(ledgerEntries.fxProfit, false)), context).toBe(entries);
          const expected = new Map([...model].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, toAmount(v)]));
          expect(await balances(), context).toEqual(expected);
        }
      }),
      // A pass takes ~10 s; a failure may spend longer shrinking, bounded so CI reports it rather than timing out.
      { seed, numRuns, plugins: [fc.interruptAfterTimeLimit(100_000)] },
    );
  }, 150_000);
});
